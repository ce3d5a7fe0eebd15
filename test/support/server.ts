import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { DrizzleEventStore } from '../../src/store';
import { createApp } from '../../src/http/app';
import type { DatabaseKind, TestDatabase } from './databases';
import { snapshot } from './snapshot';
import type { TestServer } from './target';
import { Api } from './api';

export interface NodeTestServer extends TestServer {
  readonly store: DrizzleEventStore;
  readonly database: TestDatabase;
  readonly baseUrl: string;
}

/** The real app on a real socket (127.0.0.1, a free port) over a real database. */
export async function startServer(kind: DatabaseKind): Promise<NodeTestServer> {
  const database = await kind.open();
  const store = new DrizzleEventStore(database.db);
  const app = createApp({ store });
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
