import { newMatch, replay } from '../../engine';
import { botWindowStart } from './bot-window';
import { countGame, type GameCount } from './game-bytes';
import { loadedGame, type LoadedGame } from '../game';

/** The default byte budget of one isolate's (or process's) cache: a Workers isolate has 128 MB. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * A cached game keeps at least its last HISTORY_KEEP log entries with their events (the ones an
 * idempotent retry, an event read or a stream asks for), and at most twice that: past it, the older
 * half is cut off (replayed once into the game's `origin`). Older entries are read from the database
 * when someone asks for them (`fullHistory`).
 */
export const HISTORY_KEEP = 64;
const HISTORY_MAX = 2 * HISTORY_KEEP;

/**
 * Replayed games kept in memory (one per isolate or process), newest use last, within a byte budget:
 * each game's heap is estimated (load/game-bytes.ts) as it is put — from the estimate of the version
 * it replaces, counting only what changed — and the least recently used games are evicted until the
 * total fits. A cached game is a committed state, so it is always a prefix of
 * the truth: a read asks the database only for the entries after it, and a write appends on top of
 * it at once — if another writer got there first, the unique (game_id, seq) refuses the append, and
 * the writer reads what it missed and judges again.
 */
export class GameCache {
  readonly #games = new Map<string, GameCount>();
  #bytes = 0;

  constructor(readonly budgetBytes = DEFAULT_CACHE_BYTES) {}

  get(id: string): LoadedGame | undefined {
    const held = this.#games.get(id);
    if (held) {
      this.#games.delete(id);
      this.#games.set(id, held);
    }
    return held?.of;
  }

  put(loaded: LoadedGame): void {
    const id = loaded.record.id;
    const held = this.#games.get(id);
    if (held && held.of.match.version > loaded.match.version) return; // never go back in time
    // Counted on top of the held version: the new game is mostly its pieces (a put is per move).
    const count = countGame(withShortHistory(loaded), held);
    this.drop(id);
    if (count.bytes > this.budgetBytes) return; // one game larger than the whole budget is not kept
    this.#games.set(id, count);
    this.#bytes += count.bytes;
    for (const [oldest, entry] of this.#games) {
      if (this.#bytes <= this.budgetBytes) break;
      this.#games.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  drop(id: string): void {
    const held = this.#games.get(id);
    if (!held) return;
    this.#games.delete(id);
    this.#bytes -= held.bytes;
  }

  get size(): number {
    return this.#games.size;
  }

  /** The estimated heap of every game held. */
  get bytes(): number {
    return this.#bytes;
  }
}

/** `loaded` with at most HISTORY_MAX entries of history (at least HISTORY_KEEP): the rest cut off —
 * but never the part its bots read (load/bot-window.ts), which may keep it longer. */
export function withShortHistory(loaded: LoadedGame): LoadedGame {
  const { history } = loaded;
  if (history.length <= HISTORY_MAX) return loaded;
  const cut = Math.min(history.length - HISTORY_KEEP, botWindowStart(loaded));
  if (cut <= 0) return loaded;
  const from = loaded.origin ?? newMatch(loaded.game, loaded.record.options);
  const origin = replay(loaded.game, from, history.slice(0, cut).map((h) => h.command), loaded.random);
  return loadedGame(loaded.record, loaded.game, loaded.random, loaded.match, history.slice(cut), loaded.turnStarts, loaded.banks, loaded.leaves, origin);
}

/** GAME_CACHE_BYTES (an environment variable on Node, a var of the Worker): whole bytes, 0 for no
 * cache; unset: DEFAULT_CACHE_BYTES. */
export function cacheBytesOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_CACHE_BYTES;
  const bytes = Number(raw);
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new Error(`GAME_CACHE_BYTES must be a whole number of bytes, not ${JSON.stringify(raw)}`);
  return bytes;
}
