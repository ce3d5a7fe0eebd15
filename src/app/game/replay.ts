import {
  applyCommand,
  hexToBytes,
  newMatch,
  replay,
  seededRandom,
  type AnyGame,
  type Command,
  type Match,
  type MatchEvent,
  type Outcome,
  type RandomSource,
  type Seat,
  type Typed,
} from '../../engine';
import { findGame } from '../../games/registry';
import type { LogEntry, StoredGame } from '../../store';
import type { AppDeps } from '../deps';
import { AppError } from '../errors/errors';
import { randomFor } from './fairness';
import { loadCold } from '../load/cold-load';

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
  /** The bot level of a `join` that seated a bot, or of a `bot` move; null otherwise (src/app/bot-seats.ts). */
  readonly bot: string | null;
  /** The entry's stored payload (lifecycle entries record their actor in `payload.by`). */
  readonly payload: unknown;
}

export interface LoadedGame {
  readonly record: Omit<StoredGame, 'log' | 'snapshot'>;
  /** The rules of the game's type at `record.rulesetVersion`. */
  readonly game: AnyGame;
  /** The game's draws: keyed with its deal seed once it started (fairness.ts); before that, with the
   * server seed (nothing draws before the deal). */
  readonly random: RandomSource;
  readonly match: Match;
  /**
   * The log entries after `origin`, with their events. Not always the whole log: a game read from a
   * snapshot starts there, and a cached game keeps its latest entries only (game-cache.ts). A reader
   * that needs older entries loads the whole history (`loadCurrent(…, { fullHistory: true })`,
   * see `historyStart`).
   */
  readonly history: readonly HistoryEntry[];
  /** When each seat's current turn began; null when the seat is not awaited. */
  readonly turnStarts: readonly (string | null)[];
  /** The match just before `history[0]`; null: the new game's (the history is the whole log). */
  readonly origin: Match | null;
}

/** The version `history` starts after: 0 when it holds the whole log. */
export const historyStart = (loaded: LoadedGame): number => loaded.origin?.version ?? 0;

export function commandOf(entry: Pick<LogEntry, 'kind' | 'seat' | 'payload'>): Command {
  const payload = entry.payload as Record<string, unknown>;
  switch (entry.kind) {
    case 'join':
      return {
        kind: 'join',
        seat: entry.seat!,
        name: String(payload.name),
        entropy: typeof payload.entropy === 'string' ? payload.entropy : null,
        holder: (payload.holder as string | undefined) ?? null,
      };
    case 'action':
    case 'auto':
    case 'timeout':
    case 'bot':
      return { kind: 'action', seat: entry.seat!, action: payload.action as Typed };
    case 'leave':
      return { kind: 'leave', seat: entry.seat! };
    case 'resign':
      return { kind: 'resign', seat: entry.seat! };
    case 'abort':
      return { kind: 'abort', seat: entry.seat };
    case 'reset':
      return { kind: 'reset', seat: entry.seat!, name: (payload.name as string | null) ?? null, holder: (payload.holder as string | null | undefined) ?? null };
    case 'takeover':
      return { kind: 'takeover', seat: entry.seat!, bot: String(payload.bot) };
    case 'rematch':
      return { kind: 'rematch', gameId: String(payload.gameId) };
    default: {
      const never: never = entry.kind;
      throw new Error(`unknown log entry kind ${String(never)}`);
    }
  }
}

/**
 * Adds one accepted entry, pushing it onto `history` — a fresh array the caller made for a batch,
 * so a replay of n entries copies the history once, not n times.
 */
export function record(
  loaded: LoadedGame,
  entry: LogEntry,
  outcome: Extract<Outcome, { ok: true }>,
  command: Command,
  history: HistoryEntry[],
): LoadedGame {
  history.push(historyEntry(entry, command, outcome.events));
  const turnStarts = turnStartsAfter(loaded.turnStarts, outcome.match.status.toAct, entry);
  const random = randomFor(loaded.record, loaded.match, loaded.random, command);
  return loadedGame(loaded.record, loaded.game, random, outcome.match, history, turnStarts, loaded.origin);
}

