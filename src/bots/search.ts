import { isViolation, type AnyGame, type Decision, type RandomSource, type Seat, type Typed } from '../engine';
import { Rng } from './rng';

/** Judges one play-out: sees each event the rules emit, says when the horizon is reached, then scores it. */
export interface Judge {
  /** True once the play-out has gone far enough (a round scored, the game over). */
  see(event: Typed): boolean;
  /** The play-out's value for the searching seat (higher is better). */
  value(): number;
}

export interface Search {
  readonly game: AnyGame;
  readonly seat: Seat;
  /** The moves to compare, best guess first (ties go to the earlier one). */
  readonly candidates: readonly Typed[];
  /** A world consistent with everything the seat has seen. */
  sample(rng: Rng): unknown;
  /** The move a seat makes during a play-out, in a world. */
  policy(world: unknown, seat: Seat, moves: readonly Typed[], rng: Rng): Typed;
  judge(): Judge;
  /**
   * Actions the search may apply in all: its cost, counted (not timed), so that the result is
   * deterministic. A world is searched whole or not at all: the search stops before a world that
   * would take it past the budget (judged by the last one), after `maxWorlds` (default 80), and
   * never before `minWorlds` (default 2).
   */
  readonly budget: number;
  readonly minWorlds?: number;
  readonly maxWorlds?: number;
}

/** Totals over every search so far in this process (the benchmark reports steps per decision). */
export const searchTotals = { searches: 0, worlds: 0, steps: 0 };

export interface SearchResult {
  readonly move: Typed;
  readonly worlds: number;
  readonly steps: number;
  /** Mean value of each candidate. */
  readonly values: readonly number[];
}

/**
 * Determinized Monte-Carlo search (docs/bots.md): sample a world consistent with what the seat saw,
 * play every candidate in it and play on to the horizon with the play-out policy, score, repeat
 * while the budget lasts; the best mean wins. Every candidate of a world gets the same play-out
 * generator (common random numbers), so their difference measures the move, not the dice.
 */
export function search(s: Search, rng: Rng): SearchResult {
  const n = s.candidates.length;
  const sums = new Float64Array(n);
  let steps = 0;
  let worlds = 0;
  let last = 0;
  const { minWorlds = 2, maxWorlds = 80 } = s;
  while (worlds < maxWorlds && (worlds < minWorlds || steps + last <= s.budget)) {
    const before = steps;
    const world = s.sample(rng);
    const a = rng.next();
    const b = rng.next();
    const c = rng.next();
    const d = rng.next();
    for (let i = 0; i < n; i++) {
      const out = playOut(s, world, s.candidates[i]!, new Rng(a, b, c, d));
      sums[i] += out.value;
      steps += out.steps;
    }
    worlds++;
    last = steps - before;
  }
  searchTotals.searches++;
  searchTotals.worlds += worlds;
  searchTotals.steps += steps;
  let best = 0;
  for (let i = 1; i < n; i++) if (sums[i]! > sums[best]! + 1e-9) best = i;
  return { move: s.candidates[best]!, worlds, steps, values: Array.from(sums, (x) => x / Math.max(1, worlds)) };
}

function apply(game: AnyGame, state: unknown, seat: Seat, action: Typed, random: RandomSource): Decision {
  if (game.decideAndEvolve) {
    const d = game.decideAndEvolve(state, seat, action, random);
    if (isViolation(d)) throw new Error(`search: a legal move was refused (${d.code}: ${d.message})`);
    return d;
  }
  const events = game.decide(state, seat, action, random);
  if (isViolation(events)) throw new Error(`search: a legal move was refused (${events.code}: ${events.message})`);
  return { events, state: events.reduce((st: unknown, e: Typed) => game.evolve(st, e), state) };
}

/** Plays `first` for the searching seat in `world`, then every seat by the policy, to the horizon. */
export function playOut(s: Search, world: unknown, first: Typed, rng: Rng): { value: number; steps: number } {
  const { game } = s;
  const judge = s.judge();
  let state = world;
  let seat = s.seat;
  let action = first;
  const random = rng.asRandomSource();
  for (let steps = 1; ; steps++) {
    const d = apply(game, state, seat, action, random);
    state = d.state;
    let done = false;
    for (const e of d.events as Typed[]) if (judge.see(e)) done = true;
    const status = game.status(state);
    if (done || status.finished || status.toAct.length === 0) return { value: judge.value(), steps };
    seat = status.toAct[0]!;
    const moves = game.legalActions(state, seat) as Typed[];
    action = moves.length === 1 ? moves[0]! : s.policy(state, seat, moves, rng);
  }
}
