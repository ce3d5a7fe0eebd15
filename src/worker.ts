import { cacheBytesOf, GameCache, hubPlayerChanges, logBackgroundFailure, PollingChanges, pollingPlayerChanges, POLL_INTERVAL_MS, runSweep, sendSoon, versionsThroughCache, type AppDeps } from './app';
import { createApp } from './http/app';
import { botQueueFor, type BotEnv } from './http/bot-settings';
import { leaveSettings, type LeaveEnv } from './http/leave-settings';
import { reminderDefaults, type ReminderEnv } from './http/reminder-settings';
import { serverMode } from './server-mode';
import { rateLimitSettings, type RateLimitSettings } from './http/rate-limit';
import { DrizzleEventStore, DrizzlePlayerStore, DrizzleWebhookStore, playerFingerprints } from './store';
import { useLocalWsProxy } from './store/clients/neon';
import { openNeonHttp, useLocalHttpEndpoint } from './store/clients/neon-http';
import { timeoutsFrom } from './store/clients/timeouts';
import { announceToHubs, HubChanges, safetyOf, type ObjectNamespace } from './objects';

/** The Durable Object classes of wrangler.toml's `[[durable_objects.bindings]]`. */
export { GameHub, PlayerHub } from './objects';

/** The bindings of wrangler.toml (and its secrets). The bot queue's (BOT_CONCURRENCY, BOT_QUEUE_GAMES,
 * BOT_SHARE_STEPS, RATE_LIMIT_BOT_STEPS_PER_PLAYER, BOT_ALONE_PERCENT: src/http/bot-settings.ts) are per isolate. */
export interface Env extends BotEnv, LeaveEnv, ReminderEnv {
  /** Postgres connection string (Neon in production): `wrangler secret put DATABASE_URL`. */
  readonly DATABASE_URL: string;
  /** Local development and tests only: a local stand-in for Neon's SQL-over-HTTP endpoint
   * (`scripts/neon-http.ts`, `http://127.0.0.1:<port>/sql`) in front of a plain Postgres. */
  readonly NEON_HTTP_ENDPOINT?: string;
  /** Local development and tests only: host:port of a WebSocket-to-TCP proxy to a plain Postgres
   * (used only by a transaction over several statements: see store/clients/neon-http.ts). */
  readonly NEON_WS_PROXY?: string;
  /** `local` or `production` (src/server-mode.ts, as on Node); unset: production (a Worker always has
   * DATABASE_URL). Local mode, for development and tests only: webhooks may go to http://127.0.0.1. */
  readonly TRICKTABLE_MODE?: string;
  /** `1`: the older spelling of TRICKTABLE_MODE=local. */
  readonly LOCAL_MODE?: string;
  /** Rate limits per token and per client IP, `N/Ws` or `off` (src/http/rate-limit.ts): per isolate. */
  readonly RATE_LIMIT_PER_TOKEN?: string;
  readonly RATE_LIMIT_PER_IP?: string;
  readonly RATE_LIMIT_SIGN_UPS_PER_IP?: string;
  /** Streams and waits open at once per token and per client IP, a number or `off`
   * (src/http/stream-cap.ts): counted per isolate for now (a later issue moves limits to a Durable
   * Object), so a client whose streams land on N isolates may hold N times the cap. */
  readonly RATE_LIMIT_STREAMS_PER_TOKEN?: string;
  readonly RATE_LIMIT_STREAMS_PER_IP?: string;
  /** The secret derived seat and invite tokens come from: `wrangler secret put TOKEN_SECRET` (≥ 32 characters). */
  readonly TOKEN_SECRET?: string;
  /** The static assets of `public/` (`[assets]` in wrangler.toml): the web client under /play. */
  readonly ASSETS?: { fetch(request: Request): Promise<Response> };
  /** Database timeouts in ms (src/store/clients/timeouts.ts): a stalled database answers 503, never hangs. */
  readonly DATABASE_CONNECT_TIMEOUT_MS?: string;
  readonly DATABASE_QUERY_TIMEOUT_MS?: string;
  /** How often a waiting read or stream checks its game, in ms (default 1000: one query a second per
   * open stream or wait). Tests shorten it; production should not. */
  readonly WAIT_POLL_MS?: string;
  /** A Durable Object per game, the change hub its waiters and streams wait on (src/worker/game-hub.ts);
   * absent (e.g. a bare `workerd serve` config), they poll. */
  readonly GAME_HUB?: ObjectNamespace;
  /** A Durable Object per player, the hub of their `/v1/me/stream` and `/v1/me/games` waits (src/objects/player-hub.ts). */
  readonly PLAYER_HUB?: ObjectNamespace;
  /** `hub` (the default when the hubs are bound) or `poll` (PollingChanges, one query per WAIT_POLL_MS). */
  readonly CHANGE_HINTS?: string;
  /** How often a hub with watchers checks its game's version (a player's fingerprint) in PostgreSQL (ms; default 30000). */
  readonly HUB_SAFETY_CHECK_MS?: string;
  /** The game cache's byte budget per isolate (src/app/load/game-cache.ts); default 32 MiB. */
  readonly GAME_CACHE_BYTES?: string;
}

interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

type RequestEnv = Env & { readonly deps: AppDeps };

/** Rate-limit settings from the environment, parsed once per isolate (per distinct value). */
let limits: { key: string; settings: RateLimitSettings } | undefined;
const limitsOf = (env: Env): RateLimitSettings => {
  const key = [env.RATE_LIMIT_PER_TOKEN, env.RATE_LIMIT_PER_IP, env.RATE_LIMIT_SIGN_UPS_PER_IP, env.RATE_LIMIT_STREAMS_PER_TOKEN, env.RATE_LIMIT_STREAMS_PER_IP].join('|');
  if (limits?.key !== key) limits = { key, settings: rateLimitSettings(env) };
  return limits.settings;
};
/** Built once per isolate, as is the HTTP database client (neon-http.ts); what holds an I/O object
 * (a transaction's WebSocket session) is per request: it must not outlive the request that made it. */
const app = createApp((c) => (c.env as RequestEnv).deps, {
  // GraphiQL's files are static assets (`[assets]`), served by the platform like /docs' own.
  graphiql: true,
  rateLimit: { settings: (c) => limitsOf(c.env as Env), clientIp: (c) => c.req.header('cf-connecting-ip') },
  // The platform serves the files of public/ before the Worker runs; deep links (/play/g/…) get here.
  staticAssets: {
    index: async (c) => (c.env as Env).ASSETS?.fetch(new Request(new URL('/play/', c.req.url))),
    reference: async (c) => {
      const page = await (c.env as Env).ASSETS?.fetch(new Request(new URL('/docs-assets/reference/index.html', c.req.url)));
      return page?.ok ? page : undefined;
    },
  },
});

/** Replayed games kept by this isolate between requests (plain data: no I/O object outlives a
 * request), made on the first request, when the environment is known. */
let cache: GameCache | undefined;

/**
 * Per-request dependencies on Neon's HTTP query path (a `fetch` per statement: no connection of our
 * own). Work started after the answer (the first attempt of new webhook deliveries, snapshots) runs
 * in ctx.waitUntil; a WebSocket session opened for a transaction closes once all of it is done.
 */
