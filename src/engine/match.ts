import {
  isViolation,
  type AnyGame,
  type GameResult,
  type RandomSource,
  type RuleViolation,
  type Seat,
  type Typed,
} from './contract';

/**
 * A match wraps one game's state with what every game has: its options, its seats and whether it
 * has started. A match is a pure fold of its command log: join commands fill seats, and once every
 * seat is taken the game deals (`Game.start`); action commands go to `Game.decide`.
 *
 * A join may carry the player's `entropy` (lowercase hex): the caller derives the deal's random
 * source from every seat's entropy when it applies the join that takes the last seat (the app's
 * fairness protocol, src/app/fairness.ts). The match only keeps it, per seat.
 */
export type Command =
  | { readonly kind: 'join'; readonly seat: Seat; readonly name: string; readonly entropy?: string | null }
  | { readonly kind: 'action'; readonly seat: Seat; readonly action: Typed };

export type MatchEvent =
  | { readonly type: 'seat-joined'; readonly seat: Seat; readonly name: string }
  | { readonly type: 'game-started' }
  | Typed;

export interface Match {
  readonly options: unknown;
  /** Name of each seat's player, `null` while the seat is free. */
  readonly seats: readonly (string | null)[];
  /** The entropy each seat's player sent when joining (lowercase hex); null when none (or free). */
  readonly entropy: readonly (string | null)[];
  readonly started: boolean;
  /** Number of commands applied: the version clients see, and the `seq` of the last log entry. */
  readonly version: number;
  readonly state: unknown;
  /** The phase and the seats awaited, computed once when this match was made (`matchStatus`). */
  readonly status: MatchStatus;
}

export type MatchPhase = 'waiting' | 'active' | 'finished';

export interface MatchStatus {
  readonly phase: MatchPhase;
  readonly toAct: Seat[];
  readonly result: GameResult | null;
}

export type RejectionCode =
  | 'no-such-seat'
  | 'seat-taken'
  | 'game-full'
  | 'game-not-started'
  | 'game-over'
  | 'not-your-turn'
  | 'illegal-action';

export interface Rejection {
  readonly code: RejectionCode;
  readonly message: string;
  readonly violation?: RuleViolation;
  /** The rule behind an engine refusal (`not-your-turn`: the game's turn rule), when the game says. */
  readonly rule?: string;
}

export type Outcome =
  | { readonly ok: true; readonly match: Match; readonly events: MatchEvent[] }
  | { readonly ok: false; readonly rejection: Rejection };

const WAITING: MatchStatus = Object.freeze({ phase: 'waiting', toAct: Object.freeze([]) as unknown as Seat[], result: null });

function statusOf(game: AnyGame, started: boolean, state: unknown): MatchStatus {
  if (!started) return WAITING;
  const status = game.status(state);
  return status.finished
    ? { phase: 'finished', toAct: [], result: status.result }
    : { phase: 'active', toAct: status.toAct, result: null };
}

/** Every Match is made here: field by field, so they all share one shape (and copy fast). */
function makeMatch(
  game: AnyGame,
  options: unknown,
  seats: readonly (string | null)[],
  entropy: readonly (string | null)[],
  started: boolean,
  version: number,
  state: unknown,
): Match {
  return { options, seats, entropy, started, version, state, status: statusOf(game, started, state) };
}

/** What a match is apart from what the game's options and rules give back: a snapshot's content. */
export type MatchParts = Pick<Match, 'seats' | 'entropy' | 'started' | 'version' | 'state'>;

/** A match from its parts (a snapshot of one, read back): its status is computed again. */
export function restoreMatch(game: AnyGame, options: unknown, parts: MatchParts): Match {
  return makeMatch(game, options, parts.seats, parts.entropy, parts.started, parts.version, parts.state);
}

export function newMatch(game: AnyGame, options: unknown): Match {
  const seatCount = game.seatCount(options);
  const empty = Array.from({ length: seatCount }, () => null);
  return makeMatch(game, options, empty, empty, false, 0, game.initialState(options));
}

/** True when `command` is the join that takes the last free seat: applying it deals. */
export function startsMatch(match: Match, command: Command): boolean {
  if (command.kind !== 'join' || match.started || match.seats[command.seat] !== null) return false;
  let free = 0;
  for (const s of match.seats) if (s === null) free++;
  return free === 1;
}

/** Each seat's entropy once `command` (a join) is applied. */
export function entropyAfter(match: Match, command: Extract<Command, { kind: 'join' }>): (string | null)[] {
  return match.entropy.map((e, i) => (i === command.seat ? (command.entropy ?? null) : e));
}

