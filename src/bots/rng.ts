import type { RandomSource } from '../engine';

/**
 * The bots' own fast generator (sfc32: 128 bits of state, passes PractRand to 2^40+), seeded from a
 * RandomSource: search draws millions of numbers, far too many for the HMAC stream, and a bot's
 * choices need no cryptographic strength — only determinism and independence from the deal (see
 * bot-random.ts). Never used for deals.
 */
export class Rng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.#a = a >>> 0;
    this.#b = b >>> 0;
    this.#c = c >>> 0;
    this.#d = d >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Seeded by four draws of `random` (each its own purpose, so each is an independent word). */
  static from(random: RandomSource, purpose = 'bot'): Rng {
    const word = (i: number) => random.int(2 ** 32, 0, `${purpose}:${i}`);
    return new Rng(word(0), word(1), word(2), word(3));
  }

  /** A generator for a sub-task (a world, a play-out): its own stream, derived from this one. */
  fork(): Rng {
    return new Rng(this.next(), this.next(), this.next(), this.next());
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    const a = this.#a;
    const b = this.#b;
    const c = this.#c;
    const d = (this.#d + 1) >>> 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    this.#d = d;
    this.#a = b ^ (b >>> 9);
    this.#b = (c + (c << 3)) >>> 0;
    this.#c = (((c << 21) | (c >>> 11)) + t) >>> 0;
    return t;
  }

  /** A uniform integer in [0, n), n ≤ 2^32 (multiply-shift; the bias is below 2^-32·n, harmless here). */
  int(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }

  /** A uniform number in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /**
   * This generator as the RandomSource the rules take, for the automatic steps a search runs into
   * (the next round's deal when a play-out ends a round): fast, and never the game's real deal.
   */
  asRandomSource(): RandomSource {
    return {
      shuffle: <T>(items: readonly T[]) => this.shuffle(items.slice()),
      int: (n: number) => this.int(n),
    };
  }
}
