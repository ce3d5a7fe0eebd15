import type { Seat } from '../../engine';
import { tadpole } from '../../games/tadpole';
import type { TadpoleAction } from '../../games/tadpole/events';
import type { TadpoleView } from '../../games/tadpole/schema';
import { tadpoleTable, tadpoleWorld } from '../../games/tadpole/world';
import type { Rng } from '../rng';
import { search, type Judge } from '../search';
import type { BotInput, BotsOfGame } from '../types';
import { rankTadpole, tadpolePolicy } from './policy';
import { tadpoleSampler } from './sampler';
import { tableFromView } from './table';

const EPSILON = 0.1;

export const tadpoleBots: BotsOfGame<TadpoleView, TadpoleAction> = {
  // The Bongle decks carry over every round: which of their cards were ever turned up is in the
  // whole log (a game has at most 28 rounds: each moves a Bongle card out for good, TADPOLE-14).
  memory: Infinity,
  basic: (input) => tadpolePolicy(tableFromView(input.view), input.seat, input.moves, null),
  expert: (input, rng) => expert(input, rng),
};

function expert({ view, seat, moves, seen }: BotInput<TadpoleView, TadpoleAction>, rng: Rng): TadpoleAction {
  const scores = rankTadpole(tableFromView(view), seat, moves);
  const candidates = moves.map((m, i) => ({ m, s: scores[i]! })).sort((a, b) => b.s - a.s).map((x) => x.m).slice(0, 5);
  const draw = tadpoleSampler(view, seat, seen);
  return search(
    {
      game: tadpole,
      seat,
      candidates,
      sample: (r) => tadpoleWorld(view, seat, draw(r)),
      policy: (world, s, ms, r) => tadpolePolicy(tadpoleTable(world, s), s, ms as TadpoleAction[], r, EPSILON),
      judge: () => roundJudge(seat),
      budget: 800,
      minWorlds: 2,
      maxWorlds: 80,
    },
    rng,
  ).move as TadpoleAction;
}

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
