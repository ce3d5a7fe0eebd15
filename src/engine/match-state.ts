import type { AnyGame, GameResult, RuleViolation, Seat, Typed } from './contract';

/**
 * A match wraps one game's state with what every game has: its options, its seats (who holds each)
 * and whether it has started or ended early. A match is a pure fold of its command log: join
 * commands fill seats, and once every seat is taken the game deals (`Game.start`); action commands go
 * to `Game.decide`; lifecycle commands (leave, resign, abort, reset, takeover, rematch: lifecycle.ts) change
 * the seats or end the game without the game's own rules being asked, except `Game.resign`; leave
 * declarations (declare-leave, cancel-leave) change nothing of the match: only its clock (engine/clock/).
 */
export type Command =
  /** `holder`: who takes the seat, as the app names it (a player id, …); absent for a seat token alone. */
  | { readonly kind: 'join'; readonly seat: Seat; readonly name: string; readonly entropy?: string | null; readonly holder?: string | null }
  | { readonly kind: 'action'; readonly seat: Seat; readonly action: Typed }
  | { readonly kind: 'leave'; readonly seat: Seat }
  | { readonly kind: 'resign'; readonly seat: Seat }
  /** `seat` null: the game's admin aborted it. */
  | { readonly kind: 'abort'; readonly seat: Seat | null }
  /** A seat's holder changes mid-game: `name` null frees the seat (offered again). */
  | { readonly kind: 'reset'; readonly seat: Seat; readonly name: string | null; readonly holder?: string | null }
  /** A held seat is handed to the server for the rest of the game (a bot: `bot` names it, opaque
   * here); its holder is no longer one (BGA's "zombie"). */
  | { readonly kind: 'takeover'; readonly seat: Seat; readonly bot: string }
  /** A finished game points to its rematch. */
  | { readonly kind: 'rematch'; readonly gameId: string }
  /** The seat's player declared leave (README "Correspondence clocks"): its clock stops in
   * [from, until) (engine/clock/leave.ts). `id` names the declaration across the player's games. */
  | { readonly kind: 'declare-leave'; readonly seat: Seat; readonly id: string; readonly from: string; readonly until: string }
  /** The seat's player cancelled leave `id`: not begun, it goes; under way, it ends at this entry. */
  | { readonly kind: 'cancel-leave'; readonly seat: Seat; readonly id: string }
  /** The server reminded the awaited seat's player that `threshold` seconds (or less) are left
   * before `deadline` (README "Reminders"): no move, and its clock runs on. */
  | { readonly kind: 'remind'; readonly seat: Seat; readonly threshold: number; readonly deadline: string };

/** The engine's own events, the same in every game and public to every reader. */
export type EngineEvent =
  | { readonly type: 'seat-joined'; readonly seat: Seat; readonly name: string }
  | { readonly type: 'game-started' }
  | { readonly type: 'seat-left'; readonly seat: Seat }
  | { readonly type: 'seat-resigned'; readonly seat: Seat }
  | { readonly type: 'game-aborted'; readonly seat: Seat | null }
  | { readonly type: 'seat-reset'; readonly seat: Seat; readonly name: string | null }
  | { readonly type: 'seat-taken-over'; readonly seat: Seat; readonly bot: string }
  | { readonly type: 'rematch-created'; readonly gameId: string }
  | { readonly type: 'leave-declared'; readonly seat: Seat; readonly leaveId: string; readonly from: string; readonly until: string }
  | { readonly type: 'leave-cancelled'; readonly seat: Seat; readonly leaveId: string }
  | { readonly type: 'turn-reminded'; readonly seat: Seat; readonly threshold: number; readonly deadline: string };

export type MatchEvent = EngineEvent | Typed;

const ENGINE_EVENT_TYPES: ReadonlySet<string> = new Set(['seat-joined', 'game-started', 'seat-left', 'seat-resigned', 'game-aborted', 'seat-reset', 'seat-taken-over', 'rematch-created', 'leave-declared', 'leave-cancelled', 'turn-reminded']);

/** True for the engine's own events (never the game's: games must not reuse these types). */
export const isEngineEvent = (event: MatchEvent): event is EngineEvent => ENGINE_EVENT_TYPES.has(event.type);

/** An event as a finished game's record shows it: the engine's own as they are, the game's through its
 * `recordEvent` (when it has one). The record (app/reads/game-record.ts) and the verifier both use it. */