const historyEntry = (entry: LogEntry, command: Command, events: readonly MatchEvent[]): HistoryEntry => ({
  seq: entry.seq,
  kind: entry.kind,
  seat: entry.seat,
  at: entry.createdAt,
  command,
  events,
  idempotencyKey: entry.idempotencyKey,
  requestHash: entry.requestHash,
  bot: botOf(entry),
  payload: entry.payload,
});

const botOf = (entry: LogEntry): string | null => {
  const bot = (entry.payload as { bot?: unknown } | null)?.bot;
  return typeof bot === 'string' ? bot : null;
};

/**
 * When each seat's current turn began, after `entry`: a seat's turn (re)starts when it becomes
 * awaited, or when it acted and is still awaited (it owes another move); the turn clock counts from
 * there. Answers `prev` itself when nothing changed.
 */
function turnStartsAfter(prev: readonly (string | null)[], toAct: readonly Seat[], entry: LogEntry): readonly (string | null)[] {
  const next = prev.slice();
  return setTurnStarts(next, toAct, entry) ? next : prev;
}

/**
 * `turnStartsAfter`, in place: sets the seats of `starts` whose turn start changes and answers
 * whether any did. `extend` owns the array it updates (the steps in between are never seen), so a
 * replay copies it once instead of once per entry.
 */
function setTurnStarts(starts: (string | null)[], toAct: readonly Seat[], entry: LogEntry): boolean {
  let changed = false;
  for (let seat = 0; seat < starts.length; seat++) {
    const now = turnStartOf(starts, seat, toAct, entry);
    if (now !== (starts[seat] ?? null)) {
      starts[seat] = now;
      changed = true;
    }
  }
  return changed;
}

/** When `seat`'s turn began, after `entry` (see turnStartsAfter). */
function turnStartOf(starts: readonly (string | null)[], seat: Seat, toAct: readonly Seat[], entry: LogEntry): string | null {
  const before = starts[seat] ?? null;
  // toAct.includes(seat), written out: this runs for every seat of every replayed entry.
  let awaited = false;
  for (let k = 0; k < toAct.length; k++) {
    if (toAct[k] === seat) {
      awaited = true;
      break;
    }
  }
  return !awaited ? null : before === null || entry.seat === seat ? entry.createdAt : before;
}

/** Every LoadedGame is made here, field by field (one shape; no object spread on the replay path). */
export function loadedGame(
  record: LoadedGame['record'],
  game: AnyGame,
  random: RandomSource,
  match: Match,
  history: readonly HistoryEntry[],
  turnStarts: readonly (string | null)[],
  origin: Match | null = null,
): LoadedGame {
  return { record, game, random, match, history, turnStarts, origin };
}

/** Replays stored entries on top of `loaded`. A stored entry was accepted once, so a rejection
 * here means corrupt data or changed rules: a bug, and it throws. With `keep`, when the entries
 * are at least that many, the history keeps only the last `keep` of them (what a cache holds). */
