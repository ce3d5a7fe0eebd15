import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { DrizzleEventStore, type EventStore } from '../../src/store';
import { openNeon, useLocalWsProxy } from '../../src/store/clients/neon';
import { Api } from '../support/api';
import { probeEveryRoute, wrongOutageAnswers } from '../support/outage-probes';
import { callWorker, targets, testEnv } from '../support/target.workers';
import { outageRun } from '../reliability/lib/outage';
import { checkOutbox } from '../reliability/lib/outbox-check';
import { verifyLedger } from '../reliability/lib/race';

/**
 * The fault suite of the Workers path (issue 19, item 4): src/worker.ts inside workerd, on the Neon
 * driver through the WebSocket proxy, against PostgreSQL 15 clusters of this suite's own
 * (test/support/workers-fault-setup.ts): the database stopped and restarted under load, a database
 * that never answers, and requests cut off by their client, then retried with their key.
 */
const faultUrl = inject('faultDatabaseUrl');
const control = inject('faultControlUrl');
const workerEnv = (databaseUrl: string) => ({
  ...env,
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_PER_TOKEN: 'off',
  RATE_LIMIT_PER_IP: 'off',
  RATE_LIMIT_SIGN_UPS_PER_IP: 'off',
  RATE_LIMIT_STREAMS_PER_TOKEN: 'off',
  RATE_LIMIT_STREAMS_PER_IP: 'off',
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_QUERY_TIMEOUT_MS: '2000',
});
const apiOn = (databaseUrl: string) => new Api('http://tricktable.test', (url, init) => callWorker(url, init, workerEnv(databaseUrl)));

/** A database client must not outlive its request in workerd: one per call. */
async function onFaultDb<T>(fn: (db: ReturnType<typeof openNeon>['db']) => Promise<T>): Promise<T> {
  useLocalWsProxy(testEnv.NEON_WS_PROXY);
  const neon = openNeon(faultUrl);
  try {
    return await fn(neon.db);
  } finally {
    await neon.close();
  }
}
const faultStore = { loadGame: (id: string) => onFaultDb((db) => new DrizzleEventStore(db).loadGame(id)) } as EventStore;

describe('Database outages inside workerd', () => {
  // The Worker's outage log lines (one per refused request) stay out of the test output.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  it('PostgreSQL 15 stopped and restarted under load: 503 with Retry-After, recovery by itself, nothing lost, doubled or half written', async () => {
    const post = async (path: string) => expect((await fetch(`${control}${path}`, { method: 'POST' })).status).toBe(204);
    const { report, ledger } = await outageRun({ api: apiOn(faultUrl), halt: () => post('/halt'), restart: () => post('/restart'), clients: 4, games: 3, upMs: 1500, downMs: 2500 });
    const check = await verifyLedger(faultStore, report.gameIds, ledger, { complete: true });
    console.log('outage (workerd):', JSON.stringify({ ...report, probes: report.probes.length, gameIds: report.gameIds.length }));
    expect(report.unexpected).toEqual([]);
    expect(check.problems).toEqual([]);
    expect(await onFaultDb(checkOutbox)).toEqual([]);
    expect(report.answersWhileDown['503 service-unavailable']).toBeGreaterThan(0);
    expect(report.accepted).toBeGreaterThan(5);
  }, 120_000);

  it('a database that accepts connections and never answers: every route answers 503, none hangs', async () => {
    const made = { id: 'g_AAAAAAAAAAAAAAAA', tokens: ['tt_seat_made_up'], adminToken: 'tt_admin_made_up', webhookId: 'wh_AAAAAAAAAAAAAAAA', deliveryId: 'msg_AAAAAAAAAAAAAAAAAAAAAA' };
    const api = new Api('http://tricktable.test', (url, init) => callWorker(url, init, { ...workerEnv(inject('silentDatabaseUrl')), DATABASE_CONNECT_TIMEOUT_MS: '300' }));
    expect(wrongOutageAnswers(await probeEveryRoute(api, made))).toEqual([]);
  });
});

describe('Requests cut off inside workerd', () => {
  it('a client that gives up mid-request, then retries with its Idempotency-Key: applied exactly once', async () => {
    const server = await targets()[0]!.start(); // the tier's shared database: nothing is stopped here
    // Through the runtime's own front door (SELF), so that the abort reaches the Worker as a
    // client's disconnect does.
    const self = new Api('http://tricktable.test', (url, init) => SELF.fetch(url, init));
    for (const delay of [0, 2, 5, 10, 20]) {
      const g = await server.api.startedTango();
      const key = `cut-${delay}-${crypto.randomUUID()}`;
      const controller = new AbortController();
      const sent = self.fetch(`/v1/games/${g.id}/actions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${g.tokens[0]}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(g.moves[0]),
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), delay);
      await sent.then((r) => r.text()).catch(() => undefined);
      const retry = await server.api.act(g.id, g.tokens[0], g.moves[0], { 'idempotency-key': key });
      expect(retry.status, retry.text).toBe(200);
      const log = (await server.store.loadGame(g.id))!.log;
      expect(log.length).toBe(g.version + 1);
      expect(log.filter((e) => e.idempotencyKey === key)).toHaveLength(1);
    }
  });
});
