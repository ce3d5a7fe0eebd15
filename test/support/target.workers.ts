import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/worker';
import { PollingChanges } from '../../src/app/notify';
import { HubChanges } from '../../src/objects';
import { DrizzleEventStore, type EventStore } from '../../src/store';
import { useLocalWsProxy } from '../../src/store/clients/neon';
import { openNeonHttp, useLocalHttpEndpoint } from '../../src/store/clients/neon-http';
import { Api } from './api';
import { snapshot } from './snapshot';
import type { Target } from './target';

export type { Target, TestServer } from './target';

interface TestEnv {
  readonly DATABASE_URL: string;
  readonly NEON_HTTP_ENDPOINT: string;
  readonly NEON_WS_PROXY: string;
  readonly RECEIVER_URL: string;
}
export const testEnv = env as unknown as TestEnv;

/** The suites play whole games as fast as they can, so they run with the rate limit off; the
 * entry's defaults are tested on their own (test/reliability/http/rate-limit-entry.test.ts). */
const unlimited = { ...env, RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off', RATE_LIMIT_STREAMS_PER_TOKEN: 'off', RATE_LIMIT_STREAMS_PER_IP: 'off' };

/** A client of the Worker entry with its environment as deployed (default rate limits on). */
export const entryApi = () => new Api('http://tricktable.test', (url, init) => callWorker(url, init, env));

/** The audit reads through the Worker's own database path (Neon's HTTP queries), a client per call. */
async function withDb<T>(fn: (store: DrizzleEventStore, db: ReturnType<typeof openNeonHttp>['db']) => Promise<T>): Promise<T> {
  useLocalHttpEndpoint(testEnv.NEON_HTTP_ENDPOINT);
  useLocalWsProxy(testEnv.NEON_WS_PROXY);
  const neon = openNeonHttp(testEnv.DATABASE_URL);
  try {
    return await fn(new DrizzleEventStore(neon.db), neon.db);
  } finally {
    await neon.close();
  }
}

const auditStore: EventStore = {
  createGame: (game, subscriptions) => withDb((s) => s.createGame(game, subscriptions)),
  loadGame: (id, after) => withDb((s) => s.loadGame(id, after)),
  append: (gameId, batch) => withDb((s) => s.append(gameId, batch)),
  roundTrips: 0,
};

/**
 * Requests go straight to the Worker's own `fetch` with a real ExecutionContext. (The `SELF` binding
 * slowed down with every request it served — 5 ms at first, 70 ms after 500 — which made long games
 * time out; calling the entry point directly has no such cost and exercises the same code.)
 * `entry`: another isolate's handlers (src/worker.ts workerEntry), its in-memory state its own.
 * `settle`: the answer once the request's background work (waitUntil) is done too.
 */
export async function callWorker(url: string, init: RequestInit, workerEnv: object = unlimited, entry: Pick<typeof worker, 'fetch'> = worker, { settle = false } = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await entry.fetch(new Request(url, init), workerEnv as never, ctx as never);
  // The per-request database pool closes in waitUntil; `settle`: answer once all of it is done.
  const done = waitOnExecutionContext(ctx);
  if (settle) await done;
  return response;
}

/** Workers: src/worker.ts inside workerd, on PostgreSQL 15 through Neon's HTTP driver and the local endpoint. */
export function targets(): Target[] {
  return [
    {
      name: 'workerd + Neon driver',
      async start() {
        return {
          name: 'workerd + Neon driver',
          auditEvery: 10,
          api: new Api('http://tricktable.test', callWorker),
          store: auditStore,
          // A game's waiters watch its hub (a socket each); a player's poll on their own (their
          // watches, and the poll timer pending while they wait).
          waiters: () => HubChanges.watches + PollingChanges.watches + PollingChanges.pendingTimers,
          wakeups: () => HubChanges.hints + PollingChanges.checks,
          snapshot: () => withDb((_, db) => snapshot(db)),
          close: async () => {},
        };
      },
    },
  ];
}
