import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { mkdirSync } from 'node:fs';
import { nodeConfig } from './config';
import { createApp } from './http/app';
import { rateLimitSettings } from './http/rate-limit';
import { DrizzleEventStore } from './store';
import { openPostgres } from './store/clients/node-postgres';
import { openPglite } from './store/clients/pglite';

/** Node entry: `DATABASE_URL` → PostgreSQL through node-postgres; otherwise an embedded, file-backed
 * PGlite under DATA_DIR. Both are migrated at start. */
async function main(): Promise<void> {
  const config = nodeConfig(process.env);
  let database;
  if (config.DATABASE_URL) database = await openPostgres(config.DATABASE_URL);
  else {
    mkdirSync(config.DATA_DIR, { recursive: true });
    database = await openPglite(config.DATA_DIR);
  }
  // Node is the local runtime (a laptop, nothing to install): GraphiQL is on here, never on Workers.
  // The rate limit keys on the socket's address: behind a reverse proxy every client shares one (README).
  const rateLimit = { settings: rateLimitSettings(config), clientIp: (c: Parameters<typeof getConnInfo>[0]) => getConnInfo(c).remote.address };
  const app = createApp({ store: new DrizzleEventStore(database.db) }, { graphiql: true, rateLimit });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
    console.log(`Tricktable listening on http://${info.address}:${info.port} (docs: /docs, GraphiQL: /graphql) — ${where}`);
  });
  const stop = () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
