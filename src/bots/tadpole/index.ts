import type { Seat } from '../../engine';
import type { TadpoleAction } from '../../games/tadpole/events';
import type { TadpoleView } from '../../games/tadpole/schema';
import { tadpoleTable, tadpoleWorld } from '../../games/tadpole/world';
import { byScore } from '../choice';
import { expertMove, type ExpertKit } from '../expert';
import type { Judge } from '../search';
import type { BotsOfGame } from '../types';
import { rankTadpole, tadpolePolicy } from './policy';
import { tadpoleSampler } from './sampler';
import { tableFromView } from './table';

const EPSILON = 0.1;

const kit: ExpertKit<TadpoleView, TadpoleAction> = {
  budget: 800,
  candidates: ({ view, seat, moves }) => byScore(moves, rankTadpole(tableFromView(view), seat, moves), 5),
  worlds: ({ view, seat, seen }) => {
    const draw = tadpoleSampler(view, seat, seen);
    return (r) => tadpoleWorld(view, seat, draw(r));
  },
  policy: (world, seat, moves, r) => tadpolePolicy(tadpoleTable(world, seat), seat, moves, r, EPSILON),
  judge: ({ seat }) => roundJudge(seat),
};

export const tadpoleBots: BotsOfGame<TadpoleView, TadpoleAction> = {
  // The Bongle decks carry over every round: which of their cards were ever turned up is in the
  // whole log (a game has at most 28 rounds: each moves a Bongle card out for good, TADPOLE-14).
  memory: Infinity,
  basic: (input) => tadpolePolicy(tableFromView(input.view), input.seat, input.moves, null),
  expert: (input, rng, game) => expertMove(kit, input, rng, game),
};

/** The horizon is the end of the round (or the game): tricks won from here, against the others' mean. */
function roundJudge(seat: Seat): Judge {
  let mine = 0;
  let theirs = 0;
  return {
    see(e) {
      if (e.type === 'trick-won') {
        if ((e as unknown as { winner: Seat }).winner === seat) mine++;
        else theirs++;
      }
      return e.type === 'round-ended' || e.type === 'game-ended';
    },
    value: () => mine - theirs / 2,
  };
}
