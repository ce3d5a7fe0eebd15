import type { AppDeps } from '../deps';
import { Doorbell } from './doorbell';

/**
 * One waiter's watch on a player's change hints, held from before its first read to its end (so a
 * change at any moment in between rings). `signal` stops it too: a stream whose client left lets go.
 */
export class PlayerWatch {
  readonly #bell = new Doorbell();
  readonly #stop: () => void;
  #stopped = false;

  constructor(
    deps: AppDeps & { readonly playerChanges: NonNullable<AppDeps['playerChanges']> },
    playerId: string,
    private readonly signal?: AbortSignal,
  ) {
    this.#stop = deps.playerChanges.watch(playerId, () => this.#bell.ring());
    signal?.addEventListener('abort', this.stop, { once: true });
  }

  /** Whether a notifier is there to watch with. */
  static possible(deps: AppDeps): deps is AppDeps & { readonly playerChanges: NonNullable<AppDeps['playerChanges']> } {
    return deps.playerChanges !== undefined;
  }

  /** Resolves on a hint ('rang'), after `ms` ('timeout'; Infinity: never), or 'stopped' (the signal, or stop()). */
  async next(ms: number): Promise<'rang' | 'timeout' | 'stopped'> {
    if (this.#stopped) return 'stopped';
    const how = await this.#bell.wait(ms, this.signal);
    return how === 'aborted' || this.#stopped ? 'stopped' : how;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  readonly stop = (): void => {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#stop();
    this.signal?.removeEventListener('abort', this.stop);
    this.#bell.ring(); // a wait in progress ends
  };
}
