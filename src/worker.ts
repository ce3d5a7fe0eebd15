import type { AppDeps } from './app';
import { createApp } from './http/app';
import { rateLimitSettings, type RateLimitSettings } from './http/rate-limit';
import { DrizzleEventStore } from './store';
import { openNeon, useLocalWsProxy } from './store/clients/neon';

/** The bindings of wrangler.toml (and its secrets). */
export interface Env {
  /** Postgres connection string (Neon in production): `wrangler secret put DATABASE_URL`. */
  readonly DATABASE_URL: string;
  /** Local development and tests only: host:port of a WebSocket-to-TCP proxy to a plain Postgres. */
  readonly NEON_WS_PROXY?: string;
  /** Rate limits per token and per client IP, `N/Ws` or `off` (src/http/rate-limit.ts): per isolate. */
  readonly RATE_LIMIT_PER_TOKEN?: string;
  readonly RATE_LIMIT_PER_IP?: string;
}

interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

type RequestEnv = Env & { readonly deps: AppDeps };

/** Built once per isolate; the database client is per request (a Workers I/O object must not
 * outlive the request that created it). */
let limits: { key: string; settings: RateLimitSettings } | undefined;
const limitsOf = (env: Env): RateLimitSettings => {
  const key = `${env.RATE_LIMIT_PER_TOKEN}|${env.RATE_LIMIT_PER_IP}`;
  if (limits?.key !== key) limits = { key, settings: rateLimitSettings(env) };
  return limits.settings;
};
const app = createApp((c) => (c.env as RequestEnv).deps, {
  rateLimit: { settings: (c) => limitsOf(c.env as Env), clientIp: (c) => c.req.header('cf-connecting-ip') },
});

export default {
  async fetch(request: Request, env: Env, ctx: WorkerContext): Promise<Response> {
    if (env.NEON_WS_PROXY) useLocalWsProxy(env.NEON_WS_PROXY);
    const database = openNeon(env.DATABASE_URL);
    try {
      const deps: AppDeps = { store: new DrizzleEventStore(database.db) };
      return await app.fetch(request, { ...env, deps } satisfies RequestEnv, ctx as never);
    } finally {
      ctx.waitUntil(database.close());
    }
  },

  /** Cron Trigger: the sweeps (webhook retries, turn clocks) hook in here. */
  async scheduled(_controller: unknown, _env: Env, _ctx: WorkerContext): Promise<void> {},
};
