import type { AnyGame, Seat, Typed } from '../engine';
import type { Rng } from './rng';
import { search, type Judge } from './search';
import type { BotInput } from './types';

/** What a game gives the generic expert (docs/bots.md): its candidates, worlds, play-outs and judge. */
export interface ExpertKit<View, Action extends Typed> {
  /** Rule steps one decision may spend (search.ts): fixed, or a function of the number of candidates. */
  readonly budget: number | ((candidates: number) => number);
  /** The moves worth searching, best guess first. */
  candidates(input: BotInput<View, Action>): readonly Action[];
  /** Draws worlds consistent with everything the seat saw (what it inferred is worked out once). */
  worlds(input: BotInput<View, Action>): (rng: Rng) => unknown;
  /** The move of `seat` in a play-out. */
  policy(world: unknown, seat: Seat, moves: readonly Action[], rng: Rng): Action;
  /** Scores one play-out for the searching seat. */
  judge(input: BotInput<View, Action>): Judge;
}

/** The expert's move: the candidate whose play-outs score best over the sampled worlds, played out
 * under `game`, the rules of the game's own ruleset version (a v1 Tantony game searches v1 rules). */
export function expertMove<View, Action extends Typed>(kit: ExpertKit<View, Action>, input: BotInput<View, Action>, rng: Rng, game: AnyGame): Action {
  const candidates = kit.candidates(input);
  if (candidates.length === 1) return candidates[0]!;
  const sample = kit.worlds(input);
  const found = search(
    {
      game,
      seat: input.seat,
      candidates,
      sample,
      policy: (world, seat, moves, r) => kit.policy(world, seat, moves as Action[], r),
      judge: () => kit.judge(input),
      budget: typeof kit.budget === 'number' ? kit.budget : kit.budget(candidates.length),
    },
    rng,
  );
  return found.move as Action;
}
