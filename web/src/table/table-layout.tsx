import type { ComponentChildren } from 'preact';
import type { GameView } from '../api/types';
import { list, t } from '../i18n';
import { Countdown } from './countdown';
import { HowToPlay } from './how-to-play';

/** Who is to act, in words, with the turn clock when one runs. */
export function TurnBanner({ view, names, you, prompt }: { view: GameView; names: readonly string[]; you: number | null; prompt?: string }) {
  if (view.status === 'finished') return <p class="turn-banner is-over">{t('turn.over')}</p>;
  if (view.status === 'waiting') return <p class="turn-banner">{t('turn.waitingPlayers')}</p>;
  const yours = you !== null && view.toAct.includes(you);
  const others = view.toAct.filter((s) => s !== you).map((s) => names[s]!);
  const clock = view.toAct.map((s) => ({ seat: s, deadline: view.deadlines[s] })).find((d) => d.deadline);
  return (
    <p class={`turn-banner${yours ? ' is-yours' : ''}`} data-your-turn={yours ? 'true' : 'false'}>
      {yours ? <strong>{prompt ? t('turn.yoursPrompt', { prompt }) : t('turn.yours')}</strong> : <span>{t('turn.waitingFor', { names: others.length > 0 ? list(others) : t('turn.server') })}</span>}
      {clock?.deadline && <Countdown deadline={clock.deadline} who={clock.seat === you ? t('clock.you') : names[clock.seat]!} />}
    </p>
  );
}

export type Position = 'left' | 'across' | 'right' | 'bottom';

/**
 * Where a seat sits, seen from `anchor` (the reader, or seat 0 for a spectator): play goes
 * clockwise, so the next seat in play order sits on the left (rules README, "Conventions") —
 * except where the rules count the other way (`mirrored`: Tantony from ruleset 2, TANTONY-4,
 * whose "left" is the seat before). Two players face each other; a partner sits across.
 */
export function positionOf(seat: number, anchor: number, count: number, mirrored: boolean): Position {
  if (seat === anchor) return 'bottom';
  const step = (seat - anchor + count) % count;
  const ahead = mirrored ? count - step : step;
  if (count === 2) return 'across';
  if (count === 3) return ahead === 1 ? 'left' : 'right';
  return ahead === 1 ? 'left' : ahead === 2 ? 'across' : 'right';
}

export interface SeatPanel {
  readonly seat: number;
  readonly panel: ComponentChildren;
}

/**
 * The table: its title and whose turn it is, the other seats around the felt (left, across, right
 * as the rules count them), the reader's own cards and controls below it, then the scores and the
 * rules. On a phone the banner, the seats, the trick and the hand with its controls fit one screen.
 */
export function TableLayout(props: {
  title: string;
  subtitle: string;
  banner: ComponentChildren;
  notice?: ComponentChildren;
  view: GameView;
  others: readonly SeatPanel[];
  mirrored?: boolean;
  centre: ComponentChildren;
  mine?: ComponentChildren;
  scores: ComponentChildren;
  /** The rule that matters now: the "How to play" panel opens at it. */
  rule: string;
}) {
  const count = props.view.seats.length;
  const anchor = props.view.you ?? 0;
  return (
    <div class="table-layout" data-seats={count}>
      <div class="table-head">
        <h1>
          {props.title} <span class="subtitle">{props.subtitle}</span>
        </h1>
        {props.banner}
        {props.notice}
      </div>
      <div class="ring" data-seats={count}>
        <section class="opponents" aria-label={t('table.others')}>
          {props.others.map((o) => {
            const position = positionOf(o.seat, anchor, count, props.mirrored ?? false);
            return (
              <div key={o.seat} class={`seat-slot at-${position}`} data-position={position}>
                {o.panel}
              </div>
            );
          })}
        </section>
        <section class="centre" aria-label={t('table.table')}>
          {props.centre}
        </section>
      </div>
      {props.mine && (
        <section class="mine" aria-label={t('table.mine')}>
          {props.mine}
        </section>
      )}
      <aside class="scores" aria-label={t('table.scores')}>
        {props.scores}
      </aside>
      <HowToPlay game={props.view.game} rule={props.rule} />
    </div>
  );
}
