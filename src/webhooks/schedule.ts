/**
 * The Standard Webhooks retry schedule: an attempt at once, then after 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 14 h, 20 h and 24 h (10 attempts in all), each delay with ±10% jitter.
 */
export const RETRY_DELAYS_S = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 24 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** A subscription whose every attempt has failed for this long is disabled (its siblings are told). */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3600 * 1000;
/** A receiver's Retry-After is honoured up to this long. */
const MAX_RETRY_AFTER_S = 24 * 3600;

function jitter(): number {
  const [x] = crypto.getRandomValues(new Uint32Array(1));
  return 0.9 + (x! / 2 ** 32) * 0.2;
}

/** Seconds of a Retry-After header (delta seconds or an HTTP date), if any. */
export function parseRetryAfter(header: string | null, now: Date): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed), MAX_RETRY_AFTER_S);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(0, (date - now.getTime()) / 1000), MAX_RETRY_AFTER_S);
}

/** When to try again after the `attempts`-th failed attempt, or null when every attempt is used. */
export function nextAttemptAt(attempts: number, now: Date, retryAfterS: number | null): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const scheduled = RETRY_DELAYS_S[attempts - 1]! * jitter();
  return new Date(now.getTime() + Math.max(scheduled, retryAfterS ?? 0) * 1000);
}
