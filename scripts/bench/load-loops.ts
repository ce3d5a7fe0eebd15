import { mulberry32, type Chooser } from '../../src/engine';

/**
 * `count` loops that each run `once` again and again until stopped, each with its own seeded chooser
 * (`seed + i`), so a bench's load is the same run to run. The first loop to fail stops them all and
 * its error is what `measure` and `stop` throw; code outside the loops (stream callbacks) reports a
 * failure with `fail`.
 */
export class LoadLoops {
  stopping = false;
  private failure: unknown = null;
  private readonly loops: Promise<void>[];

  constructor(count: number, seed: number, once: (choose: Chooser) => Promise<void>) {
    this.loops = Array.from({ length: count }, async (_, i) => {
      // Start after the constructor returns, so that `once` may read the instance it is given to.
      await null;
      const choose = mulberry32(seed + i);
      while (!this.stopping) await once(choose);
    }).map((loop) => loop.catch((err: unknown) => this.fail(err)));
  }

  fail(err: unknown): void {
    this.failure ??= err;
    this.stopping = true;
  }

  /** Lets the loops run `seconds` (warm-up or the measured window), then throws a loop's failure. */
  async run(seconds: number): Promise<void> {
    await new Promise((r) => setTimeout(r, seconds * 1000));
    this.throwIfFailed();
  }

  /** Stops the loops, waits for each to end its game, then throws a loop's failure. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
    this.throwIfFailed();
  }

  /** For `finally`: stops the loops and waits for them without throwing. */
  async settle(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled(this.loops);
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}
