import type { LoadedGame } from './load-game';

/**
 * Replayed games kept in memory (one per isolate or process), newest use last. A cached game is a
 * committed state, so it is always a prefix of the truth: a read asks the database only for the
 * entries after it, and a write appends on top of it at once — if another writer got there first,
 * the unique (game_id, seq) refuses the append, and the writer reads what it missed and judges again.
 */
export class GameCache {
  readonly #games = new Map<string, LoadedGame>();

  constructor(readonly capacity = 256) {}

  get(id: string): LoadedGame | undefined {
    const loaded = this.#games.get(id);
    if (loaded) {
      this.#games.delete(id);
      this.#games.set(id, loaded);
    }
    return loaded;
  }

  put(loaded: LoadedGame): void {
    const id = loaded.record.id;
    const held = this.#games.get(id);
    if (held && held.match.version > loaded.match.version) return; // never go back in time
    this.#games.delete(id);
    this.#games.set(id, loaded);
    if (this.#games.size > this.capacity) this.#games.delete(this.#games.keys().next().value!);
  }

  drop(id: string): void {
    this.#games.delete(id);
  }

  get size(): number {
    return this.#games.size;
  }
}
