import {
  applyCommand,
  hexToBytes,
  matchStatus,
  newMatch,
  replay,
  seededRandom,
  type AnyGame,
  type Command,
  type Match,
  type MatchEvent,
  type Outcome,
  type RandomSource,
  type Typed,
} from '../engine';
import { findGame } from '../games/registry';
import type { LogEntry, StoredGame } from '../store';
import type { AppDeps } from './deps';
import { AppError } from './errors';

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
}

export interface LoadedGame {
  readonly record: Omit<StoredGame, 'log'>;
  readonly game: AnyGame;
  readonly random: RandomSource;
  readonly match: Match;
  readonly history: readonly HistoryEntry[];
  /** When each seat's current turn began; null when the seat is not awaited. */
  readonly turnStarts: readonly (string | null)[];
}

export function commandOf(entry: Pick<LogEntry, 'kind' | 'seat' | 'payload'>): Command {
  const payload = entry.payload as Record<string, unknown>;
  switch (entry.kind) {
    case 'join':
      return { kind: 'join', seat: entry.seat!, name: String(payload.name) };
    case 'action':
    case 'auto':
    case 'timeout':
      return { kind: 'action', seat: entry.seat!, action: payload.action as Typed };
    default: {
      const never: never = entry.kind;
      throw new Error(`unknown log entry kind ${String(never)}`);
    }
  }
}

/**
 * Adds one accepted entry, pushing it onto `history` — a fresh array the caller made for a batch,
 * so a replay of n entries copies the history once, not n times. A seat's turn (re)starts when it
 * becomes awaited, or when it acted and is still awaited (it owes another move); the turn clock
 * counts from there.
 */
export function record(
  loaded: LoadedGame,
  entry: LogEntry,
  outcome: Extract<Outcome, { ok: true }>,
  command: Command,
  history: HistoryEntry[],
): LoadedGame {
  const toAct = matchStatus(loaded.game, outcome.match).toAct;
  const turnStarts = outcome.match.seats.map((_, seat) => {
    if (!toAct.includes(seat)) return null;
    const before = loaded.turnStarts[seat] ?? null;
    return before === null || entry.seat === seat ? entry.createdAt : before;
  });
  history.push({
    seq: entry.seq,
    kind: entry.kind,
    seat: entry.seat,
    at: entry.createdAt,
    command,
    events: outcome.events,
    idempotencyKey: entry.idempotencyKey,
    requestHash: entry.requestHash,
  });
  return { ...loaded, match: outcome.match, history, turnStarts };
}

/** Replays stored entries on top of `loaded`. A stored entry was accepted once, so a rejection
 * here means corrupt data or changed rules: a bug, and it throws. */
export function extend(loaded: LoadedGame, entries: readonly LogEntry[]): LoadedGame {
  if (entries.length === 0) return loaded;
  const history = loaded.history.slice();
  let current = loaded;
  for (const entry of entries) {
    const command = commandOf(entry);
    const outcome = applyCommand(current.game, current.match, command, current.random);
    if (!outcome.ok) {
      throw new Error(`log replay of ${loaded.record.id} rejected at seq ${entry.seq}: ${outcome.rejection.code} ${outcome.rejection.message}`);
    }
    current = record(current, entry, outcome, command, history);
  }
  return current;
}

/** The match as it stood right after log entry `seq`. */
export function matchAt(loaded: LoadedGame, seq: number): Match {
  const commands = loaded.history.filter((h) => h.seq <= seq).map((h) => h.command);
  return replay(loaded.game, newMatch(loaded.game, loaded.record.options), commands, loaded.random);
}

export function fromStored(stored: StoredGame): LoadedGame {
  const game = findGame(stored.type);
  if (!game) throw new Error(`stored game ${stored.id} has unknown type ${stored.type}`);
  const { log, ...recordFields } = stored;
  const match = newMatch(game, stored.options);
  const empty: LoadedGame = {
    record: recordFields,
    game,
    random: seededRandom(hexToBytes(stored.seed)),
    match,
    history: [],
    turnStarts: match.seats.map(() => null),
  };
  return extend(empty, log);
}

/** What a game id can be made of (printable ASCII): anything else names no game. Checked before the
 * query, because PostgreSQL refuses some strings outright (a NUL byte was a 500). */
const POSSIBLE_ID = /^[\x21-\x7e]{1,64}$/;

/**
 * Loads a game as stored (without applying any due timeout: see current-game.ts), in one round
 * trip: all of it, or — when the cache holds it — only the entries after the cached version.
 */
export async function loadStored(deps: AppDeps, id: string): Promise<LoadedGame> {
  if (!POSSIBLE_ID.test(id)) throw new AppError('not-found', `there is no game ${JSON.stringify(id)}`);
  const cached = deps.cache?.get(id);
  const stored = await deps.store.loadGame(id, cached?.match.version ?? 0);
  if (!stored) {
    deps.cache?.drop(id);
    throw new AppError('not-found', `there is no game ${id}`);
  }
  let loaded: LoadedGame;
  if (cached) {
    const { log, ...recordFields } = stored;
    loaded = extend({ ...cached, record: recordFields }, log);
  } else loaded = fromStored(stored);
  deps.cache?.put(loaded);
  return loaded;
}
