import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/app';
import { DrizzleEventStore, DrizzleWebhookStore, type AppendBatch, type EventStore } from '../src/store';
import { databaseKinds } from './support/databases';
import { snapshot } from './support/snapshot';
import { startServer, type NodeTestServer } from './support/server';

describe.each(databaseKinds())('Webhook subscriptions on $name', (kind) => {
  let server: NodeTestServer;
  beforeAll(async () => {
    server = await startServer(kind, { sendAtOnce: false });
  });
  afterAll(() => server?.close());

  const hooks = (id: string) => `/v1/games/${id}/webhooks`;

  it('are managed with the admin token only: none is 401, a seat token 403', async () => {
    const g = await server.api.seated('tango');
    const body = { url: 'http://127.0.0.1:9/hook' };
    expect((await server.api.request('POST', hooks(g.id), { body })).status).toBe(401);
    const seat = await server.api.request('POST', hooks(g.id), { body, token: g.tokens[0] });
    expect(seat.status).toBe(403);
    expect(seat.body.code).toBe('forbidden');
    expect((await server.api.request('GET', hooks(g.id), { token: g.tokens[1] })).status).toBe(403);
    const created = await server.api.request('POST', hooks(g.id), { body: { ...body, events: ['turn.started'], seat: 1 }, token: g.adminToken });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: body.url, events: ['turn.started'], seat: 1 });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await server.api.request('GET', hooks(g.id), { token: g.adminToken });
    expect(list.body.webhooks).toEqual([expect.objectContaining({ id: created.body.id, url: body.url, seat: 1, disabledAt: null })]);
    expect(list.text).not.toContain(created.body.secret); // shown once
    expect((await server.api.request('DELETE', `${hooks(g.id)}/${created.body.id}`, { token: g.adminToken })).status).toBe(204);
    expect((await server.api.request('DELETE', `${hooks(g.id)}/${created.body.id}`, { token: g.adminToken })).status).toBe(404);
  });

  it('refuse bad input with field-level errors and write nothing', async () => {
    const g = await server.api.seated('tango');
    for (const [body, path] of [
      [{ url: 'ftp://127.0.0.1/x' }, 'url'],
      [{ url: 'http://127.0.0.1:9/x', events: ['card.played'] }, 'events.0'],
      [{ url: 'http://127.0.0.1:9/x', seat: 2 }, 'seat'],
      [{ url: 'http://example.com/x' }, 'url'],
      [{ url: 'http://user:pw@127.0.0.1/x' }, 'url'],
    ] as const) {
      const before = await server.snapshot();
      const res = await server.api.request('POST', hooks(g.id), { body, token: g.adminToken });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
      expect(await server.snapshot()).toBe(before);
    }
  });

  it('point only at public https hosts unless the server runs in local mode (then http to loopback too)', async () => {
    const production = createApp({ store: server.store, webhooks: new DrizzleWebhookStore(server.database.db), localMode: false });
    const created = await server.api.create('tango');
    const post = (url: string) =>
      production.request(hooks(created.body.id), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${created.body.adminToken}` },
        body: JSON.stringify({ url }),
      });
    for (const url of ['http://127.0.0.1:8080/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://169.254.169.254/latest', 'https://192.168.0.4/x', 'https://localhost/x', 'https://db.internal/x', 'https://intranet/x', 'https://[::1]/x']) {
      const res = await post(url);
      expect(res.status, url).toBe(400);
      expect((await res.json()).code).toBe('invalid-request');
    }
    expect((await post('https://hooks.example.com/tricktable')).status).toBe(201);
  });

  it('an append writes its outbox rows in the same statement: if they fail, the entry is not written either', async () => {
    const store = new DrizzleEventStore(server.database.db);
    const g = await server.api.seated('tango', { autoPlayForced: false });
    const version = (await server.api.view(g.id)).body.version;
    const batch: AppendBatch = {
      entries: [{ seq: version + 1, kind: 'action', seat: 0, payload: { action: { type: 'decline-swap' } }, createdAt: new Date().toISOString() }],
      deliveries: [{ id: 'msg_orphan', webhookId: 'wh_does_not_exist', seq: version + 1, ordinal: 0, type: 'action.applied', payload: {} }],
      hooksVersion: 0,
    };
    const before = await snapshot(server.database.db);
    expect(await store.append(g.id, batch)).toEqual({ ok: false, conflict: 'subscription' });
    expect(await snapshot(server.database.db)).toBe(before);
  });

  it('a subscription deleted between the read and the append: the action is retried and lands once, with no orphan row', async () => {
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', webhooks: [{ url: 'http://127.0.0.1:9/x' }] } });
    const { id, adminToken } = created.body;
    const tokens = [(await server.api.join(id)).body.token, (await server.api.join(id)).body.token];
    const webhooks = new DrizzleWebhookStore(server.database.db);
    const inner = new DrizzleEventStore(server.database.db);
    let raced = false;
    // A concurrent admin deletes the subscription just before this request appends.
    const racing: EventStore = {
      createGame: (game, subs) => inner.createGame(game, subs),
      loadGame: (gid, after) => inner.loadGame(gid, after),
      append: async (gid, batch) => {
        if (!raced) {
          raced = true;
          await webhooks.deleteWebhook({ gameId: gid }, created.body.webhooks[0].id);
        }
        return inner.append(gid, batch);
      },
      get roundTrips() {
        return inner.roundTrips;
      },
    };
    const app = createApp({ store: racing, webhooks, localMode: true });
    const view = await server.api.view(id);
    const seat = view.body.toAct[0];
    const move = (await server.api.legalMoves(id, tokens[seat])).body.moves[0];
    const res = await app.request(`/v1/games/${id}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[seat]}` },
      body: JSON.stringify(move),
    });
    expect(res.status).toBe(200);
    expect(raced).toBe(true);
    const log = (await inner.loadGame(id))!.log;
    expect(log.filter((e) => e.kind === 'action')).toHaveLength(1);
    expect((await server.api.request('GET', hooks(id), { token: adminToken })).body.webhooks).toEqual([]);
  });
});
