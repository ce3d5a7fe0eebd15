import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../app/errors';
import { credentialKey } from './auth';
import { problemResponse } from './problem';
import { Buckets } from './buckets';
import { spendOne, spendRequest, backgroundOf } from './limit-spends';
import type { SharedLimits } from './shared-limits';
import type { Limit } from './token-bucket';

export { Buckets } from './buckets';

/**
 * A cheap, in-memory rate limit: one token bucket per bearer token and one per client IP. A request
 * spends one token from each bucket it belongs to; an empty bucket answers `429 rate-limited` with
 * `Retry-After` (problem+json on REST, GraphQL's error format on /graphql).
 *
 * Memory is bounded (`maxKeys` buckets per kind, least recently used evicted first) and the state
 * lives in one process. On Workers, where a client's requests land on many isolates, the buckets are
 * the limiter objects' (`shared`: src/objects/limiter.ts, README "Limits across isolates"), one per
 * key for every isolate; these in-memory ones count only when those cannot be reached.
 */

export type { Limit } from './token-bucket';

export interface RateLimitSettings {
  /** Per bearer token (a token that is not well formed counts for its IP only). `null`: off. */
  readonly perToken: Limit | null;
  /** Per client IP, every request. `null`: off. */
  readonly perIp: Limit | null;
  /** Per client IP, player sign-ups only (`POST /v1/players`, GraphQL `createPlayer`; issue 26,
   * item 3): `429 too-many-sign-ups` beyond it. `null` or absent: off. */
  readonly signUpsPerIp?: Limit | null;
  /** Streams and waits open at once per bearer token and per client IP (issue 26, item 2;
   * src/http/stream-cap.ts): `429 too-many-streams` beyond them. `null` or absent: no cap. */
  readonly streamsPerToken?: number | null;
  readonly streamsPerIp?: number | null;
}

/** `N/Ws`: a burst of N requests, refilled at N/W per second (`120/6s`: 120 at once, 20 a second). */
export function parseLimit(spec: string): Limit | null {
  const s = spec.trim().toLowerCase();
  if (s === 'off' || s === '0') return null;
  const m = /^(\d{1,9})\s*\/\s*(\d{1,6})?\s*s$/.exec(s);
  if (!m || Number(m[1]) < 1 || Number(m[2] ?? 1) < 1) throw new Error(`bad rate limit ${JSON.stringify(spec)}: write N/Ws (e.g. 120/6s) or off`);
  const capacity = Number(m[1]);
  return { capacity, perSecond: capacity / Number(m[2] ?? 1) };
}

/** A cap on what is open at once: a whole number, or `off` (`0` too). */
export function parseCap(spec: string): number | null {
  const s = spec.trim().toLowerCase();
  if (s !== 'off' && !/^\d{1,6}$/.test(s)) throw new Error(`bad cap ${JSON.stringify(spec)}: write a whole number (e.g. 8) or off`);
  return s === 'off' || Number(s) === 0 ? null : Number(s);
}

/** The defaults (README "Rate limits"): generous for any real client, a wall for a runaway loop;
 * sign-ups: 30 players an hour from one address (a burst of 30, then one every 2 minutes); open
 * streams and waits: 8 per token (a player's stream and a few games' in some tabs), 64 per address
 * (a household or an office behind one NAT). */
export const DEFAULT_RATE_LIMITS = { perToken: '120/6s', perIp: '1200/6s', signUpsPerIp: '30/3600s', streamsPerToken: '8', streamsPerIp: '64' } as const;

type Setting = `RATE_LIMIT_${'PER_TOKEN' | 'PER_IP' | 'SIGN_UPS_PER_IP' | 'STREAMS_PER_TOKEN' | 'STREAMS_PER_IP'}`;
export type RateLimitEnv = { readonly [K in Setting]?: string };

/** Settings from the environment (`RATE_LIMIT_PER_TOKEN`, `RATE_LIMIT_PER_IP`,
 * `RATE_LIMIT_SIGN_UPS_PER_IP`, `RATE_LIMIT_STREAMS_PER_TOKEN`, `RATE_LIMIT_STREAMS_PER_IP`),
 * defaults when unset. */
export function rateLimitSettings(env: RateLimitEnv): RateLimitSettings {
  return {
    perToken: parseLimit(env.RATE_LIMIT_PER_TOKEN ?? DEFAULT_RATE_LIMITS.perToken),
    perIp: parseLimit(env.RATE_LIMIT_PER_IP ?? DEFAULT_RATE_LIMITS.perIp),
    signUpsPerIp: parseLimit(env.RATE_LIMIT_SIGN_UPS_PER_IP ?? DEFAULT_RATE_LIMITS.signUpsPerIp),
    streamsPerToken: parseCap(env.RATE_LIMIT_STREAMS_PER_TOKEN ?? DEFAULT_RATE_LIMITS.streamsPerToken),
    streamsPerIp: parseCap(env.RATE_LIMIT_STREAMS_PER_IP ?? DEFAULT_RATE_LIMITS.streamsPerIp),
  };
}