function requestScope(env: Env, ctx: WorkerContext): { deps: AppDeps; done: () => void; track: (work: Promise<unknown>) => void } {
  if (env.NEON_HTTP_ENDPOINT) useLocalHttpEndpoint(env.NEON_HTTP_ENDPOINT);
  if (env.NEON_WS_PROXY) useLocalWsProxy(env.NEON_WS_PROXY);
  const database = openNeonHttp(env.DATABASE_URL, timeoutsFrom(env));
  cache ??= new GameCache(cacheBytesOf(env.GAME_CACHE_BYTES));
  const pending: Promise<unknown>[] = [];
  const background = (work: Promise<unknown>) => void pending.push(work.catch((err) => logBackgroundFailure('background work', err)));
  // Nobody LISTENs on Workers. With the hubs, every commit pokes its game's object (and its players')
  // and waits and streams wait on those objects; without them, each waiter polls (PollingChanges).
  const hubbed = env.CHANGE_HINTS !== 'poll';
  const [games, players] = hubbed ? [env.GAME_HUB, env.PLAYER_HUB] : [];
  const safetyMs = safetyOf(env.HUB_SAFETY_CHECK_MS);
  const pollMs = Number(env.WAIT_POLL_MS ?? POLL_INTERVAL_MS);
  const deps: AppDeps = {
    store: new DrizzleEventStore(database.db, games ? { announce: announceToHubs({ games, players }, background) } : {}),
    changes: games ? new HubChanges(games, safetyMs) : new PollingChanges(versionsThroughCache(() => deps), pollMs),
    // A player's wait or stream: their hub, or one query per interval for the fingerprint of all their games.
    playerChanges: games && players ? hubPlayerChanges(new HubChanges(players, safetyMs)) : pollingPlayerChanges((ids) => playerFingerprints(database.db, ids), pollMs),
    webhooks: new DrizzleWebhookStore(database.db),
    players: new DrizzlePlayerStore(database.db),
    tokenSecret: env.TOKEN_SECRET,
    cache,
    localMode: serverMode(env).mode === 'local',
    background,
    // One queue per isolate: a game's shares run with the deps of the request that handed it in
    // last, whose waitUntil holds until the game leaves the queue (or waits for its budget).
    bots: botQueueFor(env),
    // LEAVE_DAYS_PER_YEAR, LEAVE_MIN_NOTICE_SECONDS (src/http/leave-settings.ts): a bad value fails the request loudly.
    leave: leaveSettings(env),
    // REMINDER_THRESHOLDS (src/http/reminder-settings.ts): the default thresholds of players.
    reminders: reminderDefaults(env),
    onDeliveries: (gameId) => sendSoon(deps, gameId),
  };
  // Work may start while other work runs (a stream's read plays an overdue turn, whose webhooks are
  // sent in the background): wait until none is left.
  const drain = async () => {
    while (pending.length > 0) await Promise.allSettled(pending.splice(0));
  };
  const done = () => ctx.waitUntil(drain().then(() => database.close()));
  return { deps, done, track: (work) => void pending.push(work.catch(() => {})) };
}

/**
 * A streamed answer (SSE: a game stream, a GraphQL subscription) goes on using the request's
 * database client after `fetch` returns (its checks, and a transaction's WebSocket session when its
 * read plays an overdue turn): the client must close only once the stream has ended — its source
 * finished, or the client went away (the body is then cancelled, which ends the pipe).
 */
function keepOpenWhileStreaming(response: Response, track: (work: Promise<unknown>) => void): Response {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return response;
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  track(response.body.pipeTo(writable));
  return new Response(readable, response);
}

export default {
  async fetch(request: Request, env: Env, ctx: WorkerContext): Promise<Response> {
    const scope = requestScope(env, ctx);
    try {
      return keepOpenWhileStreaming(await app.fetch(request, { ...env, deps: scope.deps } satisfies RequestEnv, ctx as never), scope.track);
    } finally {
      scope.done();
    }
  },

  /** Cron Trigger (wrangler.toml): plays overdue turns and sends due webhook deliveries (retries). */
  async scheduled(_controller: unknown, env: Env, ctx: WorkerContext): Promise<void> {
    const scope = requestScope(env, ctx);
    try {
      await runSweep(scope.deps);
    } finally {
      scope.done();
    }
  },
};
