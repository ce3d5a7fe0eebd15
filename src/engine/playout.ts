import type { AnyGame, Seat, Typed } from './contract';
import { applyCommand, matchStatus, newMatch, type Match, type MatchEvent } from './match';
import { seededRandom } from './random';

/** A source of choices for a bot; not the game's randomness (that comes from the seed). */
export type Chooser = (n: number) => number;

/** A small, fast, seedable PRNG (mulberry32) for bots, tests and benchmarks: never for deals. */
export function mulberry32(seed: number): Chooser {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const x = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(x * n);
  };
}

export interface PlayoutStep {
  readonly seat: Seat;
  readonly action: Typed;
  readonly before: Match;
  readonly after: Match;
  readonly events: MatchEvent[];
}

/**
 * Seats a game and plays it to the end, every seat choosing uniformly among its legal actions.
 * Throws when a legal action is rejected or the game does not end within `maxActions`.
 */
export function randomPlayout(
  game: AnyGame,
  options: unknown,
  seed: Uint8Array,
  choose: Chooser,
  onStep?: (step: PlayoutStep) => void,
  maxActions = 100_000,
): Match {
  const random = seededRandom(seed);
  let match = newMatch(game, options);
  for (let seat = 0; seat < match.seats.length; seat++) {
    const joined = applyCommand(game, match, { kind: 'join', seat, name: `p${seat}` }, random);
    if (!joined.ok) throw new Error(joined.rejection.message);
    match = joined.match;
  }
  for (let n = 0; n < maxActions; n++) {
    const status = matchStatus(game, match);
    if (status.phase === 'finished') return match;
    const seat = status.toAct[choose(status.toAct.length)]!;
    const moves = game.legalActions(match.state, seat) as Typed[];
    if (moves.length === 0) throw new Error(`seat ${seat} is to act but has no legal action`);
    const action = moves[choose(moves.length)]!;
    const outcome = applyCommand(game, match, { kind: 'action', seat, action }, random);
    if (!outcome.ok) throw new Error(`legal action ${JSON.stringify(action)} rejected: ${outcome.rejection.message}`);
    onStep?.({ seat, action, before: match, after: outcome.match, events: outcome.events });
    match = outcome.match;
  }
  throw new Error(`game did not end within ${maxActions} actions`);
}
