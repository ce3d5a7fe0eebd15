/**
 * The token bucket's arithmetic, with no state of its own: the isolate's buckets (rate-limit.ts
 * Buckets) and the Durable Object that counts for every isolate (src/objects/limiter.ts) keep their
 * levels and call these, so both refill and spend alike.
 */

/** Up to `capacity` at once, refilled at `perSecond`. */
export interface Limit {
  readonly capacity: number;
  readonly perSecond: number;
}

/** A bucket's level at a time (ms). `tokens` may be below zero after a charge (bot work). */
export interface Level {
  tokens: number;
  at: number;
}

export const fullLevel = (limit: Limit, now: number): Level => ({ tokens: limit.capacity, at: now });

/** Brings the level up to `now` (never above the capacity). */
export function refill(level: Level, limit: Limit, now: number): Level {
  level.tokens = Math.min(limit.capacity, level.tokens + (Math.max(0, now - level.at) / 1000) * limit.perSecond);
  level.at = Math.max(level.at, now);
  return level;
}

/** Spends `cost` if the level holds it: 0 when spent, else the whole seconds until it will. */
export function spend(level: Level, limit: Limit, now: number, cost = 1): number {
  refill(level, limit, now);
  if (level.tokens >= cost) {
    level.tokens -= cost;
    return 0;
  }
  return Math.max(1, Math.ceil((cost - level.tokens) / limit.perSecond));
}

/** Charges `cost` whatever the level (work already done): it may go below zero. */
export function charge(level: Level, limit: Limit, now: number, cost: number): void {
  refill(level, limit, now).tokens -= cost;
}

/** The whole tokens left, the seconds until the bucket is full again, and the exact level (below
 * zero after a charge past it). */
export function levelOf(level: Level | undefined, limit: Limit): { remaining: number; reset: number; tokens: number } {
  const tokens = level?.tokens ?? limit.capacity;
  return { remaining: Math.max(0, Math.floor(tokens)), reset: Math.max(0, Math.ceil((limit.capacity - tokens) / limit.perSecond)), tokens };
}

/** A spend's outcome as a limit reports it: the wait (0: allowed) and the level after. */
export interface Spent {
  readonly wait: number;
  readonly remaining: number;
  readonly reset: number;
  readonly tokens: number;
}