export const recordEventOf = (game: AnyGame, event: MatchEvent): MatchEvent => (isEngineEvent(event) || !game.recordEvent ? event : game.recordEvent(event));

/** Why a game ended: its rules ran their course, a seat resigned, or it was called off. */
export type EndReason = 'played-out' | 'resigned' | 'aborted';

export interface MatchResult extends GameResult {
  readonly reason: EndReason;
  /** The seat that resigned or aborted; null when played out or aborted by the admin. */
  readonly by: Seat | null;
}

/** How a game ended before its rules ended it. */
export type Ending =
  | { readonly reason: 'resigned'; readonly seat: Seat; readonly result: GameResult }
  | { readonly reason: 'aborted'; readonly seat: Seat | null };

export interface Match {
  readonly options: unknown;
  /** Name of each seat's player, `null` while the seat is free. */
  readonly seats: readonly (string | null)[];
  /** Who holds each seat, as the app names holders (opaque here); null when free or held by a token alone. */
  readonly holders: readonly (string | null)[];
  /** The entropy each seat's player sent when joining (lowercase hex); null when none (or free). */
  readonly entropy: readonly (string | null)[];
  readonly started: boolean;
  /** Number of commands applied: the version clients see, and the `seq` of the last log entry. */
  readonly version: number;
  readonly state: unknown;
  /** Set when the game ended by resignation or abort. */
  readonly ending: Ending | null;
  /** The id of this game's rematch, once one was created. */
  readonly rematch: string | null;
  /** The phase and the seats awaited, computed once when this match was made (`matchStatus`). */
  readonly status: MatchStatus;
}

export type MatchPhase = 'waiting' | 'active' | 'finished' | 'aborted';

export interface MatchStatus {
  readonly phase: MatchPhase;
  readonly toAct: Seat[];
  readonly result: MatchResult | null;
}

export type RejectionCode =
  | 'no-such-seat'
  | 'seat-taken'
  | 'seat-free'
  | 'game-full'
  | 'game-not-started'
  | 'game-started'
  | 'game-over'
  | 'game-not-finished'
  | 'rematch-exists'
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

function statusOf(game: AnyGame, seatCount: number, started: boolean, state: unknown, ending: Ending | null): MatchStatus {
  if (ending?.reason === 'aborted') {
    // An aborted game counts for nobody: no winner, nothing scored.
    const scores = Array.from({ length: seatCount }, () => 0);
    return { phase: 'aborted', toAct: [], result: { winners: [], draw: false, scores, reason: 'aborted', by: ending.seat } };
  }
  if (ending?.reason === 'resigned') return { phase: 'finished', toAct: [], result: { ...ending.result, reason: 'resigned', by: ending.seat } };
  if (!started) return WAITING;
  const status = game.status(state);
  return status.finished
    ? { phase: 'finished', toAct: [], result: { ...status.result!, reason: 'played-out', by: null } }
    : { phase: 'active', toAct: status.toAct, result: null };
}

/** Every Match is made here: field by field, so they all share one shape (and copy fast). */
export function makeMatch(
  game: AnyGame,
  options: unknown,
  seats: readonly (string | null)[],
  holders: readonly (string | null)[],
  entropy: readonly (string | null)[],
  started: boolean,
  version: number,
  state: unknown,
  ending: Ending | null,
  rematch: string | null,
): Match {
  return { options, seats, holders, entropy, started, version, state, ending, rematch, status: statusOf(game, seats.length, started, state, ending) };
}

/** `match` after one more command that changed none of its fields but these. */
export function nextMatch(game: AnyGame, match: Match, changes: Partial<Pick<Match, 'seats' | 'holders' | 'entropy' | 'started' | 'state' | 'ending' | 'rematch'>>): Match {
  return makeMatch(
    game,
    match.options,
    changes.seats ?? match.seats,
    changes.holders ?? match.holders,
    changes.entropy ?? match.entropy,
    changes.started ?? match.started,
    match.version + 1,
    'state' in changes ? changes.state : match.state,
    changes.ending ?? match.ending,
    changes.rematch ?? match.rematch,
  );
}

export function reject(code: RejectionCode, message: string, violation?: RuleViolation): Outcome {
  return { ok: false, rejection: violation ? { code, message, violation } : { code, message } };
}

/** The game is over (played out, resigned or aborted): nothing but a rematch may follow. */
export const isOver = (match: Match): boolean => match.status.phase === 'finished' || match.status.phase === 'aborted';
