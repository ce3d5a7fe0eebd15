import { loadCurrent } from '../turns';
import { nowOf, type AppDeps } from '../deps';
import { earliestDeadline, type LoadedGame } from '../game';
import { Doorbell } from './doorbell';

/** The longest wait a request may ask for (`Prefer: wait=60`). */
export const MAX_WAIT_S = 60;

const DEADLINE_SLACK_MS = 50;

export interface WaitOptions {
  /** How long to wait at most, in ms (Infinity: until the game moves or the signal aborts). */
  readonly timeoutMs: number;
  /** Aborts the wait (the client went away). */
  readonly signal?: AbortSignal;
}

/**
 * One reader's watch on a game's change hints, held from before its first read to its end — so a
 * change at any moment in between rings, and no read is ever needed "in case one was missed". A hint
 * only says "look": the game is always read (from the cache when the hint says it holds that
 * version). `signal` stops the watch too: a stream whose client left before it ever ran still lets go.
 */
export class GameWatch {
  readonly #bell = new Doorbell();
  /** The highest version hinted since the last read; undefined: unknown ("look again"). */
  #hint: number | undefined = -1;
  readonly #stop: () => void;
  #stopped = false;

  constructor(
    private readonly deps: AppDeps & { readonly changes: NonNullable<AppDeps['changes']> },
    private readonly id: string,
    private readonly signal?: AbortSignal,
  ) {
    this.#stop = deps.changes.watch(id, (v) => {
      this.#hint = v === undefined || this.#hint === undefined ? undefined : Math.max(this.#hint, v);
      this.#bell.ring();
    });
    signal?.addEventListener('abort', this.stop, { once: true });
  }

  /** Whether a notifier is there to watch with. */
  static possible(deps: AppDeps): deps is AppDeps & { readonly changes: NonNullable<AppDeps['changes']> } {
    return deps.changes !== undefined;
  }

  /**
   * The game once it is past `loaded` (read after this watch began), or null when `timeoutMs` runs
   * out or the signal aborts. A running turn clock wakes it at its deadline too, since reading the
   * game then plays the overdue move (game/turn-clock.ts).
   */
  async past(loaded: LoadedGame, timeoutMs: number): Promise<LoadedGame | null> {
    const { deps, id } = this;
    const version = loaded.match.version;
    const end = Date.now() + timeoutMs;
    let now = loaded;
    while (now.match.version <= version) {
      const deadline = earliestDeadline(now);
      // (At least a moment: reading the game plays an overdue turn, so the deadline moves on.)
      const untilDeadline = deadline === null ? Infinity : Math.max(DEADLINE_SLACK_MS, Date.parse(deadline) - nowOf(deps).getTime());
      const untilEnd = end - Date.now();
      if (untilEnd <= 0 || this.#stopped) return null;
      const how = await this.#bell.wait(Math.min(untilEnd, untilDeadline), this.signal);
      if (how === 'aborted' || this.#stopped) return null;
      if (how === 'timeout' && untilEnd <= untilDeadline) return null;
      const hint = this.#hint;
      if (how === 'rang' && hint !== undefined && hint <= now.match.version) continue; // nothing newer than what we hold
      this.#hint = -1;
      const cached = hint !== undefined && hint >= 0 && (deps.cache?.get(id)?.match.version ?? -1) >= hint;
      now = await loadCurrent(deps, id, { cached });
    }
    return now;
  }

  readonly stop = (): void => {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#stop();
    this.signal?.removeEventListener('abort', this.stop);
    this.#bell.ring(); // a wait in progress ends (past() sees the watch stopped)
  };
}
