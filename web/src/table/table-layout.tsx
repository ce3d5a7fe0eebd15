import type { ComponentChildren } from 'preact';
import type { GameView } from '../api/types';
import { Countdown } from './countdown';

/** Who is to act, in words, with the turn clock when one runs. */
export function TurnBanner({ view, names, you, prompt }: { view: GameView; names: readonly string[]; you: number | null; prompt?: string }) {
  if (view.status === 'finished') return <p class="turn-banner is-over">The game is over</p>;
  if (view.status === 'waiting') return <p class="turn-banner">Waiting for players to join</p>;
  const yours = you !== null && view.toAct.includes(you);
  const others = view.toAct.filter((s) => s !== you).map((s) => names[s]);
  const clock = view.toAct.map((s) => ({ seat: s, deadline: view.deadlines[s] })).find((d) => d.deadline);
  return (
    <p class={`turn-banner${yours ? ' is-yours' : ''}`} data-your-turn={yours ? 'true' : 'false'}>
      {yours ? <strong>Your turn{prompt ? `: ${prompt}` : ''}</strong> : <span>Waiting for {others.join(' and ') || 'the server'}</span>}
      {clock?.deadline && <Countdown deadline={clock.deadline} who={clock.seat === you ? 'you' : names[clock.seat]!} />}
    </p>
  );
}

/** The table's regions: other players, the middle of the table, the reader's own cards, the scores. */
export function TableLayout(props: { title: string; subtitle: string; banner: ComponentChildren; notice?: ComponentChildren; opponents: ComponentChildren; centre: ComponentChildren; mine?: ComponentChildren; scores: ComponentChildren }) {
  return (
    <div class="table-layout">
      <div class="table-head">
        <h1>
          {props.title} <span class="subtitle">{props.subtitle}</span>
        </h1>
        {props.banner}
        {props.notice}
      </div>
      <section class="opponents" aria-label="Other players">
        {props.opponents}
      </section>
      <section class="centre" aria-label="The table">
        {props.centre}
      </section>
      {props.mine && (
        <section class="mine" aria-label="Your cards and moves">
          {props.mine}
        </section>
      )}
      <aside class="scores" aria-label="Scores">
        {props.scores}
      </aside>
    </div>
  );
}
