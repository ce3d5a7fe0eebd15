import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../app/errors';
import { credentialKey } from './auth';
import { sharedLimitsFailed } from './limit-spends';
import { limitResponse, type RateLimitSettings } from './rate-limit';
import type { SharedLimits } from './shared-limits';

/**
 * Open streams and waits are capped per credential and per client IP (issue 26, item 2): whatever
 * holds a connection open — a game's stream, the player's stream, a GraphQL subscription, a read
 * with `Prefer: wait` — holds one slot of its bearer token (a player key, a seat, admin or invite
 * token: src/http/auth.ts credentialKey) and one of its client IP; an anonymous one only the IP's.
 * Past either cap the request is refused `429 too-many-streams` with `Retry-After`, before any
 * database work; the slot comes back when the connection ends, however it ends (the client goes
 * away, the stream finishes, an error).
 *
 * New ones are refused; open ones are never cut. Cutting the oldest to make room would let a
 * runaway loop evict a person's working stream, and an EventSource reconnects by itself, so two
 * tabs past the cap would take each other's slot for ever; a refusal (EventSource does not retry
 * a 429) stops the loop and leaves what works alone. So no stream ends for this reason, and none
 * needs an `error` event to say so.
 *
 * The counts live in memory per process. On Workers (`shared`) a slot is a socket held to the
 * token's and the address's limiter objects, counted for every isolate (README "Limits across
 * isolates"); taken by this middleware before the handler runs, for a request that may hold its
 * connection (mayHold), so that a refusal still comes before any database work.
 */

/** When a refused client should look again: a stream's slot frees when one of its streams ends,
 * which no clock predicts; a wait ends within 60 s. */
export const STREAM_RETRY_AFTER_S = 10;

/** How many are open per key; a key whose count falls to 0 is forgotten (memory is what is open). */
export class OpenCounts {
  readonly #counts = new Map<string, number>();

  get size(): number {
    return this.#counts.size;
  }

  count(key: string): number {
    return this.#counts.get(key) ?? 0;
  }

  /** One more open under `key`; the function gives it back (once, however often it is called). */
  hold(key: string): () => void {
    this.#counts.set(key, this.count(key) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = this.count(key) - 1;
      if (left > 0) this.#counts.set(key, left);
      else this.#counts.delete(key);
    };
  }
}

export interface StreamCapOptions {
  /** The rate-limit settings (their `streamsPerToken`, `streamsPerIp`), fixed or per request. */
  readonly settings: RateLimitSettings | ((c: Context) => RateLimitSettings | null);
  /** The client's address as the platform reports it (never a header a client could set). */
  readonly clientIp: (c: Context) => string | undefined;
  /** Slots counted for every isolate (rate-limit.ts RateLimitOptions.shared); absent: this process's. */
  readonly shared?: (c: Context) => SharedLimits | null;
}

const HOLD = 'tricktable.holdConnection';

type Hold = (byCaller: boolean) => () => void;
const NOTHING_HELD = () => {};

/**
 * Takes a slot for this request's open connection (a stream or a wait about to start), or throws
 * `429 too-many-streams`; it comes back when the answer ends (a wait's answer is sent, an SSE body
 * ends or is cancelled). One slot per request, however often it is called. Without the cap (no
 * rate limit on the app: API-only tests; or both caps off): nothing to take.
 */
export function holdConnection(c: Context): void {
  (c.get(HOLD as never) as Hold | undefined)?.(false);
}

/** As holdConnection, for a stream the request's answer does not show the end of (a GraphQL
 * subscription: yoga owns its body): the caller gives the slot back with the function. */
export function holdConnectionUntilReleased(c: Context): () => void {
  return (c.get(HOLD as never) as Hold | undefined)?.(true) ?? NOTHING_HELD;
}

const isStream = (res: Response) => res.body !== null && (res.headers.get('content-type') ?? '').startsWith('text/event-stream');

/** `body`, calling `release` when it ends: read to its end, failed, or cancelled by the client. */
function releasing(body: ReadableStream<Uint8Array>, release: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            release();
            controller.close();
          } else controller.enqueue(value);
        } catch (err) {
          release();
          controller.error(err);
        }
      },
      async cancel(reason) {
        release();
        await reader.cancel(reason);
      },
    },
    // Pulled as the client reads, like the stream inside (src/http/sse.ts): nothing piles up here.
    { highWaterMark: 0 },
  );
}

