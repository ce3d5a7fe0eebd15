import { z } from 'zod';
import { SERVER_MODES } from './server-mode';

/** The environment, parsed once with Zod at start: a bad setting fails loudly, at once. */
const nodeEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  /** `local` or `production` (src/server-mode.ts); unset (or empty): production with DATABASE_URL, local without. */
  TRICKTABLE_MODE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SERVER_MODES).optional()),
  /** `1`: the Worker's older spelling of TRICKTABLE_MODE=local, read the same on Node. */
  LOCAL_MODE: z.string().optional(),
  /** `N/Ws` or `off` (src/http/rate-limit.ts); defaults there. */
  RATE_LIMIT_PER_TOKEN: z.string().optional(),
  RATE_LIMIT_PER_IP: z.string().optional(),
  /** Player sign-ups per client IP (`30/3600s` by default; src/http/rate-limit.ts). */
  RATE_LIMIT_SIGN_UPS_PER_IP: z.string().optional(),
  /** Streams and waits open at once per bearer token (8) and per client IP (64), a number or `off`
   * (src/http/stream-cap.ts). */
  RATE_LIMIT_STREAMS_PER_TOKEN: z.string().optional(),
  RATE_LIMIT_STREAMS_PER_IP: z.string().optional(),
  /** The bot queue and budget (src/http/bot-settings.ts; README "Bots and budgets"); defaults there. */
  BOT_CONCURRENCY: z.string().optional(),
  BOT_QUEUE_GAMES: z.string().optional(),
  BOT_SHARE_STEPS: z.string().optional(),
  RATE_LIMIT_BOT_STEPS_PER_PLAYER: z.string().optional(),
  BOT_ALONE_PERCENT: z.string().optional(),
  /** Leave's allowance and notice (src/http/leave-settings.ts; README "Correspondence clocks"); defaults there. */
  LEAVE_DAYS_PER_YEAR: z.string().optional(),
  LEAVE_MIN_NOTICE_SECONDS: z.string().optional(),
  /** The reminder thresholds of players who chose none (src/http/reminder-settings.ts; README "Reminders"). */
  REMINDER_THRESHOLDS: z.string().optional(),
  /** The secret derived seat and invite tokens come from (src/app/callers/seat-tokens.ts); generated once
   * into DATA_DIR/token-secret when unset in local mode; required in production. At least 32 characters. */
  TOKEN_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  /** Milliseconds (src/store/clients/timeouts.ts); defaults there. */
  DATABASE_CONNECT_TIMEOUT_MS: z.string().optional(),
  DATABASE_QUERY_TIMEOUT_MS: z.string().optional(),
  /** The game cache's byte budget (src/app/load/game-cache.ts, cacheBytesOf); default 32 MiB. */
  GAME_CACHE_BYTES: z.string().optional(),
});

export type NodeConfig = z.infer<typeof nodeEnv>;

export function nodeConfig(env: Record<string, string | undefined>): NodeConfig {
  const parsed = nodeEnv.safeParse(env);
  if (!parsed.success) throw new Error(`bad environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/**
 * What production mode needs of Node that local mode stands in for; empty when it can start. WHY
 * no stand-ins there: the embedded PGlite is one process on one disk, and a TOKEN_SECRET generated
 * into DATA_DIR differs per machine and goes with the disk, so derived seat tokens would stop matching
 * after a redeploy or on another server of the same database.
 */
export function productionGaps(config: NodeConfig): string[] {
  const gaps: string[] = [];
  if (!config.DATABASE_URL) gaps.push('DATABASE_URL (PostgreSQL; the embedded PGlite is local mode only)');
  if (!config.TOKEN_SECRET) gaps.push(`TOKEN_SECRET (at least 32 characters, e.g. \`openssl rand -hex 32\`; a server that ran before keeps its tokens with the contents of ${config.DATA_DIR}/token-secret)`);
  return gaps;
}
