import type { BotEnv } from './http/bot-settings';
import type { LeaveEnv } from './http/leave-settings';
import type { ReminderEnv } from './http/reminder-settings';
import type { ObjectNamespace } from './objects';

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
  /** Rate limits per token and per client IP, `N/Ws` or `off` (src/http/rate-limit.ts), counted for
   * every isolate by the LIMITER objects. */
  readonly RATE_LIMIT_PER_TOKEN?: string;
  readonly RATE_LIMIT_PER_IP?: string;
  readonly RATE_LIMIT_SIGN_UPS_PER_IP?: string;
  /** Streams and waits open at once per token and per client IP, a number or `off`
   * (src/http/stream-cap.ts), counted for every isolate by the LIMITER objects. */
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
  /** A Durable Object per game: the change hub its waiters and streams wait on, and the alarm of its turn
   * clock and webhook retries (src/objects/game-hub.ts);
   * absent (e.g. a bare `workerd serve` config), they poll. */
  readonly GAME_HUB?: ObjectNamespace;
  /** A Durable Object per player, the hub of their `/v1/me/stream` and `/v1/me/games` waits (src/objects/player-hub.ts). */
  readonly PLAYER_HUB?: ObjectNamespace;
  /** A Durable Object per limited key (a token, an address, a player's bot budget): the limits of every
   * isolate at once (src/objects/limiter.ts); absent, each isolate counts its own. */
  readonly LIMITER?: ObjectNamespace;
  /** `local`: each isolate counts its own limits even with LIMITER bound (as before the objects). */
  readonly SHARED_LIMITS?: string;
  /** `hub` (the default when the hubs are bound) or `poll` (PollingChanges, one query per WAIT_POLL_MS). */
  readonly CHANGE_HINTS?: string;
  /** How often a hub with watchers checks its game's version (a player's fingerprint) in PostgreSQL (ms; default 30000). */
  readonly HUB_SAFETY_CHECK_MS?: string;
  /** The game cache's byte budget per isolate (src/app/load/game-cache.ts); default 32 MiB. */
  readonly GAME_CACHE_BYTES?: string;
}
