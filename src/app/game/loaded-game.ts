import type { AnyGame, Command, LeaveSpan, Match, MatchEvent, RandomSource } from '../../engine';
import type { LogEntry, StoredGame } from '../../store';

/** One log entry with the events it caused (internal: redact before showing anyone). */
export interface HistoryEntry {
  readonly seq: number;
  readonly kind: LogEntry['kind'];
  readonly seat: number | null;
  readonly at: string;
  readonly command: Command;
  readonly events: readonly MatchEvent[];
  readonly idempotencyKey: string | null;
  readonly requestHash: string | null;
  /** The bot level of a `join` that seated a bot, or of a `bot` move; null otherwise (game/facts.ts: `botSeats`). */
  readonly bot: string | null;
  /** The entry's stored payload (lifecycle entries record their actor in `payload.by`). */
  readonly payload: unknown;
}

export interface LoadedGame {
  readonly record: Omit<StoredGame, 'log' | 'snapshot'>;
  /** The rules of the game's type at `record.rulesetVersion`. */
  readonly game: AnyGame;
  /** The game's draws: keyed with its deal seed once it started (game/fairness.ts); before that, with the
   * server seed (nothing draws before the deal). */
  readonly random: RandomSource;
  readonly match: Match;
  /**
   * The log entries after `origin`, with their events. Not always the whole log: a game read from a
   * snapshot starts there, and a cached game keeps its latest entries only (load/game-cache.ts). A reader
   * that needs older entries loads the whole history (`loadCurrent(…, { fullHistory: true })`,
   * see `historyStart`).
   */
  readonly history: readonly HistoryEntry[];
  /** When each seat's current turn began; null when the seat is not awaited. */
  readonly turnStarts: readonly (string | null)[];
  /** With a bank clock, each seat's milliseconds left as its current turn began (or now, when not
   * awaited); null for other clocks (engine/clock/). */
  readonly banks: readonly number[] | null;
  /** Each seat's leave spans (engine/clock/leave.ts): its clock does not run inside them. */
  readonly leaves: readonly (readonly LeaveSpan[])[];
  /** The match just before `history[0]`; null: the new game's (the history is the whole log). */
  readonly origin: Match | null;
}

/** The version `history` starts after: 0 when it holds the whole log. */
export const historyStart = (loaded: LoadedGame): number => loaded.origin?.version ?? 0;

/** Every LoadedGame is made here, field by field (one shape; no object spread on the replay path). */
export function loadedGame(
  record: LoadedGame['record'],
  game: AnyGame,
  random: RandomSource,
  match: Match,
  history: readonly HistoryEntry[],
  turnStarts: readonly (string | null)[],
  banks: readonly number[] | null,
  leaves: readonly (readonly LeaveSpan[])[],
  origin: Match | null = null,
): LoadedGame {
  return { record, game, random, match, history, turnStarts, banks, leaves, origin };
}