/** The match's phase, the seats it awaits and its result (computed when the match was made). The
 * answer is shared: treat it as read-only. */
export function matchStatus(_game: AnyGame, match: Match): MatchStatus {
  return match.status;
}

/** The first free seat, or null when the game is full. */
export function freeSeat(match: Match): Seat | null {
  const seat = match.seats.indexOf(null);
  return seat < 0 ? null : seat;
}

function reject(code: RejectionCode, message: string, violation?: RuleViolation): Outcome {
  return { ok: false, rejection: violation ? { code, message, violation } : { code, message } };
}

function fold(
  game: AnyGame,
  match: Match,
  events: MatchEvent[],
  seats: readonly (string | null)[],
  entropy: readonly (string | null)[],
  started: boolean,
): Outcome {
  let state = match.state;
  for (const event of events) {
    if (event.type !== 'seat-joined' && event.type !== 'game-started') state = game.evolve(state, event);
  }
  return { ok: true, match: makeMatch(game, match.options, seats, entropy, started, match.version + 1, state), events };
}

export function applyCommand(game: AnyGame, match: Match, command: Command, random: RandomSource): Outcome {
  switch (command.kind) {
    case 'join': {
      const { seat, name } = command;
      if (!Number.isInteger(seat) || seat < 0 || seat >= match.seats.length) {
        return reject('no-such-seat', `seat ${seat} does not exist: this game has seats 0 to ${match.seats.length - 1}`);
      }
      if (freeSeat(match) === null) return reject('game-full', 'every seat of this game is taken');
      if (match.seats[seat] !== null) return reject('seat-taken', `seat ${seat} is already taken`);
      const seats = match.seats.map((s, i) => (i === seat ? name : s));
      const entropy = entropyAfter(match, command);
      const events: MatchEvent[] = [{ type: 'seat-joined', seat, name }];
      const full = !seats.includes(null);
      if (!full) return fold(game, match, events, seats, entropy, false);
      return fold(game, match, [...events, { type: 'game-started' }, ...game.start(match.state, random)], seats, entropy, true);
    }
    case 'action': {
      const { seat, action } = command;
      if (!match.started) return reject('game-not-started', 'the game starts when every seat is taken');
      const status = match.status;
      if (status.phase === 'finished') return reject('game-over', 'the game is over');
      if (!status.toAct.includes(seat)) {
        const waiting = status.toAct.length === 1 ? `seat ${status.toAct[0]}` : `seats ${status.toAct.join(', ')}`;
        const message = `it is not seat ${seat}'s turn: waiting for ${waiting}`;
        const rule = game.turnRule?.(match.state);
        return { ok: false, rejection: rule === undefined ? { code: 'not-your-turn', message } : { code: 'not-your-turn', message, rule } };
      }
      if (game.decideAndEvolve) {
        // One pass: the game folded its events already while deciding.
        const decision = game.decideAndEvolve(match.state, seat, action, random);
        if (isViolation(decision)) return reject('illegal-action', decision.message, decision);
        const next = makeMatch(game, match.options, match.seats, match.entropy, true, match.version + 1, decision.state);
        return { ok: true, match: next, events: decision.events as MatchEvent[] };
      }
      const decided = game.decide(match.state, seat, action, random);
      if (isViolation(decided)) return reject('illegal-action', decided.message, decided);
      return fold(game, match, decided, match.seats, match.entropy, true);
    }
    default: {
      const never: never = command;
      throw new Error(`unknown command ${JSON.stringify(never)}`);
    }
  }
}

export interface ReplayStep {
  readonly command: Command;
  readonly events: MatchEvent[];
}

/**
 * Replays a log. A stored log was accepted once, so a rejection here means the rules changed
 * under stored games or the log is corrupt: that is a bug, and it throws.
 */
export function replay(
  game: AnyGame,
  match: Match,
  commands: readonly Command[],
  random: RandomSource,
  onStep?: (step: ReplayStep, match: Match) => void,
): Match {
  let current = match;
  for (const command of commands) {
    const outcome = applyCommand(game, current, command, random);
    if (!outcome.ok) {
      throw new Error(`log replay rejected at version ${current.version + 1}: ${outcome.rejection.code} ${outcome.rejection.message}`);
    }
    current = outcome.match;
    onStep?.({ command, events: outcome.events }, current);
  }
  return current;
}
