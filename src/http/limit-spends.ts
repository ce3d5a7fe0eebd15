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

/** One spend from this process's bucket of `key`, with the level after it. */
const spendLocally = (local: Buckets, key: string, limit: Limit): Spent => ({ wait: local.take(key, limit), ...local.level(key, limit) });

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
  return spendLocally(local, key, limit);
}

/** While this share of the burst is left in the isolate's mirror, a request goes on without waiting
 * for the shared limit (spendRequest)… */
const FAST_SHARE = 0.25;
/** …and while fewer than this many of its key's spends are still on their way to the object: a
 * burst of concurrent requests waits for the object beyond them, so one isolate lets at most this
 * many through unconfirmed at a time. */
const FAST_IN_FLIGHT = 4;
/** Spends on their way to the object, by key (a key with none is forgotten). */
const inFlight = new Map<string, number>();

/**
 * One request's spend. With shared limits the isolate's bucket is a mirror of the shared one: each
 * spend goes to both, and the shared answer brings the mirror down to its level (other isolates'
 * spends included). Far from the limit (a quarter of the burst left in the mirror, fewer than
 * FAST_IN_FLIGHT of the key's spends unanswered) the request goes on at once and the shared spend
 * finishes in `background` (the object's round trip, off the answer's path); otherwise the request
 * waits for the shared answer, which decides. So a client spread over N isolates gets past the limit
 * by at most N × FAST_IN_FLIGHT requests per round trip to the object.
 */
export async function spendRequest(shared: SharedLimits | null, local: Buckets, key: string, limit: Limit, background: (work: Promise<unknown>) => void): Promise<Spent> {
  const mirror = spendLocally(local, key, limit);
  if (!shared) return mirror;
  const pending = inFlight.get(key) ?? 0;
  inFlight.set(key, pending + 1);
  const exchange = shared
    .take(key, 'requests', limit)
    .then((there) => {
      local.lower(key, there.tokens);
      return there;
    })
    .finally(() => {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    });
  if (mirror.wait === 0 && mirror.tokens >= limit.capacity * FAST_SHARE && pending < FAST_IN_FLIGHT) {
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
