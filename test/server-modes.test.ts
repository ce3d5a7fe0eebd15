import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startNodeServer, type NodeServerProcess } from './reliability/lib/processes';
import { Api } from './support/api';
import { eventually } from './support/eventually';
import { Receiver } from './support/receiver';
import { scratchDatabase } from './support/scratch-database';

/**
 * Node's two modes (issue 26, item 8), each in src/node.ts as `npm start` runs it (its own process),
 * over real HTTP on one PostgreSQL database. Local mode: a webhook to http://127.0.0.1 is accepted
 * and delivered. Production: refused at registration, and a subscription a local run stored in the
 * same database is refused at delivery (recorded in the delivery log, never sent); without its own
 * TOKEN_SECRET it does not start. Each start line says its mode. Before, Node was local mode whatever
 * its settings. Which mode a start gets (local without DATABASE_URL, as a laptop's `npm start`):
 * src/server-mode.test.ts. Needs TEST_DATABASE_URL (production mode is PostgreSQL only).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'server-modes-test-secret-0123456789abcdef';

async function stop(server: NodeServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/** A game whose start (both seats joined) is sent to `url` as `game.started`. */
async function gameWithHook(api: Api, url: string) {
  return api.request('POST', '/v1/games', { body: { type: 'tango', webhooks: [{ url, events: ['game.started'] }] } });
}

const attemptsOf = async (api: Api, game: { id: string; adminToken: string; webhooks: Array<{ id: string }> }) =>
  (await api.request('GET', `/v1/games/${game.id}/webhooks/${game.webhooks[0].id}/deliveries`, { token: game.adminToken })).body.deliveries.flatMap(
    (d: { attempts: unknown[] }) => d.attempts,
  );

describe.skipIf(!serverUrl)('local and production mode on PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let server: NodeServerProcess | undefined;
  let receiver: Receiver;
  beforeAll(async () => {
    database = await scratchDatabase(serverUrl!, 'tt_modes');
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await stop(server);
    await receiver?.close();
    await database?.drop();
  });

  it('local mode accepts and sends a webhook to http://127.0.0.1; production refuses it at registration and at delivery; each says its mode at start', async () => {
    server = await startNodeServer(database.url, await freePort(), { TRICKTABLE_MODE: 'local', TOKEN_SECRET: SECRET });
    expect(server.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ .* — PostgreSQL \(DATABASE_URL\) — mode: local \(TRICKTABLE_MODE=local; webhooks may go to http:\/\/127\.0\.0\.1;/);
    const local = new Api(server.baseUrl);
    const sent = await gameWithHook(local, receiver.url);
    expect(sent.status, sent.text).toBe(201);
    await local.join(sent.body.id);
    await local.join(sent.body.id);
    await eventually(() => receiver.delivered.some((r) => r.json?.type === 'game.started' && r.json.data?.gameId === sent.body.id), 'the game.started delivery');
    // A subscription the local run stores, for a game that starts later …
    const stored = await gameWithHook(local, receiver.url);
    expect(stored.status, stored.text).toBe(201);
    await stop(server);

    // … then the same database in production.
    server = await startNodeServer(database.url, await freePort(), { TRICKTABLE_MODE: 'production', TOKEN_SECRET: SECRET });
    expect(server.output()).toMatch(/— PostgreSQL \(DATABASE_URL\) — mode: production \(TRICKTABLE_MODE=production; webhooks https to public hosts only\)/);
    const api = new Api(server.baseUrl);
    for (const url of [receiver.url, 'http://localhost:9/hook', 'https://127.0.0.1/hook']) {
      const refused = await gameWithHook(api, url);
      expect(refused.status, url).toBe(400);
      expect(refused.body, url).toMatchObject({ code: 'invalid-request', detail: expect.stringMatching(/^webhook url refused: (https is required|internal and private addresses)/) });
    }
    const added = await api.request('POST', `/v1/games/${stored.body.id}/webhooks`, { token: stored.body.adminToken, body: { url: receiver.url } });
    expect(added.status).toBe(400);

    const before = receiver.received.length;
    await api.join(stored.body.id);
    await api.join(stored.body.id);
    await eventually(async () => (await attemptsOf(api, stored.body)).length > 0, 'the first attempt of the stored subscription');
    const [attempt] = await attemptsOf(api, stored.body);
    expect(attempt).toMatchObject({ status: null, error: 'refused: 127.0.0.1 resolves to 127.0.0.1, a loopback address' });
    expect(receiver.received.length).toBe(before);
  });

  it('does not start without its own TOKEN_SECRET (no secret generated on the fly), and says which setting is missing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tricktable-production-'));
    try {
      const start = startNodeServer(database.url, await freePort(), { TRICKTABLE_MODE: '', TOKEN_SECRET: '', DATA_DIR: dataDir });
      await expect(start).rejects.toThrow(/production mode \(the default with DATABASE_URL\) needs TOKEN_SECRET/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
