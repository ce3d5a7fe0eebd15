import type { Limit, Spent } from './token-bucket';

/**
 * Limits counted for every isolate at once (Workers: a Durable Object per key, src/objects/limiter.ts),
 * where the in-memory ones (rate-limit.ts Buckets, stream-cap.ts OpenCounts) count per process or
 * isolate. Keys are `token:<credentialKey>`, `ip:<address>`, `player:<id>`. Any of these may throw
 * (the object is unreachable): the caller falls back to its own counts for that request.
 */
export interface SharedLimits {
  /** Spends `cost` (default 1) from `bucket` of `key` when it holds that much. */
  take(key: string, bucket: string, limit: Limit, cost?: number): Promise<Spent>;
  /** Charges work already done to `bucket` of `key`, whatever its level (it may go below zero). */
  charge(key: string, bucket: string, limit: Limit, cost: number): Promise<Spent>;
  /** Holds one open slot of `key` until the function is called; null when `cap` are open already. */
  hold(key: string, cap: number): Promise<(() => void) | null>;
}
