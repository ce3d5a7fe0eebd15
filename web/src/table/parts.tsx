import { createContext, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { Card, CardBacks, CardFace, type CardSize } from '../cards/card';
import { cardName } from '../cards/card-id';
import type { GameView, Move } from '../api/types';
import { t, tn } from '../i18n';
import { ruleHref } from '../rules/load-rules';
import { WhyNotContext } from './why-not';
import { SeatBank } from './countdown';
import { SeatLeave } from './seat-leave';

/** The view's seats, for the parts that say who holds one (a person, or a bot of a level). */
export const SeatsContext = createContext<GameView['seats']>([]);

/** Each seat's clock when the game's clock is a bank (the view's `clocks`), else null: the panels show the banks. */
export const BanksContext = createContext<GameView['clocks']>(null);

/** Seat names as people read them: the name given when joining, else "Seat 1" (seats count from 1 here). */
export function seatNames(seats: ReadonlyArray<{ seat: number; name: string | null }>): string[] {
  return seats.map((s) => s.name ?? t('seat.default', { n: s.seat + 1 }));
}

export function Badge({ children, tone = 'plain' }: { children: ComponentChildren; tone?: 'plain' | 'turn' | 'you' | 'bot' | 'partner' }) {
  return <span class={`badge badge-${tone}`}>{children}</span>;
}

/** One player's place at the table: name, badges, and what the game shows of them. */
export function PlayerPanel(props: { name: string; seat: number; you?: boolean; turn?: boolean; dealer?: boolean; note?: string; partner?: boolean; position?: string; children?: ComponentChildren }) {
  const seat = useContext(SeatsContext)[props.seat];
  const bot = seat?.bot ?? null;
  const bank = useContext(BanksContext)?.[props.seat];
  const label = props.you ? t('seat.labelYou', { name: props.name }) : bot ? t('seat.labelBot', { name: props.name, level: bot }) : t('seat.label', { name: props.name });
  return (
    <section
      class={`player-panel${props.turn ? ' is-turn' : ''}${props.partner ? ' is-partner' : ''}`}
      aria-label={props.position ? `${label}, ${props.position}` : label}
      data-seat={props.seat}
      data-bot={bot ?? undefined}
      data-partner={props.partner ? 'true' : undefined}
    >
      <h2 class="player-name">
        {props.name}
        {props.you && <Badge tone="you">{t('badge.you')}</Badge>}
        {props.partner && <Badge tone="partner">{t('badge.partner')}</Badge>}
        {bot && <Badge tone="bot">{t('badge.bot', { level: bot })}</Badge>}
        {props.dealer && <Badge>{t('badge.dealer')}</Badge>}
        {props.turn && <Badge tone="turn">{t('badge.toPlay')}</Badge>}
        {props.note && <Badge>{props.note}</Badge>}
        {bank && <SeatBank clock={bank} who={props.you ? t('clock.you') : props.name} />}
        <SeatLeave leave={seat?.onLeave ?? null} />
      </h2>
      <div class="player-body">{props.children}</div>
    </section>
  );
}

/** "7 cards" with the backs to match. */
export function HandSize({ name, count }: { name: string; count: number }) {
  return <CardBacks count={count} label={tn('hand.size', count, { name })} />;
}

export interface Play {
  readonly seat: number;
  readonly card: string;
  readonly note?: string;
}

/** A trick: each card with who played it (and from where), in play order. */
export function TrickCards({ plays, names, winner, size = 'md', empty }: { plays: readonly Play[]; names: readonly string[]; winner?: number; size?: CardSize; empty?: string }) {
  if (plays.length === 0) return <p class="muted">{empty ?? t('trick.none')}</p>;
  return (
    <ol class="trick-cards">
      {plays.map((p) => (
        <li key={`${p.seat}-${p.card}`} class={p.seat === winner ? 'is-winner' : undefined}>
          <Card id={p.card} size={size} caption={p.note ? t('trick.by', { name: names[p.seat]!, note: p.note }) : names[p.seat]} />
        </li>
      ))}
      {winner !== undefined && <li class="trick-winner">{t('trick.won', { name: names[winner]! })}</li>}
    </ol>
  );
}

/** The trick being played, in its own area. */
export function TrickInProgress({ number, plays, names, title }: { number: number; plays: readonly Play[]; names: readonly string[]; title?: string }) {
  return (
    <Area title={title ?? t('trick.title', { n: number })} class="trick-area" label={t('trick.inProgress')}>
      <TrickCards plays={plays} names={names} />
    </Area>
  );
}

/** The last completed trick, smaller, with who won it (and what the game adds below). */
export function LastTrick({ number, plays, winner, names, children }: { number: number; plays: readonly Play[]; winner: number; names: readonly string[]; children?: ComponentChildren }) {
  return (
    <Area title={t('trick.last', { n: number })} class="last-trick-area" label={t('trick.lastLabel')}>
      <TrickCards plays={plays} names={names} winner={winner} size="sm" />
      {children && <p class="muted small">{children}</p>}
    </Area>
  );
}

/** A titled area of the table. */
export function Area({ title, children, class: cls, label }: { title: string; children: ComponentChildren; class?: string; label?: string }) {
  return (
    <section class={`area${cls ? ` ${cls}` : ''}`} aria-label={label ?? title}>
      <h2 class="area-title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The reader's hand, sorted: cards with a legal move are buttons (click or Enter). On the reader's
 * turn the others are greyed buttons too: a click, a hover or focus asks the server why that card
 * is refused now (`legal-moves?explain=1`, through WhyNotContext) and says so under the hand, with
 * the rule it cites linked to its paragraph. The list itself takes focus after a move (game-page.tsx).
 */
export function Hand(props: { cards: readonly string[]; choose: (card: string) => { verb: string; move: Move } | undefined; act: (move: Move) => void; busy: boolean; label?: string }) {
  const why = useContext(WhyNotContext);
  const label = props.label ?? tn('hand.label', props.cards.length);
  if (props.cards.length === 0) return <p class="muted hand-empty" tabIndex={-1}>{t('hand.empty')}</p>;
  const choices = props.cards.map((card) => ({ card, choice: props.choose(card) }));
  // On the reader's turn (WhyNot is there only then) every card that is no move can say why.
  const explaining = why !== undefined;
  const shown = explaining && why.shown && props.cards.includes(why.shown) && !choices.find((c) => c.card === why.shown)?.choice ? why.shown : undefined;
  const refusal = shown ? why!.refusalOf(shown) : undefined;
  return (
    <div class="hand-box">
      <ul class="hand" aria-label={label} tabIndex={-1}>
        {choices.map(({ card, choice }) => (
          <li key={card} class={choice ? 'is-legal' : explaining ? 'is-refused' : undefined}>
            {choice || !explaining ? (
              <Card id={card} verb={choice?.verb} onChoose={choice ? () => props.act(choice.move) : undefined} disabled={props.busy} />
            ) : (
              <button
                type="button"
                class="card card-md card-refused"
                aria-disabled="true"
                aria-label={t('card.cannot', { card: cardName(card) })}
                aria-describedby={shown === card ? 'why-not' : undefined}
                data-card={card}
                onClick={() => why!.show(card)}
                onMouseEnter={() => why!.show(card)}
                onFocus={() => why!.show(card)}
              >
                <CardFace id={card} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {shown && (
        <p class="why-not" id="why-not" role="status" data-card={shown} data-rule={refusal && refusal !== 'pending' ? refusal.rule : undefined}>
          {refusal === 'pending' || refusal === undefined ? (
            t('card.asking')
          ) : (
            <>
              <strong>{cardName(shown)}:</strong> {refusal.message}
              {refusal.rule && <RuleLink rule={refusal.rule} />}
            </>
          )}
        </p>
      )}
    </div>
  );
}

/** " (rule TANGO-8)", linked to the rule's paragraph on its game's rules page. */
export function RuleLink({ rule }: { rule: string }) {
  const href = ruleHref(rule);
  return (
    <>
      {' ('}
      {href ? (
        <a href={href} class="rule-link" target="_blank" rel="noopener">
          {t('refusal.rule', { rule })}
        </a>
      ) : (
        t('refusal.rule', { rule })
      )}
      {')'}
    </>
  );
}

/** A control for one move that is no card (pass, decline, a gift, a blind play). */
/** A move as a button; `label` names it in full where its text is short (the text stays part of the name, WCAG 2.5.3). */
export function MoveButton({ move, act, busy, children, primary, label }: { move: Move; act: (move: Move) => void; busy: boolean; children: ComponentChildren; primary?: boolean; label?: string }) {
  return (
    <button type="button" class={`move-button${primary ? ' is-primary' : ''}`} onClick={() => act(move)} disabled={busy} data-move={move.type} aria-label={label}>
      {children}
    </button>
  );
}

/** The reader's move buttons; a `title` is shown before them (so each button can say only what differs). */
export function Controls({ children, label, title }: { children: ComponentChildren; label?: string; title?: string }) {
  return (
    <div class="controls" role="group" aria-label={label ?? t('moves.yours')}>
      {title && <span class="controls-title">{title}</span>}
      {children}
    </div>
  );
}

/** A score table: one row per line, one column per heading, and a total line when given. It
 * scrolls sideways inside its box rather than clip (and takes focus, so the keyboard can scroll it). */
export function ScoreTable({ caption, head, rows, highlight, foot }: { caption: string; head: readonly string[]; rows: ReadonlyArray<readonly ComponentChildren[]>; highlight?: number; foot?: readonly ComponentChildren[] }) {
  return (
    <div class="score-scroll" tabIndex={0} role="region" aria-label={caption}>
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
        {foot && (
          <tfoot>
            <tr data-total="true">
              {foot.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** The other players in turn order, starting with the one after the reader (all of them for a spectator). */
export function othersInTurnOrder<P extends { seat: number }>(players: readonly P[], you: number | null): P[] {
  if (you === null) return [...players];
  return [...players.slice(you + 1), ...players.slice(0, you)];
}

export { points } from './points';
