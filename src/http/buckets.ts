import { fullLevel, levelOf, spend, type Level, type Limit } from './token-bucket';

/** Token buckets by key, at most `maxKeys` of them (least recently used evicted). */
export class Buckets {
  readonly #buckets = new Map<string, Level>();
  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.#buckets.size;
  }

  /** Spends one token: 0 when allowed, else the seconds until one is available. */
  take(key: string, limit: Limit): number {
    const now = this.now();
    const bucket = this.#buckets.get(key) ?? fullLevel(limit, now);
    // Re-insert, so the Map's order is least recently used first.
    this.#buckets.delete(key);
    this.#buckets.set(key, bucket);
    if (this.#buckets.size > this.maxKeys) this.#buckets.delete(this.#buckets.keys().next().value!);
    return spend(bucket, limit, now);
  }

  /** Brings `key`'s level down to `tokens` (what the limit of every isolate says) if it is higher. */
  lower(key: string, tokens: number): void {
    const bucket = this.#buckets.get(key);
    if (bucket && bucket.tokens > tokens) bucket.tokens = tokens;
  }

  /** Right after a `take`: the whole tokens left and the seconds until the bucket is full again. */
  level(key: string, limit: Limit): { remaining: number; reset: number; tokens: number } {
    return levelOf(this.#buckets.get(key), limit);
  }
}
