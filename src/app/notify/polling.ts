import { describeError } from '../errors';
import type { GameChanges } from '../deps';

/** How often a poller checks, by default: at most one query a second for each open stream or wait. */
export const POLL_INTERVAL_MS = 1000;

/** The current version of each of these games (one query for all of them). */
export type VersionCheck = (gameIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;

/**
 * Change hints without a shared process (Workers): one poller per request (a Workers I/O object must
 * not serve another request), which checks every game it watches in one query every `intervalMs` —
 * and only while something watches. Between checks it is one pending timer: no CPU, no query. The
 * first check comes one interval after the first watch (the waiter has just read the game itself).
 */
export class PollingChanges implements GameChanges {
  /** Poll timers pending in this isolate or process, over every poller (leak tests read it). */
  static pendingTimers = 0;
  /** Checks made so far, over every poller (tests read it: a wake-up came from a check). */
  static checks = 0;
  /** Watches held now, over every poller. */
  static watches = 0;

  readonly #watchers = new Map<string, Set<(version: number | undefined) => void>>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #checking = false;

  constructor(
    private readonly check: VersionCheck,
    private readonly intervalMs = POLL_INTERVAL_MS,
  ) {}

  watch(gameId: string, listener: (version: number | undefined) => void): () => void {
    let set = this.#watchers.get(gameId);
    if (!set) this.#watchers.set(gameId, (set = new Set()));
    const own = (v: number | undefined) => listener(v);
    set.add(own);
    PollingChanges.watches++;
    this.#schedule();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      PollingChanges.watches--;
      set.delete(own);
      if (set.size === 0 && this.#watchers.get(gameId) === set) this.#watchers.delete(gameId);
      if (this.#watchers.size === 0 && this.#timer !== null) {
        clearTimeout(this.#timer);
        this.#timer = null;
        PollingChanges.pendingTimers--;
      }
    };
  }

  /** Watches held now; 0 means no timer is pending either. */
  get watching(): number {
    let n = 0;
    for (const set of this.#watchers.values()) n += set.size;
    return n;
  }

  #schedule(): void {
    if (this.#timer !== null || this.#checking || this.#watchers.size === 0) return;
    this.#timer = setTimeout(() => void this.#tick(), this.intervalMs);
    PollingChanges.pendingTimers++;
  }

  async #tick(): Promise<void> {
    this.#timer = null;
    PollingChanges.pendingTimers--;
    if (this.#watchers.size === 0) return;
    this.#checking = true;
    PollingChanges.checks++;
    try {
      const versions = await this.check([...this.#watchers.keys()]);
      for (const [gameId, version] of versions) for (const listener of [...(this.#watchers.get(gameId) ?? [])]) listener(version);
    } catch (err) {
      // The database is away: keep the watchers, try again next interval (no SQL in the log).
      console.warn(`polling for game changes failed: ${describeError(err).split('\n')[0]}`);
    } finally {
      this.#checking = false;
      this.#schedule();
    }
  }
}
