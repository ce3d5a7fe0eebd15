import type { Seat } from '../../engine';
import type { TantonyAction } from '../../games/tantony/events';
import type { TantonyView } from '../../games/tantony/schema';
import { tantonyTable, tantonyWorld } from '../../games/tantony/world';
import { byScore } from '../choice';
import { expertMove, type ExpertKit } from '../expert';
import type { Judge } from '../search';
import type { BotsOfGame } from '../types';
import { rankTantony, tantonyPolicy } from './policy';
import { tantonySampler } from './sampler';
import { side, tableFromView } from './table';

const EPSILON = 0.1;

/** Rule steps per candidate searched, up to four candidates' worth (800 steps, the budget before). */
const STEPS_PER_CANDIDATE = 200;

const kit: ExpertKit<TantonyView, TantonyAction> = {
  // Scaled to the branching: comparing two moves needs fewer worlds than comparing five.
  budget: (candidates) => STEPS_PER_CANDIDATE * Math.min(candidates, 4),
  candidates: ({ view, seat, moves }) => byScore(moves, rankTantony(tableFromView(view), seat, moves), 5),
  worlds: ({ view, seat, seen }) => {
    const draw = tantonySampler(view, seat, seen);
    return (r) => tantonyWorld(view, seat, draw(r));
  },
  policy: (world, seat, moves, r) => tantonyPolicy(tantonyTable(world, seat), seat, moves, r, EPSILON),
  judge: ({ view, seat }) => roundJudge(seat, view.variant, view.players.length),
};

export const tantonyBots: BotsOfGame<TantonyView, TantonyAction> = {
  // From round 2 on every hand follows from the previous round's tricks (sampler.ts).
  memory: 1,
  basic: (input) => tantonyPolicy(tableFromView(input.view), input.seat, input.moves, null),
  expert: (input, rng, game) => expertMove(kit, input, rng, game),
};

/** The horizon is the end of the round: the round's scores, each weighed by whose side it helps. */
function roundJudge(seat: Seat, variant: TantonyView['variant'], seats: number): Judge {
  let value = 0;
  return {
    see(e) {
      if (e.type !== 'round-scored') return false;
      const { scores } = e as unknown as { scores: readonly number[] };
      value = scores.reduce((v, x, s) => v + side(variant, seats, seat, s) * x, 0) / 50;
      return true;
    },
    value: () => value,
  };
}
