import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameCache, type AppDeps } from '../src/app';
import { createApp } from '../src/http/app';
import { ChangeAnnouncer, DrizzleEventStore, DrizzleWebhookStore } from '../src/store';
import { Api } from './support/api';
import { databaseKinds } from './support/databases';
import { eventually } from './support/eventually';
import { startServer, type NodeTestServer } from './support/server';

/**
 * On Node a write by any process wakes every process's waiters: each announces its appends on the
 * game channel right after they commit (NOTIFY), and each LISTENs. "Another process" here is a second
 * app on the same database with nothing in memory in common — its own cache and its own announcer,
 * no waiters — so the waiting server can learn of its write only through the database's notification.
 */
describe.each(databaseKinds())('Waiters woken by a write in another process, on $name', (kind) => {
  let server: NodeTestServer;
  let other: Api;
  beforeAll(async () => {
    server = await startServer(kind);
    const announcer = new ChangeAnnouncer(server.database.notify!);
    const store = new DrizzleEventStore(server.database.db, { announce: (id, version) => announcer.announce(id, version) });
    const deps: AppDeps = { store, webhooks: new DrizzleWebhookStore(server.database.db), cache: new GameCache(), localMode: true };
    const app = createApp(deps);
    other = new Api('http://other-process', (url, init) => Promise.resolve(app.request(url, init)));
  });
  afterAll(() => server?.close());

  async function waitThenMoveElsewhere() {
    const g = await server.api.startedTango();
    const heard = server.changes.published;
    const answer = server.api.request('GET', `/v1/games/${g.id}`, { token: g.tokens[1], headers: { 'if-none-match': `"${g.version}"`, prefer: 'wait=60' } });
    await eventually(() => server.changes.watching > 0, 'the read to wait');
    expect((await other.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
    const res = await answer;
    expect(res.status, res.text).toBe(200);
    expect(res.body.version).toBe(g.version + 1);
    expect(server.changes.published).toBeGreaterThan(heard);
  }

  it("the other process's move answers this one's waiting GET", async () => {
    await waitThenMoveElsewhere();
  });

  it.runIf(kind.name === 'PostgreSQL')('a lost listening connection is made again, and waiters still wake', async () => {
    const listeners = async () =>
      ((await server.database.db.execute(sql`SELECT pid FROM pg_stat_activity WHERE application_name = 'tricktable-listen' AND datname = current_database()`)) as unknown as {
        rows: Array<{ pid: number }>;
      }).rows.map((r) => r.pid);
    const [old] = await listeners();
    expect(old).toBeDefined();
    await server.database.db.execute(sql`SELECT pg_terminate_backend(${old}::int)`);
    // A new listening connection (another backend) replaces the one killed.
    await eventually(async () => {
      const now = await listeners();
      return now.length === 1 && now[0] !== old;
    }, 'the listener to reconnect');
    await waitThenMoveElsewhere();
  });
});