/**
 * The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers, structured fields), one item per
 * bucket the request spent from: `RateLimit-Policy: "token";q=120;w=6` (a burst of q, refilled over
 * w seconds) and `RateLimit: "token";r=57;t=3` (r left, full again in t seconds).
 */
export function rateLimitFields(spent: ReadonlyArray<{ name: string; limit: Limit; remaining: number; reset: number }>): Record<string, string> {
  if (spent.length === 0) return {};
  const window = (l: Limit) => Math.max(1, Math.round(l.capacity / l.perSecond));
  return {
    'RateLimit-Policy': spent.map((s) => `"${s.name}";q=${s.limit.capacity};w=${window(s.limit)}`).join(', '),
    RateLimit: spent.map((s) => `"${s.name}";r=${s.remaining};t=${s.reset}`).join(', '),
  };
}

export interface RateLimitOptions {
  /** Fixed settings, or read per request (Workers: from the bindings). `null` switches it off. */
  readonly settings: RateLimitSettings | ((c: Context) => RateLimitSettings | null);
  /** The client's address as the platform reports it (never a header a client could set). */
  readonly clientIp: (c: Context) => string | undefined;
  /** Limits counted for every isolate (Workers: src/objects/limiter.ts); absent or null: this
   * process's buckets. When they fail, the request is counted in this process's buckets instead. */
  readonly shared?: (c: Context) => SharedLimits | null;
  readonly maxKeys?: number;
  readonly now?: () => number;
}

const SIGN_UP = 'tricktable.signUp';

/**
 * Spends one sign-up of the request's client IP (REST's and GraphQL's player creation call it once
 * the input is valid): throws `429 too-many-sign-ups` with `retryAfter` when the IP's bucket is
 * empty. No rate limit on the app (API-only tests), or sign-ups off: nothing to spend.
 */
export async function spendSignUp(c: Context): Promise<void> {
  await (c.get(SIGN_UP as never) as (() => Promise<void>) | undefined)?.();
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const byToken = new Buckets(options.maxKeys, options.now);
  const byIp = new Buckets(options.maxKeys, options.now);
  const signUps = new Buckets(options.maxKeys, options.now);
  return async (c, next) => {
    const settings = typeof options.settings === 'function' ? options.settings(c) : options.settings;
    if (!settings) return next();
    const shared = options.shared?.(c) ?? null;
    const ip = `ip:${options.clientIp(c) ?? 'unknown'}`;
    const signUpLimit = settings.signUpsPerIp;
    if (signUpLimit) {
      c.set(SIGN_UP as never, (async () => {
        const { wait } = await spendOne(shared, signUps, ip, 'sign-ups', signUpLimit);
        if (wait > 0) throw new AppError('too-many-sign-ups', `too many new players from your address: retry in ${wait} s (at most ${signUpLimit.capacity} an hour)`, { retryAfter: wait });
      }) as never);
    }
    const credential = settings.perToken ? credentialKey(c.req.header('authorization')) : null;
    const asked = [
      ...(credential !== null ? [{ name: 'token', key: `token:${credential}`, limit: settings.perToken!, local: byToken }] : []),
      ...(settings.perIp ? [{ name: 'ip', key: ip, limit: settings.perIp, local: byIp }] : []),
    ];
    const background = shared ? backgroundOf(c) : () => {};
    const spent = await Promise.all(asked.map(async (a) => ({ name: a.name, limit: a.limit, ...(await spendRequest(shared, a.local, a.key, a.limit, background)) })));
    const wait = Math.max(0, ...spent.map((s) => s.wait));
    // On every answer, not only on 429: a client sees its budget before it runs out.
    const fields = rateLimitFields(spent);
    if (wait > 0) {
      const refused = limitResponse(c, new AppError('rate-limited', `too many requests: retry in ${wait} s`, { retryAfter: wait }));
      for (const [name, value] of Object.entries(fields)) refused.headers.set(name, value);
      return refused;
    }
    await next();
    for (const [name, value] of Object.entries(fields)) c.res.headers.set(name, value);
  };
}

/** A limit's refusal of the whole request: problem+json on REST, GraphQL's error format on
 * /graphql, status 429 and `Retry-After` on both. */
export function limitResponse(c: Context, err: AppError): Response {
  const retryAfter = err.details.retryAfter ?? 1;
  if (new URL(c.req.url).pathname === '/graphql') {
    const body = { errors: [{ message: err.message, extensions: { code: err.code, retryAfter } }] };
    return new Response(JSON.stringify(body), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': String(retryAfter) } });
  }
  return problemResponse(c, err);
}
