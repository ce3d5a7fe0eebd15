import { createContext, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { Card, CardBacks, type CardSize } from '../cards/card';
import type { GameView, Move } from '../api/types';

/** The view's seats, for the parts that say who holds one (a person, or a bot of a level). */
export const SeatsContext = createContext<GameView['seats']>([]);

/** Seat names as people read them: the name given when joining, else "Seat 1" (seats count from 1 here). */
export function seatNames(seats: ReadonlyArray<{ seat: number; name: string | null }>): string[] {
  return seats.map((s) => s.name ?? `Seat ${s.seat + 1}`);
}

export function Badge({ children, tone = 'plain' }: { children: ComponentChildren; tone?: 'plain' | 'turn' | 'you' | 'bot' }) {
  return <span class={`badge badge-${tone}`}>{children}</span>;
}

/** One player's place at the table: name, badges, and what the game shows of them. */
export function PlayerPanel(props: { name: string; seat: number; you?: boolean; turn?: boolean; dealer?: boolean; note?: string; children?: ComponentChildren }) {
  const bot = useContext(SeatsContext)[props.seat]?.bot ?? null;
  return (
    <section class={`player-panel${props.turn ? ' is-turn' : ''}`} aria-label={`${props.name}${props.you ? ' (you)' : ''}${bot ? ` (bot, ${bot})` : ''}`} data-seat={props.seat} data-bot={bot ?? undefined}>
      <h3 class="player-name">
        {props.name}
        {props.you && <Badge tone="you">you</Badge>}
        {bot && <Badge tone="bot">bot · {bot}</Badge>}
        {props.dealer && <Badge>dealer</Badge>}
        {props.turn && <Badge tone="turn">to play</Badge>}
        {props.note && <Badge>{props.note}</Badge>}
      </h3>
      <div class="player-body">{props.children}</div>
    </section>
  );
}

/** "7 cards" with the backs to match. */
export function HandSize({ name, count }: { name: string; count: number }) {
  return <CardBacks count={count} label={`${name}: ${count} ${count === 1 ? 'card' : 'cards'} in hand`} />;
}

export interface Play {
  readonly seat: number;
  readonly card: string;
  readonly note?: string;
}

/** A trick: each card with who played it (and from where), in play order. */
export function TrickCards({ plays, names, winner, size = 'md', empty = 'No card played yet' }: { plays: readonly Play[]; names: readonly string[]; winner?: number; size?: CardSize; empty?: string }) {
  if (plays.length === 0) return <p class="muted">{empty}</p>;
  return (
    <ol class="trick-cards">
      {plays.map((p) => (
        <li key={`${p.seat}-${p.card}`} class={p.seat === winner ? 'is-winner' : undefined}>
          <Card id={p.card} size={size} caption={`${names[p.seat]}${p.note ? ` · ${p.note}` : ''}`} />
        </li>
      ))}
      {winner !== undefined && <li class="trick-winner">{names[winner]} won the trick</li>}
    </ol>
  );
}

/** The trick being played, in its own area. */
export function TrickInProgress({ number, plays, names, title }: { number: number; plays: readonly Play[]; names: readonly string[]; title?: string }) {
  return (
    <Area title={title ?? `Trick ${number}`} class="trick-area" label="Trick in progress">
      <TrickCards plays={plays} names={names} />
    </Area>
  );
}

/** The last completed trick, smaller, with who won it (and what the game adds below). */
export function LastTrick({ number, plays, winner, names, children }: { number: number; plays: readonly Play[]; winner: number; names: readonly string[]; children?: ComponentChildren }) {
  return (
    <Area title={`Last trick (${number})`} class="last-trick-area" label="Last completed trick">
      <TrickCards plays={plays} names={names} winner={winner} size="sm" />
      {children && <p class="muted small">{children}</p>}
    </Area>
  );
}

/** A titled area of the table. */
export function Area({ title, children, class: cls, label }: { title: string; children: ComponentChildren; class?: string; label?: string }) {
  return (
    <section class={`area${cls ? ` ${cls}` : ''}`} aria-label={label ?? title}>
      <h3 class="area-title">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The reader's hand, sorted: cards with a legal move are buttons (click or Enter), the rest images.
 * `choose` says what choosing a card does now, or nothing when it cannot be chosen.
 */
export function Hand(props: { cards: readonly string[]; choose: (card: string) => { verb: string; move: Move } | undefined; act: (move: Move) => void; busy: boolean; label?: string }) {
  const label = props.label ?? `Your hand, ${props.cards.length} ${props.cards.length === 1 ? 'card' : 'cards'}`;
  if (props.cards.length === 0) return <p class="muted">{label}: empty</p>;
  return (
    <ul class="hand" aria-label={label}>
      {props.cards.map((card) => {
        const choice = props.choose(card);
        return (
          <li key={card} class={choice ? 'is-legal' : undefined}>
            <Card id={card} verb={choice?.verb} onChoose={choice ? () => props.act(choice.move) : undefined} disabled={props.busy} />
          </li>
        );
      })}
    </ul>
  );
}

/** A control for one move that is no card (pass, decline, a gift, a blind play). */
export function MoveButton({ move, act, busy, children, primary }: { move: Move; act: (move: Move) => void; busy: boolean; children: ComponentChildren; primary?: boolean }) {
  return (
    <button type="button" class={`move-button${primary ? ' is-primary' : ''}`} onClick={() => act(move)} disabled={busy} data-move={move.type}>
      {children}
    </button>
  );
}

export function Controls({ children, label = 'Your moves' }: { children: ComponentChildren; label?: string }) {
  return (
    <div class="controls" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** A score table: one row per line, one column per heading. */
export function ScoreTable({ caption, head, rows, highlight }: { caption: string; head: readonly string[]; rows: ReadonlyArray<readonly ComponentChildren[]>; highlight?: number }) {
  return (
    <div class="score-scroll">
    <table class="score-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} class={r === highlight ? 'is-highlight' : undefined} data-row={r}>
            {row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}

/** The other players in turn order, starting with the one after the reader (all of them for a spectator). */
export function othersInTurnOrder<P extends { seat: number }>(players: readonly P[], you: number | null): P[] {
  if (you === null) return [...players];
  return [...players.slice(you + 1), ...players.slice(0, you)];
}

/** "1 trick", "3 tricks". */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Points as the API gives them (Tanni has halves and quarters). */
export const points = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));
