import {
  hexToBytes,
  newMatch,
  replay,
  seededRandom,
  type AnyGame,
  type Command,
  type Match,
  type MatchEvent,
  type RandomSource,
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
}

export function commandOf(entry: Pick<LogEntry, 'kind' | 'seat' | 'payload'>): Command {
  const payload = entry.payload as Record<string, unknown>;
  switch (entry.kind) {
    case 'join':
      return { kind: 'join', seat: entry.seat!, name: String(payload.name) };
    case 'action':
      return { kind: 'action', seat: entry.seat!, action: payload.action as Command & { type: string } };
    default: {
      const never: never = entry.kind;
      throw new Error(`unknown log entry kind ${String(never)}`);
    }
  }
}

/** Replays `entries` on top of `loaded` (its log must end just before the first of them). */
export function extend(loaded: LoadedGame, entries: readonly LogEntry[]): LoadedGame {
  if (entries.length === 0) return loaded;
  const history = loaded.history.slice();
  let i = 0;
  const match = replay(loaded.game, loaded.match, entries.map(commandOf), loaded.random, (step) => {
    const e = entries[i++]!;
    history.push({
      seq: e.seq,
      kind: e.kind,
      seat: e.seat,
      at: e.createdAt,
      command: step.command,
      events: step.events,
      idempotencyKey: e.idempotencyKey,
      requestHash: e.requestHash,
    });
  });
  return { ...loaded, match, history };
}

/** The match as it stood right after log entry `seq`. */
export function matchAt(loaded: LoadedGame, seq: number): Match {
  const commands = loaded.history.filter((h) => h.seq <= seq).map((h) => h.command);
  return replay(loaded.game, newMatch(loaded.game, loaded.record.options), commands, loaded.random);
}

export function fromStored(stored: StoredGame): LoadedGame {
  const game = findGame(stored.type);
  if (!game) throw new Error(`stored game ${stored.id} has unknown type ${stored.type}`);
  const { log, ...record } = stored;
  const empty: LoadedGame = {
    record,
    game,
    random: seededRandom(hexToBytes(stored.seed)),
    match: newMatch(game, stored.options),
    history: [],
  };
  return extend(empty, log);
}

/** What a game id is made of (`g_` + base64url): anything else names no game. Checked before the
 * query, because PostgreSQL refuses some strings outright (a NUL byte was a 500). */
const POSSIBLE_ID = /^[\x21-\x7e]{1,64}$/;

export async function loadGame(deps: AppDeps, id: string): Promise<LoadedGame> {
  if (!POSSIBLE_ID.test(id)) throw new AppError('not-found', `there is no game ${JSON.stringify(id)}`);
  const stored = await deps.store.loadGame(id);
  if (!stored) throw new AppError('not-found', `there is no game ${id}`);
  return fromStored(stored);
}
