import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameCache, type AppDeps } from '../src/app';
import { createApp } from '../src/http/app';
import { DrizzleEventStore, DrizzleWebhookStore } from '../src/store';
import { Api } from './support/api';
import { databaseKinds, type TestDatabase } from './support/databases';
import { withNeonHttp } from './support/neon-http-database';

/**
 * Two isolates (or processes) on one database, each with its own cache of replayed games: whatever
 * either cached, every answer is the truth, and a warm move costs one database round trip.
 */
describe.each(withNeonHttp(databaseKinds()))('The game cache on $name', (kind) => {
  let database: TestDatabase;
  const isolate = () => {
    const deps: AppDeps = {
      store: new DrizzleEventStore(database.db),
      webhooks: new DrizzleWebhookStore(database.db),
      cache: new GameCache(),
      localMode: true,
    };
    const app = createApp(deps);
    return { deps, api: new Api('http://isolate', (url, init) => Promise.resolve(app.request(url, init))) };
  };
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());

  async function game(api: Api) {
    const g = await api.seated('tango', { firstDealer: 0, autoPlayForced: false });
    return g;
  }
  async function moveOf(api: Api, id: string, token: string) {
    return (await api.legalMoves(id, token)).body.moves[0];
  }

  it('a cold move reads the game and appends (2 round trips); a warm one only appends (1)', async () => {
    const a = isolate();
    const g = await game(isolate().api); // created elsewhere: a has nothing cached
    const trips = () => a.deps.store.roundTrips;
    const move = await moveOf(isolate().api, g.id, g.tokens[0]!);
    let before = trips();
    expect((await a.api.act(g.id, g.tokens[0], move)).status).toBe(200);
    expect(trips() - before).toBe(2);
    const reply = await moveOf(isolate().api, g.id, g.tokens[1]!);
    // The game moved on elsewhere? No: b only read. a's cache is current, so this move is warm.
    before = trips();
    expect((await a.api.act(g.id, g.tokens[1], reply)).status).toBe(200);
    expect(trips() - before).toBe(1);
  });

  it('a stale cache never answers wrongly: a move made elsewhere is read before judging, and If-Match compares with the truth', async () => {
    const a = isolate();
    const b = isolate();
    const g = await game(a.api);
    await a.api.view(g.id); // a caches version 2
    expect((await b.api.act(g.id, g.tokens[0], await moveOf(b.api, g.id, g.tokens[0]!))).status).toBe(200);
    // a still holds version 2, where it was seat 0's turn; now it is seat 1's, at version 3.
    const move = await moveOf(b.api, g.id, g.tokens[1]!);
    const res = await a.api.act(g.id, g.tokens[1], move, { 'if-match': '"3"' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.version).toBe(4);
    const log = (await a.deps.store.loadGame(g.id))!.log;
    expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  });

  it('moves alternate between two isolates without a single conflict reaching the client', async () => {
    const isolates = [isolate(), isolate()];
    const g = await game(isolates[0]!.api);
    for (let i = 0; i < 30; i++) {
      const api = isolates[i % 2]!.api;
      const view = (await api.view(g.id)).body;
      if (view.status !== 'active') break;
      const seat = view.toAct[0];
      const other = isolates[(i + 1) % 2]!.api; // acts through the isolate that did not read
      const res = await other.act(g.id, g.tokens[seat], await moveOf(api, g.id, g.tokens[seat]!));
      expect(res.status, res.text).toBe(200);
    }
    const log = (await isolates[0]!.deps.store.loadGame(g.id))!.log;
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
  });

  it('a subscription added through another isolate gets the next notification even from a stale cache', async () => {
    const a = isolate();
    const b = isolate();
    const g = await game(a.api);
    await a.api.view(g.id);
    const hook = await b.api.request('POST', `/v1/games/${g.id}/webhooks`, { token: g.adminToken, body: { url: 'http://127.0.0.1:9/x', events: ['action.applied'] } });
    expect(hook.status).toBe(201);
    const move = await moveOf(b.api, g.id, g.tokens[0]!); // read through b: a's cache stays as it was
    expect((await a.api.act(g.id, g.tokens[0], move)).status).toBe(200);
    const log = (await b.api.request('GET', `/v1/games/${g.id}/webhooks/${hook.body.id}/deliveries`, { token: g.adminToken })).body.deliveries;
    expect(log.map((d: { type: string }) => d.type)).toEqual(['action.applied']);
  });
});
