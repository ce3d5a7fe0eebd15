import type { Seat } from '../../engine';
import { QUARTER, suitOf } from '../../games/tanni/cards';
import type { TanniAction } from '../../games/tanni/events';
import type { TanniView } from '../../games/tanni/view-schema';
import { tanniTable, tanniWorld, type TanniTable } from '../../games/tanni/world';
import { byScore } from '../choice';
import type { Rng } from '../rng';
import { expertMove, type ExpertKit } from '../expert';
import type { Judge } from '../search';
import type { BotsOfGame } from '../types';
import { basicCall } from './bidding';
import { rankPlay, tanniPlayPolicy } from './policy';
import { tanniSampler } from './sampler';
import { strength, tableFromView, teamOf } from './table';

const EPSILON = 0.1;

/** The rule-of-thumb move at any phase, from a table (a view's or a world's). */
function basicMove(t: TanniTable, seat: Seat, moves: readonly TanniAction[], rng: Rng | null, epsilon: number): TanniAction {
  if (t.phase === 'auction') {
    const high = t.high && { seat: t.high.seat, value: t.high.value / QUARTER };
    return basicCall(t.hand, high, seat, moves);
  }
  return tanniPlayPolicy(t, seat, moves, rng, epsilon);
}

export const tanniBots: BotsOfGame<TanniView, TanniAction> = {
  memory: 0,
  basic: (input) => basicMove(tableFromView(input.view), input.seat, input.moves, null, 0),
  expert: (input, rng, game) => expertMove(kit, input, rng, game),
};

/**
 * The candidates of each phase: in the auction, pass, the lowest bid and Tanni (what follows is
 * played out by the basic bidder); for trump, the weakest card of each suit (which suit is the
 * question); in play, every card and pair declaration.
 */
function candidatesOf(t: TanniTable, seat: Seat, moves: readonly TanniAction[]): TanniAction[] {
  if (t.phase === 'auction') {
    const kinds = ['bid', 'pass', 'call-tanni'];
    return kinds.flatMap((kind) => moves.find((m) => m.type === kind) ?? []);
  }
  if (t.phase === 'trump') {
    const weakest = new Map<string, TanniAction>();
    for (const m of moves) {
      if (m.type !== 'choose-trump') continue;
      const held = weakest.get(suitOf(m.card));
      if (!held || (held.type === 'choose-trump' && strength(m.card) < strength(held.card))) weakest.set(suitOf(m.card), m);
    }
    const suits = [...weakest.values()];
    return byScore(suits, rankPlay(t, seat, suits));
  }
  return byScore(moves, rankPlay(t, seat, moves));
}

const kit: ExpertKit<TanniView, TanniAction> = {
  budget: 1500,
  candidates: ({ view, seat, moves }) => {
    const table = tableFromView(view);
    const all = candidatesOf(table, seat, moves);
    return table.phase === 'play' ? all.slice(0, 5) : all;
  },
  worlds: ({ view, seat }) => {
    const draw = tanniSampler(view, seat);
    return (r) => tanniWorld(view, seat, draw(r));
  },
  policy: (world, seat, moves, r) => basicMove(tanniTable(world, seat), seat, moves, r, EPSILON),
  judge: ({ seat }) => roundJudge(seat),
};

/** The horizon is the end of the round: ± the match points it gives, the trick points break ties. */
function roundJudge(seat: Seat): Judge {
  const team = teamOf(seat);
  let value = 0;
  return {
    see(e) {
      if (e.type !== 'round-scored') return false;
      const { summary } = e as unknown as { summary: { scoringTeam: number; gained: number; points: readonly number[] } };
      const sign = summary.scoringTeam === team ? 1 : -1;
      value = (sign * summary.gained) / 120 + (summary.points[team]! - summary.points[1 - team]!) / 1200;
      return true;
    },
    value: () => value,
  };
}
