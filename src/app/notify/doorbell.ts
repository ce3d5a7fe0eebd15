/**
 * One waiter's wake-up: `ring` from a listener, `wait` for a ring, a timeout or an abort, whichever
 * comes first. A ring before `wait` is kept (nothing slips between looking and waiting). Every wait
 * clears its own timer and abort listener, so a waiter that ends leaves nothing behind.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class Doorbell {
  #rung = false;
  #wake: (() => void) | null = null;

  ring(): void {
    this.#rung = true;
    this.#wake?.();
  }

  /** 'rang', 'timeout' (after `ms`; Infinity: never) or 'aborted'. */
  wait(ms: number, signal?: AbortSignal): Promise<'rang' | 'timeout' | 'aborted'> {
    if (signal?.aborted) return Promise.resolve('aborted');
    if (this.#rung) {
      this.#rung = false;
      return Promise.resolve('rang');
    }
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = (how: 'rang' | 'timeout' | 'aborted') => {
        if (timer !== undefined) clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.#wake = null;
        this.#rung = false;
        resolve(how);
      };
      const onAbort = () => done('aborted');
      this.#wake = () => done('rang');
      // setTimeout fires at once past 2³¹ − 1 ms (24.8 days): wake then, and the waiter looks again.
      if (Number.isFinite(ms)) timer = setTimeout(() => done('timeout'), Math.min(Math.max(0, ms), MAX_TIMER_MS));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
