import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from '../../../src/http/app';
import type { RateLimitSettings } from '../../../src/http/rate-limit';
import { DrizzleEventStore } from '../../../src/store';
import { Api } from '../../support/api';
import type { DatabaseKind } from '../../support/databases';
import { snapshot } from '../../support/snapshot';
import type { NodeTestServer } from '../../support/server';

/** As test/support/server.ts, with app options (a rate limit) and an optional clock for it. */
export async function startServerWith(kind: DatabaseKind, options: AppOptions = {}): Promise<NodeTestServer> {
  const database = await kind.open();
  const store = new DrizzleEventStore(database.db);
  const app = createApp({ store }, options);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    name: kind.name,
    auditEvery: 1,
    api: new Api(baseUrl),
    snapshot: () => snapshot(database.db),
    store,
    database,
    baseUrl,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}

/** Rate-limit options as src/node.ts builds them, with given settings and clock. */
export function nodeRateLimit(settings: RateLimitSettings, now?: () => number): AppOptions['rateLimit'] {
  return { settings, now, clientIp: (c) => getConnInfo(c).remote.address };
}