/** Whether the request may hold its connection open (a stream, a wait, an SSE subscription): with
 * shared limits, its slots are taken before the handler runs, as the handler's own hold would. */
const mayHold = (c: Context): boolean =>
  (c.req.header('accept') ?? '').includes('text/event-stream') || /\bwait\s*=/i.test(c.req.header('prefer') ?? '') || c.req.path.endsWith('/stream');

const refusal = (which: string): AppError =>
  new AppError('too-many-streams', `too many streams and waits open ${which}: close one, or retry in ${STREAM_RETRY_AFTER_S} s`, { retryAfter: STREAM_RETRY_AFTER_S });

/** The slots of every isolate (Workers: the limiter objects), taken at once: the release, a refusal,
 * or undefined when the shared limits failed (this isolate counts instead). */
async function holdShared(shared: SharedLimits, token: { key: string; cap: number } | null, ip: { key: string; cap: number } | null): Promise<(() => void) | AppError | undefined> {
  try {
    // undefined: not asked (an anonymous request has no token slot); null: that cap is full.
    const [byToken, byIp] = await Promise.all([token ? shared.hold(token.key, token.cap) : undefined, ip ? shared.hold(ip.key, ip.cap) : undefined]);
    const release = () => [byToken, byIp].forEach((r) => r?.());
    if (byToken !== null && byIp !== null) return release;
    release();
    return refusal(byToken === null ? `for this token (at most ${token!.cap} at once)` : `from your address (at most ${ip!.cap} at once)`);
  } catch (err) {
    sharedLimitsFailed('streams', err);
    return undefined;
  }
}

export function streamCap(options: StreamCapOptions): MiddlewareHandler {
  const byToken = new OpenCounts();
  const byIp = new OpenCounts();
  return async (c, next) => {
    const settings = typeof options.settings === 'function' ? options.settings(c) : options.settings;
    const perToken = settings?.streamsPerToken ?? null;
    const perIp = settings?.streamsPerIp ?? null;
    if (perToken === null && perIp === null) return next();
    const token = perToken === null ? null : credentialKey(c.req.header('authorization'));
    const ip = options.clientIp(c) ?? 'unknown';
    const shared = options.shared?.(c) ?? null;
    let held: (() => void) | undefined;
    if (shared && mayHold(c)) {
      const got = await holdShared(shared, token === null ? null : { key: `token:${token}`, cap: perToken! }, perIp === null ? null : { key: `ip:${ip}`, cap: perIp });
      if (got instanceof AppError) return limitResponse(c, got);
      held = got;
    }
    let release: (() => void) | undefined;
    let byCaller = false;
    let refused: AppError | undefined;
    const hold: Hold = (caller) => {
      if (release) return NOTHING_HELD;
      byCaller = caller;
      // Taken for every isolate already (above): the handler's hold is that one.
      if (held) return (release = held);
      const full =
        token !== null && byToken.count(token) >= perToken!
          ? `for this token (at most ${perToken} at once)`
          : perIp !== null && byIp.count(ip) >= perIp
            ? `from your address (at most ${perIp} at once)`
            : null;
      if (full !== null) throw (refused = refusal(full));
      const mine = [token !== null ? byToken.hold(token) : null, perIp !== null ? byIp.hold(ip) : null];
      return (release = () => mine.forEach((r) => r?.()));
    };
    c.set(HOLD as never, hold as never);
    try {
      await next();
    } catch (err) {
      if (!byCaller) (release ?? held)?.();
      throw err;
    }
    // A refused subscription is the whole GraphQL request (one root field): answered as the rate
    // limit answers /graphql, 429 in GraphQL's error format (yoga would say 200).
    if (refused && c.res.status !== 429) c.res = limitResponse(c, refused);
    // Held for a request that did not hold its connection after all (a wait the server could not make).
    if (!release) return held?.();
    if (byCaller) return;
    if (isStream(c.res)) c.res = new Response(releasing(c.res.body!, release), c.res);
    else release();
  };
}
