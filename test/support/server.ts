import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { DrizzleEventStore } from '../../src/store';
import { createApp } from '../../src/http/app';
import type { DatabaseKind, TestDatabase } from './databases';
import { Api } from './api';

export interface TestServer {
  readonly api: Api;
  readonly store: DrizzleEventStore;
  readonly database: TestDatabase;
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** The real app on a real socket (127.0.0.1, a free port) over a real database. */
export async function startServer(kind: DatabaseKind): Promise<TestServer> {
  const database = await kind.open();
  const store = new DrizzleEventStore(database.db);
  const app = createApp({ store });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    api: new Api(baseUrl),
    store,
    database,
    baseUrl,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}
