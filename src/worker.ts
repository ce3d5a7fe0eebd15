import { cacheBytesOf, GameCache, hubPlayerChanges, logBackgroundFailure, PollingChanges, pollingPlayerChanges, POLL_INTERVAL_MS, rearmWakeUps, runSweep, sendSoon, sweepGame, versionsThroughCache, wakeAtOf, type AppDeps } from './app';
import { createApp } from './http/app';
import { botQueueFor, type QueueHolder } from './http/bot-settings';
import { leaveSettings } from './http/leave-settings';
import { reminderDefaults } from './http/reminder-settings';
import type { Env } from './worker-env';
import { serverMode } from './server-mode';
import { rateLimitSettings, type RateLimitSettings } from './http/rate-limit';
import { DrizzleEventStore, DrizzlePlayerStore, DrizzleWebhookStore, playerFingerprints } from './store';
import { useLocalWsProxy } from './store/clients/neon';
import { openNeonHttp, useLocalHttpEndpoint } from './store/clients/neon-http';
import { timeoutsFrom } from './store/clients/timeouts';
import { announceToHubs, GameHub as GameHubObject, HubChanges, limitsThrough, safetyOf, wakeGame, type ObjectNamespace } from './objects';
import type { SharedLimits } from './http/shared-limits';

/** The Durable Object classes of wrangler.toml's `[[durable_objects.bindings]]` (GameHub: below). */
export { Limiter, PlayerHub } from './objects';
export type { Env } from './worker-env';


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
/** The limits of every isolate (the `LIMITER` objects: src/objects/limiter.ts), unless
 * SHARED_LIMITS = "local" (each isolate counts its own, as before them). */
let shared: { namespace: ObjectNamespace; limits: SharedLimits } | undefined;
const sharedLimitsOf = (env: Env): SharedLimits | null => {
  if (!env.LIMITER || env.SHARED_LIMITS === 'local') return null;
  if (shared?.namespace !== env.LIMITER) shared = { namespace: env.LIMITER, limits: limitsThrough(env.LIMITER) };
  return shared.limits;
};

/** The Hono app of one isolate: built once per isolate, as is the HTTP database client (neon-http.ts);
 * what holds an I/O object (a transaction's WebSocket session) is per request: it must not outlive the
 * request that made it. Its in-memory limits are this isolate's (the shared ones are the objects'). */
const isolateApp = () =>
  createApp((c) => (c.env as RequestEnv).deps, {
    // GraphiQL's files are static assets (`[assets]`), served by the platform like /docs' own.
    graphiql: true,
    rateLimit: { settings: (c) => limitsOf(c.env as Env), clientIp: (c) => c.req.header('cf-connecting-ip'), shared: (c) => sharedLimitsOf(c.env as Env) },
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
function requestScope(env: Env, ctx: WorkerContext, own?: { readonly gameId: string; tell(version: number): void }, queues?: QueueHolder): { deps: AppDeps; done: () => void; settle: () => Promise<void>; track: (work: Promise<unknown>) => void } {
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
    store: new DrizzleEventStore(database.db, games ? { announce: announceToHubs({ games, players }, background, own) } : {}),
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
    bots: botQueueFor(env, sharedLimitsOf(env), queues),
    // LEAVE_DAYS_PER_YEAR, LEAVE_MIN_NOTICE_SECONDS (src/http/leave-settings.ts): a bad value fails the request loudly.
    leave: leaveSettings(env),
    // REMINDER_THRESHOLDS (src/http/reminder-settings.ts): the default thresholds of players.
    reminders: reminderDefaults(env),
    onDeliveries: (gameId) => sendSoon(deps, gameId),
    // A failed attempt's retry arms its game's alarm (a game's own sweep re-reads PostgreSQL instead).
    onRetry: env.GAME_HUB && !own ? (gameId, at) => background(wakeGame(env.GAME_HUB!, gameId, at)) : undefined,
  };
  // Work may start while other work runs (a stream's read plays an overdue turn, whose webhooks are
  // sent in the background): wait until none is left.
  const drain = async () => {
    while (pending.length > 0) await Promise.allSettled(pending.splice(0));
  };
  const done = () => ctx.waitUntil(drain().then(() => database.close()));
  return { deps, done, settle: drain, track: (work) => void pending.push(work.catch(() => {})) };
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

/** The Worker's handlers, with an app of their own: what one isolate runs. Tests make two, as two
 * isolates would be (their in-memory limits apart, the objects shared), each with a bot queue of its
 * own (`queues: {}`); without, the module's queue, which the games' objects share. */
export function workerEntry(queues?: QueueHolder) {
  const app = isolateApp();
  return {
    async fetch(request: Request, env: Env, ctx: WorkerContext): Promise<Response> {
      const scope = requestScope(env, ctx, undefined, queues);
      try {
        return keepOpenWhileStreaming(await app.fetch(request, { ...env, deps: scope.deps } satisfies RequestEnv, ctx as never), scope.track);
      } finally {
        scope.done();
      }
    },

    /**
     * Cron Trigger (wrangler.toml, every 5 minutes): the safety net under the games' alarms. Plays
     * overdue turns and sends due deliveries itself, then re-arms the alarm of every game that needs the
     * server before the next run but one (an object evicted with its alarm, a poke that never came).
     */
    async scheduled(_controller: unknown, env: Env, ctx: WorkerContext): Promise<void> {
      const scope = requestScope(env, ctx, undefined, queues);
      try {
        await runSweep(scope.deps);
        const games = env.GAME_HUB;
        if (games) await rearmWakeUps(scope.deps, (gameId, at) => wakeGame(games, gameId, at).catch((err) => logBackgroundFailure(`re-arming the alarm of ${gameId}`, err)), REARM);
      } finally {
        scope.done();
      }
    },
  };
}

export default workerEntry();

/** The cron's re-arming: wake-ups before two of its intervals from now, the earliest 500 a run (each a request to an object). */
const REARM = { horizonMs: 10 * 60_000, limit: 500 };

/**
 * A game's Durable Object (objects/game-hub.ts) whose alarm runs that one game's sweep with the
 * Worker's own dependencies (a scope of its own, as a request's), waits for all it started (the
 * timeout's webhooks, bots), and answers the next wake-up PostgreSQL reports then.
 */
export class GameHub extends GameHubObject {
  protected async sweepGame(gameId: string): Promise<number | null> {
    const pending: Promise<unknown>[] = [];
    const scope = requestScope(this.env as Env, { waitUntil: (p) => void pending.push(p), passThroughOnException: () => {} }, { gameId, tell: (v) => this.tell(v) });
    try {
      const swept = await sweepGame(scope.deps, gameId);
      // Nothing was due (an early or stale alarm): what was read is still what PostgreSQL says.
      if (swept.timeouts === 0 && swept.deliveries === 0) return swept.due && wakeAtOf(swept.due);
      await scope.settle();
      return wakeAtOf(await scope.deps.webhooks!.wakeUp(gameId));
    } finally {
      scope.done();
      await Promise.allSettled(pending);
    }
  }
}
