import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { BotQueue, ChangeHub, DEFAULT_BOT_QUEUE, GameCache, nodeNotifier, runSweep, sendSoon, type AppDeps, type BotQueueSettings, type LeaveSettings } from '../../src/app';
import { DrizzleEventStore, DrizzlePlayerStore, DrizzleWebhookStore } from '../../src/store';
import { createApp, type AppOptions } from '../../src/http/app';
import type { DatabaseKind, TestDatabase } from './databases';
import { snapshot } from './snapshot';
import type { TestServer } from './target';
import { Api } from './api';

/** The TOKEN_SECRET of every server under test (vitest.config.ts gives workerd the same). */
export const TEST_TOKEN_SECRET = 'test-only-token-secret-0123456789abcdef';

export interface NodeTestServer extends TestServer {
  readonly store: DrizzleEventStore;
  readonly deps: AppDeps;
  /** The LISTEN/NOTIFY hub its waits and streams watch (as src/node.ts has it; the safety check aside). */
  readonly changes: ChangeHub;
  /** Waits for background work (webhook sends) started so far. */
  settle(): Promise<void>;
  /** One run of the scheduled sweep (turn clocks, due deliveries), as the Cron Trigger does. */
  sweep(): ReturnType<typeof runSweep>;
  readonly database: TestDatabase;
  readonly baseUrl: string;
  /** The bots' queue after the answer, as src/node.ts has it. */
  readonly bots: BotQueue;
}

/** The real app on a real socket (127.0.0.1, a free port) over a real database. */
export interface ServerOptions {
  /** An injected clock (turn clocks, retry schedules); the real one by default. */
  readonly clock?: () => Date;
  /** Send new webhook deliveries at once, as Node does (default true). */
  readonly sendAtOnce?: boolean;
  /** Keep replayed games between requests, as every entry point does (default true). */
  readonly cache?: boolean;
  /** Options of the app itself (a rate limit, GraphiQL). */
  readonly app?: AppOptions;
  /** The bot queue's settings (src/node.ts's defaults unless given). */
  readonly bots?: Partial<BotQueueSettings>;
  /** Leave's allowance and notice (DEFAULT_LEAVE unless given). */
  readonly leave?: LeaveSettings;
}

export async function startServer(kind: DatabaseKind, options: ServerOptions = {}): Promise<NodeTestServer> {
  const database = await kind.open();
  const { listen, notify } = database;
  const notifier = listen && notify ? await nodeNotifier({ db: database.db, listen, notify }) : null;
  const store = new DrizzleEventStore(database.db, { announce: notifier?.announce });
  const pending = new Set<Promise<unknown>>();
  const bots = new BotQueue({ ...DEFAULT_BOT_QUEUE, ...options.bots });
  const deps: AppDeps = {
    store,
    currency: notifier?.currency,
    changes: notifier?.changes,
    playerChanges: notifier?.players,
    webhooks: new DrizzleWebhookStore(database.db),
    players: new DrizzlePlayerStore(database.db),
    tokenSecret: TEST_TOKEN_SECRET,
    cache: options.cache === false ? undefined : new GameCache(),
    localMode: true,
    clock: options.clock,
    background: (work) => {
      const p = work.catch(() => {}).finally(() => pending.delete(p));
      pending.add(p);
    },
    bots,
    leave: options.leave,
    onDeliveries: options.sendAtOnce === false ? undefined : (gameId) => sendSoon(deps, gameId),
  };
  const app = createApp(deps, options.app);
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
    deps,
    changes: notifier?.hub ?? new ChangeHub(),
    waiters: () => notifier?.hub.watching ?? 0,
    wakeups: () => notifier?.hub.published ?? 0,
    settle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    sweep: () => runSweep(deps),
    store,
    database,
    baseUrl,
    bots,
    async close() {
      while (pending.size > 0) await Promise.all([...pending]);
      await bots.stop();
      // A stream a test left open would hold server.close() forever.
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await notifier?.close();
      await database.close();
    },
  };
}