export function extend(loaded: LoadedGame, entries: readonly LogEntry[], keep = Infinity): LoadedGame {
  if (entries.length === 0) return loaded;
  const { game } = loaded;
  const skip = entries.length >= keep ? entries.length - keep : 0;
  const history = skip > 0 ? [] : loaded.history.slice();
  let origin = loaded.origin;
  let match = loaded.match;
  let random = loaded.random;
  // Copied on the first change, then updated in place (loaded.turnStarts itself is never changed).
  let turnStarts: (string | null)[] | null = null;
  for (let i = 0; i < entries.length; i++) {
    if (i === skip && skip > 0) origin = match;
    const entry = entries[i]!;
    const command = commandOf(entry);
    random = randomFor(loaded.record, match, random, command);
    const outcome = applyCommand(game, match, command, random);
    if (!outcome.ok) {
      throw new Error(`log replay of ${loaded.record.id} rejected at seq ${entry.seq}: ${outcome.rejection.code} ${outcome.rejection.message}`);
    }
    match = outcome.match;
    if (i >= skip) history.push(historyEntry(entry, command, outcome.events));
    if (turnStarts !== null) setTurnStarts(turnStarts, match.status.toAct, entry);
    else {
      const copy = loaded.turnStarts.slice();
      if (setTurnStarts(copy, match.status.toAct, entry)) turnStarts = copy;
    }
  }
  return loadedGame(loaded.record, game, random, match, history, turnStarts ?? loaded.turnStarts, origin);
}

/** The match as it stood right after log entry `seq` (at least `historyStart(loaded)`). */
export function matchAt(loaded: LoadedGame, seq: number): Match {
  if (seq < historyStart(loaded)) throw new Error(`the history of ${loaded.record.id} starts after version ${historyStart(loaded)}, not ${seq}`);
  const commands = loaded.history.filter((h) => h.seq <= seq).map((h) => h.command);
  return replay(loaded.game, loaded.origin ?? newMatch(loaded.game, loaded.record.options), commands, loaded.random);
}

/** The game a stored record and its log (from version 0) replay to; `keep` as in `extend`. */
export function fromStored(stored: StoredGame, keep = Infinity): LoadedGame {
  const game = gameOf(stored);
  const { log, snapshot: _, ...recordFields } = stored;
  const match = newMatch(game, stored.options);
  const empty = loadedGame(recordFields, game, seededRandom(hexToBytes(stored.seed)), match, [], match.seats.map(() => null));
  return extend(empty, log, keep);
}

/** The rules a stored game replays under: its type at its own ruleset version, for good. */
export function gameOf(stored: Pick<StoredGame, 'id' | 'type' | 'rulesetVersion'>): AnyGame {
  const game = findGame(stored.type, stored.rulesetVersion);
  if (!game) throw new Error(`stored game ${stored.id} has unknown type ${stored.type} or ruleset version ${stored.rulesetVersion}`);
  return game;
}

/** What a game id can be made of (printable ASCII): anything else names no game. Checked before the
 * query, because PostgreSQL refuses some strings outright (a NUL byte was a 500). */
const POSSIBLE_ID = /^[\x21-\x7e]{1,64}$/;

/**
 * Loads a game as stored (without applying any due timeout: see current-game.ts), in one round
 * trip: from the cache and the entries after the cached version, or cold — from the latest snapshot
 * and the entries after it (snapshots/cold-load.ts). `fullHistory`: with every entry of the log in
 * `history` (a reader of old entries; not kept in the cache).
 */
export async function loadStored(deps: AppDeps, id: string, { fullHistory = false }: { fullHistory?: boolean } = {}): Promise<LoadedGame> {
  if (!POSSIBLE_ID.test(id)) throw new AppError('not-found', `there is no game ${JSON.stringify(id)}`);
  const cached = deps.cache?.get(id);
  if (!cached || (fullHistory && cached.origin !== null)) {
    const loaded = await loadCold(deps, id, { fullHistory });
    if (!loaded) {
      deps.cache?.drop(id);
      throw new AppError('not-found', `there is no game ${id}`);
    }
    if (!fullHistory) deps.cache?.put(loaded);
    return loaded;
  }
  const stored = await deps.store.loadGame(id, cached.match.version);
  if (!stored) {
    deps.cache?.drop(id);
    throw new AppError('not-found', `there is no game ${id}`);
  }
  const { log, snapshot: _, ...recordFields } = stored;
  const loaded = extend(loadedGame(recordFields, cached.game, cached.random, cached.match, cached.history, cached.turnStarts, cached.origin), log);
  deps.cache?.put(loaded);
  return loaded;
}
