import type { Seat } from '../../engine';
import { tantony } from '../../games/tantony';
import type { TantonyAction } from '../../games/tantony/events';
import type { TantonyView } from '../../games/tantony/schema';
import { tantonyTable, tantonyWorld } from '../../games/tantony/world';
import type { Rng } from '../rng';
import { search, type Judge } from '../search';
import type { BotInput, BotsOfGame } from '../types';
import { rankTantony, tantonyPolicy, type Rules } from './policy';
import { tantonySampler } from './sampler';
import { side, tableFromView } from './table';

const EPSILON = 0.1;

const rulesOf = (view: TantonyView): Rules => ({ variant: view.variant, seats: view.players.length });

export const tantonyBots: BotsOfGame<TantonyView, TantonyAction> = {
  // From round 2 on every hand follows from the previous round's tricks (sampler.ts).
  memory: 1,
  basic: (input) => tantonyPolicy(tableFromView(input.view), input.seat, input.moves, rulesOf(input.view), null),
  expert: (input, rng) => expert(input, rng),
};

function expert({ view, seat, moves, seen }: BotInput<TantonyView, TantonyAction>, rng: Rng): TantonyAction {
  const rules = rulesOf(view);
  const scores = rankTantony(tableFromView(view), seat, moves, rules);
  const candidates = moves.map((m, i) => ({ m, s: scores[i]! })).sort((a, b) => b.s - a.s).map((x) => x.m).slice(0, 5);
  const draw = tantonySampler(view, seat, seen);
  return search(
    {
      game: tantony,
      seat,
      candidates,
      sample: (r) => tantonyWorld(view, seat, draw(r)),
      policy: (world, s, ms, r) => tantonyPolicy(tantonyTable(world, s), s, ms as TantonyAction[], rules, r, EPSILON),
      judge: () => roundJudge(seat, rules),
      budget: 800,
      minWorlds: 2,
      maxWorlds: 80,
    },
    rng,
  ).move as TantonyAction;
}

/** The horizon is the end of the round: the round's scores, each weighed by whose side it helps. */
function roundJudge(seat: Seat, rules: Rules): Judge {
  let value = 0;
  return {
    see(e) {
      if (e.type !== 'round-scored') return false;
      const { scores } = e as unknown as { scores: readonly number[] };
      value = scores.reduce((v, x, s) => v + side(rules.variant, rules.seats, seat, s) * x, 0) / 50;
      return true;
    },
    value: () => value,
  };
}
