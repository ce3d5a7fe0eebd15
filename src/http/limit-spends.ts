import type { Context } from 'hono';
import { describeError } from '../app/errors';
import type { Buckets } from './buckets';
import type { SharedLimits } from './shared-limits';
import type { Limit, Spent } from './token-bucket';

/** How a request spends from its buckets: this process's (buckets.ts), or the limits of every
 * isolate (shared-limits.ts) with this process's as their mirror and fallback. */

/** When the shared limits last failed (ms): said once a minute, not once a request. */
let sharedFailedAt = -Infinity;
export function sharedLimitsFailed(what: string, err: unknown): void {
  if (Date.now() - sharedFailedAt < 60_000) return;
  sharedFailedAt = Date.now();
  console.warn(`shared limits unreachable (${what}): counting in this isolate: ${describeError(err).split('\n')[0]}`);
}

/** One spend from `key`'s bucket: through the shared limits when there are some, else (or when
 * they fail) from this process's. */
export async function spendOne(shared: SharedLimits | null, local: Buckets, key: string, bucket: string, limit: Limit): Promise<Spent> {
  if (shared) {
    try {
      return await shared.take(key, bucket, limit);
    } catch (err) {
      sharedLimitsFailed(bucket, err);
    }
  }
  return { wait: local.take(key, limit), ...local.level(key, limit) };
}

/** While this share of the burst is left in the isolate's mirror, a request goes on without waiting
 * for the shared limit (spendRequest). */
const FAST_SHARE = 0.25;

/**
 * One request's spend. With shared limits the isolate's bucket is a mirror of the shared one: each
 * spend goes to both, and the shared answer brings the mirror down to its level (other isolates'
 * spends included). Far from the limit (a quarter of the burst left in the mirror) the request goes
 * on at once and the shared spend finishes in `background` (the object's round trip, ~1 ms, off the
 * answer's path); near it, the request waits for the shared answer, which decides. A client spread
 * over isolates gets past the limit by at most its requests in flight during one exchange per isolate.
 */
export async function spendRequest(shared: SharedLimits | null, local: Buckets, key: string, limit: Limit, background: (work: Promise<unknown>) => void): Promise<Spent> {
  const mirror: Spent = { wait: local.take(key, limit), ...local.level(key, limit) };
  if (!shared) return mirror;
  const exchange = shared.take(key, 'requests', limit).then((there) => {
    local.lower(key, there.tokens);
    return there;
  });
  if (mirror.wait === 0 && mirror.tokens >= limit.capacity * FAST_SHARE) {
    background(exchange.catch((err) => sharedLimitsFailed('requests', err)));
    return mirror;
  }
  try {
    return await exchange;
  } catch (err) {
    sharedLimitsFailed('requests', err);
    return mirror;
  }
}

/** The platform's waitUntil (Workers), or nothing to wait for (Node: the process lives on). */
export function backgroundOf(c: Context): (work: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (work) => ctx.waitUntil(work);
  } catch {
    return (work) => void work;
  }
}
