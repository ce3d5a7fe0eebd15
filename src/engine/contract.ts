import type { z } from 'zod';

/** Seats are numbered 0..n-1 in play order (rules README, "Conventions"). */
export type Seat = number;

/**
 * A rule violation is a value, not an exception: `decide` returns it when an action breaks a rule.
 * `code` is stable and machine-readable (`must-follow-suit`), `rule` cites ../shared/rules
 * (`TANGO-8`), `message` is a reason a person understands ("must follow green: you hold G3").
 */
export interface RuleViolation {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
}

export interface GameResult {
  /** Seats that won; several when a win is shared (a team, or equal top scores). Empty on a draw. */
  readonly winners: Seat[];
  readonly draw: boolean;
  /** Final score of each seat, in display units (a team game repeats the team's score per seat). */
  readonly scores: number[];
}

export interface GameStatus {
  readonly finished: boolean;
  /** Seats whose move is awaited now (empty once finished). */
  readonly toAct: Seat[];
  readonly result: GameResult | null;
}

/**
 * The only randomness a game may use. Each call is a deterministic, unbiased function of
 * (game seed, round, purpose): the same arguments always give the same answer.
 * Use a distinct purpose for every independent draw within a round (e.g. `deal`, `deal:2`).
 */
export interface RandomSource {
  shuffle<T>(items: readonly T[], round: number, purpose: string): T[];
  /** A uniform integer in [0, n). */
  int(n: number, round: number, purpose: string): number;
}

export interface Typed {
  readonly type: string;
}

/** What `decideAndEvolve` answers: the events of an action and the state they lead to. */
export interface Decision<State = unknown, Event = unknown> {
  readonly events: Event[];
  readonly state: State;
}

/** `T` with its fields writable: a fresh copy being filled in before anyone else sees it. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A game is a plain object of pure functions (Decider style). The engine never names a game:
 * it only calls these. Nothing here may do I/O, read a clock or use randomness but `random`.
 *
 * - `Options` are parsed by `schemas.options` (defaults applied) before any other call.
 * - `initialState` is the table before the deal; `start` deals once every seat is taken.
 * - `decide` judges an action of `seat` against `state`: the events it causes (automatic steps
 *   included: trick completion, scoring, the next deal), or a rule violation. It never mutates.
 * - `evolve` applies one event; it must not mutate its input.
 * - `view` is what `seat` (or a spectator, `null`) may see; `redactEvent` likewise for one event
 *   (`null` hides the event entirely). They must agree: an event shows nothing the views hide.
 *   `recordEvent` (optional) is an event as a finished game's public record shows it.
 * - `legalActions` lists every action `seat` may take now, each exactly as `decide` accepts it.
 */
export interface Game<
  Options = unknown,
  State = unknown,
  Action extends Typed = Typed,
  Event extends Typed = Typed,
  View = unknown,
  PublicEvent = unknown,
> {
  readonly type: string;
  readonly title: string;
  readonly description: string;
  readonly schemas: {
    readonly options: z.ZodType<Options>;
    readonly action: z.ZodType<Action>;
    readonly view: z.ZodType<View>;
    readonly event: z.ZodType<PublicEvent>;
  };
  /** Every number of seats some options give (the catalogue shows them). */
  readonly seatCounts: readonly number[];
  /** Event types that complete a trick or a round (they become webhook notifications). */
  readonly milestones: Readonly<Record<string, 'trick' | 'round'>>;
  /** Every `type` an action of this game can have. */
  readonly actionTypes: readonly string[];
  /**
   * Every `reason` of an `illegal-action` the rules can answer, with the rule ids they cite (each
   * game's docs page lists the same; test/http/documented-refusals.test.ts keeps them equal).
   */
  readonly refusals?: Readonly<Record<string, readonly string[]>>;
  /** The rule that says whose turn it is in `state` (`TANNI-5` in the auction): the engine cites it
   * when it refuses an action as `not-your-turn`, before the rules are asked. */
  turnRule?(state: State): string;
  seatCount(options: Options): number;
  initialState(options: Options): State;
  start(state: State, random: RandomSource): Event[];
  decide(state: State, seat: Seat, action: Action, random: RandomSource): Event[] | RuleViolation;
  /**
   * Optional, for speed: `decide` and the state its events lead to, in one pass (a game's `decide`
   * folds its events as it goes anyway, to see the state each automatic step leaves). When present
   * the engine calls it instead of `decide` followed by `evolve` on every event, so it must answer
   * exactly `decide`'s events and the fold of `evolve` over them (src/games/decide-and-evolve.test.ts
   * checks every game on random games).
   */
  decideAndEvolve?(state: State, seat: Seat, action: Action, random: RandomSource): Decision<State, Event> | RuleViolation;
  evolve(state: State, event: Event): State;
  view(state: State, seat: Seat | null): View;
  redactEvent(event: Event, seat: Seat | null): PublicEvent | null;
  /**
   * Optional: an event as a finished game's record shows it (`GET /v1/games/{id}/record`) — nothing
   * hidden, and every field the public event shows in the public event's form (its units, the fields
   * it derives), so that a record event is the public event with its hidden fields filled in. Without
   * it the record shows the event as the rules emitted it. Pure; the verifier maps its recomputed
   * events the same way before it compares them with a record's.
   */
  recordEvent?(event: Event): Typed;
  legalActions(state: State, seat: Seat): Action[];
  /**
   * Optional: the moves a seat might try now at a table, legal or not — each card it holds as the
   * phase's action (a play, a trump choice, a swap), and the other controls the phase has. The app
   * asks `decide` about each one that `legalActions` does not list (`legal-moves?explain=1`), so
   * the reason a card is greyed out is the refusal a real attempt would get.
   */
  attempts?(state: State, seat: Seat): Action[];
  status(state: State): GameStatus;
  /**
   * Optional: the result when `seat` resigns mid-game, by this game's own rules (a team game: the
   * resigning seat's team loses; a game scored per seat: the resigning seat is last and the rest is
   * scored as it stands). Pure, like every other function here. Without it every other seat wins and
   * the scores are all 0. Each game's docs page states its rule.
   */
  resign?(state: State, seat: Seat): GameResult;
  /**
   * Optional: the options of a rematch of the game that ended in `state` — the same game with the
   * first dealer moved on to the next seat. Without it a rematch keeps the options as they are.
   */
  rematchOptions?(options: Options, state: State): Options;
}

// The registry holds games of different types; the engine only passes values between a game's own
// functions, so erasing the type parameters here is sound.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any, any>;

export function isViolation(x: unknown): x is RuleViolation {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && 'rule' in x && 'code' in x;
}

export function violation(code: string, rule: string, message: string): RuleViolation {
  return { code, rule, message };
}
