import type { Seat } from '../../engine';
import type { TangoAction } from '../../games/tango/events';
import type { TangoView } from '../../games/tango/schema';
import { tangoTable, tangoWorld } from '../../games/tango/world';
import { byScore } from '../choice';
import { expertMove, type ExpertKit } from '../expert';
import type { Judge } from '../search';
import type { BotsOfGame } from '../types';
import { rankTango, tangoPolicy } from './policy';
import { tangoSampler } from './sampler';
import { tableFromView } from './table';

/** Play-outs pick a random move this often, so that they explore a little beyond the rule of thumb. */
const EPSILON = 0.1;

const kit: ExpertKit<TangoView, TangoAction> = {
  budget: 1000,
  candidates: ({ view, seat, moves }) => byScore(moves, rankTango(tableFromView(view), seat, moves), 4),
  worlds: ({ view, seat }) => {
    const draw = tangoSampler(view, seat);
    return (r) => tangoWorld(view, seat, draw(r));
  },
  policy: (world, seat, moves, r) => tangoPolicy(tangoTable(world, seat), seat, moves, r, EPSILON),
  judge: ({ view, seat }) => roundJudge(seat, view.variant),
};

export const tangoBots: BotsOfGame<TangoView, TangoAction> = {
  memory: 0,
  basic: (input) => tangoPolicy(tableFromView(input.view), input.seat, input.moves, null),
  expert: (input, rng, game) => expertMove(kit, input, rng, game),
};

/**
 * The horizon is the end of the round. `roses`: what counts is winning the round (a rose token),
 * the score margin only breaks ties; `long`: the margin adds up across rounds, a token weighs 10.
 */
function roundJudge(seat: Seat, variant: TangoView['variant']): Judge {
  let value = 0;
  return {
    see(e) {
      if (e.type !== 'round-scored') return false;
      const { scores, roseTo } = e as unknown as { scores: number[]; roseTo: Seat | null };
      const margin = scores[seat]! - scores[1 - seat]!;
      const rose = roseTo === null ? 0 : roseTo === seat ? 1 : -1;
      value = variant === 'roses' ? rose + margin / 20 : rose + margin / 10;
      return true;
    },
    value: () => value,
  };
}
