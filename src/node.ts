import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { mkdirSync } from 'node:fs';
import { tokenSecretIn } from './node-secret';
import { BotQueue, cacheBytesOf, GameCache, logBackgroundFailure, nodeNotifier, runSweep, sendSoon, type AppDeps } from './app';
import { nodeConfig, productionGaps } from './config';
import { createApp } from './http/app';
import { botQueueSettings } from './http/bot-settings';
import { leaveSettings } from './http/leave-settings';
import { reminderDefaults } from './http/reminder-settings';
import { rateLimitSettings } from './http/rate-limit';
import { nodeStaticAssets } from './http/node-static-files';
import { DrizzleEventStore, DrizzlePlayerStore, DrizzleWebhookStore } from './store';
import { openPostgres } from './store/clients/node-postgres';
import { openPglite } from './store/clients/pglite';
import { timeoutsFrom } from './store/clients/timeouts';
import { serverMode } from './server-mode';
import { addressGuard } from './webhooks/address-guard';
import { isLoopbackHost, modeLine } from './node-mode-line';

/** How often the in-process sweep runs: webhook retries and turn clocks. */
const SWEEP_MS = 1000;

/** Node entry: `DATABASE_URL` → PostgreSQL through node-postgres; otherwise an embedded, file-backed
 * PGlite under DATA_DIR. Both are migrated at start. TRICKTABLE_MODE (src/server-mode.ts) says local
 * (webhooks may go to http://127.0.0.1; PGlite and a generated TOKEN_SECRET allowed) or production
 * (neither), printed in the start line. GraphiQL is on in both, as on Workers. Waiting reads and
 * streams wake through LISTEN/NOTIFY (nodeNotifier), so a write by any server process on the same
 * database wakes this one's waiters. */
async function main(): Promise<void> {
  const config = nodeConfig(process.env);
  const mode = serverMode(config);
  const localMode = mode.mode === 'local';
  const gaps = localMode ? [] : productionGaps(config);
  if (gaps.length > 0) throw new Error(`production mode (${mode.why}) needs ${gaps.join(' and ')}; for a local run set TRICKTABLE_MODE=local`);
  // Production has its TOKEN_SECRET (above): only local mode ever generates one.
  const tokenSecret = config.TOKEN_SECRET ?? tokenSecretIn(config.DATA_DIR);
  let database;
  if (config.DATABASE_URL) database = await openPostgres(config.DATABASE_URL, { timeouts: timeoutsFrom(config) });
  else {
    mkdirSync(config.DATA_DIR, { recursive: true });
    database = await openPglite(config.DATA_DIR);
  }
  const notifier = await nodeNotifier(database);
  // The bots' work after the answer: round-robin, capped, paid for (a bad setting fails at start).
  const bots = new BotQueue(botQueueSettings(config));
  const leave = leaveSettings(config);
  const deps: AppDeps = {
    store: new DrizzleEventStore(database.db, { announce: notifier.announce }),
    // Reads answer from memory when the LISTEN connection vouches that nothing newer was committed.
    currency: notifier.currency,
    changes: notifier.changes,
    playerChanges: notifier.players,
    webhooks: new DrizzleWebhookStore(database.db),
    players: new DrizzlePlayerStore(database.db),
    tokenSecret,
    cache: new GameCache(cacheBytesOf(config.GAME_CACHE_BYTES)),
    localMode,
    // Each delivery's host is resolved right before it is sent: a name pointing inward is refused
    // (loopback too in production, so a subscription stored by a local run is never sent inward).
    checkWebhookTarget: addressGuard({ localMode }),
    background: (work) => void work.catch((err) => logBackgroundFailure('background work', err)),
    bots,
    leave,
    reminders: reminderDefaults(config),
    onDeliveries: (gameId) => sendSoon(deps, gameId),
  };
  // The rate limit keys on the socket's address: behind a reverse proxy every client shares one (README).
  const rateLimit = { settings: rateLimitSettings(config), clientIp: (c: Parameters<typeof getConnInfo>[0]) => getConnInfo(c).remote.address };
  const app = createApp(deps, { graphiql: true, rateLimit, staticAssets: nodeStaticAssets() });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
    console.log(`Tricktable listening on http://${info.address}:${info.port} (play: /play, docs: /docs, GraphiQL: /graphql) — ${where} — ${modeLine(mode)}`);
    if (localMode && !isLoopbackHost(config.HOST)) console.warn(`warning: local mode on ${config.HOST}: whoever reaches this port may aim webhooks at this machine's loopback; set TRICKTABLE_MODE=production`);
  });
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    runSweep(deps)
      .catch((err) => logBackgroundFailure('the sweep', err))
      .finally(() => (sweeping = false));
  }, SWEEP_MS);
  const stop = () => {
    clearInterval(sweep);
    void bots.stop();
    server.close();
    // Open streams would hold server.close() forever: end their connections too.
    if ('closeAllConnections' in server) server.closeAllConnections();
    void notifier
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
