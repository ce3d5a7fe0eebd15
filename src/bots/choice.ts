import type { Rng } from './rng';

/** The move with the highest score; the first of equals. */
export function bestOf<A>(moves: readonly A[], scores: readonly number[]): A {
  let best = 0;
  for (let i = 1; i < moves.length; i++) if (scores[i]! > scores[best]!) best = i;
  return moves[best]!;
}

/** The moves by score, best first (equals keep their order), at most `keep` of them. */
export function byScore<A>(moves: readonly A[], scores: readonly number[], keep = moves.length): A[] {
  return moves
    .map((m, i) => ({ m, s: scores[i]! }))
    .sort((a, b) => b.s - a.s)
    .slice(0, keep)
    .map((x) => x.m);
}

/** A play-out's exploration: with probability `epsilon`, a random one of `among`; else null. */
export function explore<A>(rng: Rng | null, epsilon: number, among: readonly A[]): A | null {
  return rng !== null && epsilon > 0 && rng.float() < epsilon ? rng.pick(among) : null;
}
