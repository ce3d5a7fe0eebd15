import type { GameChanges } from '../deps';

/** The "game changed" channel's implementations (the interface: deps.ts `GameChanges`). */

/**
 * In-process fan-out: one listening connection (LISTEN/NOTIFY on Node) publishes into it, and any
 * number of waiters watch it. Nothing in here is per request, so it suits a long-lived process only.
 */
export class ChangeHub implements GameChanges {
  readonly #watchers = new Map<string, Set<(version: number | undefined) => void>>();
  #published = 0;

  watch(gameId: string, listener: (version: number | undefined) => void): () => void {
    let set = this.#watchers.get(gameId);
    if (!set) this.#watchers.set(gameId, (set = new Set()));
    const own = (v: number | undefined) => listener(v);
    set.add(own);
    return () => {
      set.delete(own);
      if (set.size === 0 && this.#watchers.get(gameId) === set) this.#watchers.delete(gameId);
    };
  }

  /** A change of one game, as the notifier heard it. */
  publish(gameId: string, version: number | undefined): void {
    this.#published++;
    const set = this.#watchers.get(gameId);
    if (!set) return;
    for (const listener of [...set]) listener(version);
  }

  /** Every watcher looks again: the notifier may have missed changes (it reconnected). */
  wakeAll(): void {
    for (const set of [...this.#watchers.values()]) for (const listener of [...set]) listener(undefined);
  }

  /** Watches held now (0 once every waiter and stream has ended: the leak tests read it). */
  get watching(): number {
    let n = 0;
    for (const set of this.#watchers.values()) n += set.size;
    return n;
  }

  /** Changes published so far (the tests read it to see a wake-up came through the notifier). */
  get published(): number {
    return this.#published;
  }
}

/** Anything watched by id: games (GameChanges), players (PlayerChanges). */
interface Watchable<L> {
  watch(id: string, listener: L): () => void;
}

/** Hints from several notifiers at once (a watch on each): whichever hears of a change first wakes. */
export function eitherChanges<L>(...sources: ReadonlyArray<Watchable<L>>): Watchable<L> {
  return {
    watch(id, listener) {
      const stops = sources.map((s) => s.watch(id, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
