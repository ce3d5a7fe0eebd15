import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_QUEUE } from '../../src/app';
import { nodeConfig } from '../../src/config';
import { botQueueSettings } from '../../src/http/bot-settings';
import { databaseKinds } from '../support/databases';
import { GqlClient } from '../support/graphql/client';
import { newPlayer, viewWhenFinished } from '../support/players';
import { startServer, type NodeTestServer } from '../support/server';

/**
 * Bot work is paid for (issue 26, item 1). Before, `POST /v1/games` with every seat a bot and no
 * credential made the server play the whole game (0.5–3.4 s of CPU a request), and one GraphQL
 * operation of 20 such `createGame` fields cost 11–12 s. Now a game of bots alone needs a player
 * key (`403 bots-need-a-player`), books a share of that player's bot budget (`429 bot-budget-spent`
 * with `Retry-After` when too little is left), and a GraphQL field that seats bots weighs 10 of an
 * operation's 20 root fields. A person with bots (the web client's "Play against bots") is as before.
 */
describe('bot budget: settings', () => {
  it('defaults: 1 share at once, 1,000 games, 2,000 steps a share, games of bots alone a quarter of the time, a million steps a minute per player; each one a setting', () => {
    expect(botQueueSettings({})).toEqual(DEFAULT_BOT_QUEUE);
    expect(DEFAULT_BOT_QUEUE).toEqual({ concurrency: 1, maxGames: 1000, shareSteps: 2000, alonePercent: 25, perPlayer: { capacity: 1_000_000, perSecond: 1_000_000 / 60 } });
    const set = { BOT_CONCURRENCY: '1', BOT_QUEUE_GAMES: '5', BOT_SHARE_STEPS: '100', BOT_ALONE_PERCENT: '10', RATE_LIMIT_BOT_STEPS_PER_PLAYER: '9000/90s' };
    expect(botQueueSettings(set)).toEqual({ concurrency: 1, maxGames: 5, shareSteps: 100, alonePercent: 10, perPlayer: { capacity: 9000, perSecond: 100 } });
    expect(botQueueSettings({ RATE_LIMIT_BOT_STEPS_PER_PLAYER: 'off' }).perPlayer).toBeNull();
    expect(() => botQueueSettings({ BOT_CONCURRENCY: '0' })).toThrow(/BOT_CONCURRENCY/);
    expect(() => botQueueSettings({ BOT_ALONE_PERCENT: '0' })).toThrow(/BOT_ALONE_PERCENT/);
    expect(() => botQueueSettings({ BOT_ALONE_PERCENT: '101' })).toThrow(/BOT_ALONE_PERCENT/);
    expect(nodeConfig(set)).toMatchObject(set);
  });
});

describe.each(databaseKinds())('bot budget over HTTP on $name', (kind) => {
  let server: NodeTestServer;
  let gql: GqlClient;
  // One share a game at creation (8,000 steps here: a random bots' game fits in one), and a budget
  // of 10,000 steps holds one, not two.
  const budget = { capacity: 10_000, perSecond: 10_000 / 3600 };
  beforeAll(async () => {
    server = await startServer(kind, { bots: { perPlayer: budget, shareSteps: 8000 } });
    gql = new GqlClient(server.api);
  });
  afterAll(() => server?.close());

  const allBots = { type: 'tantony', options: { variant: 'three-player' }, bots: { '0': 'random', '1': 'random', '2': 'random' } };
  /** One operation of `aliases.length` createGame fields, each with `bots` (GraphQL variables). */
  const createGql = (aliases: string[], bots: Record<string, string>, token?: string, more = '') =>
    gql.request(`mutation ($o: JSON, $b: JSON) { ${aliases.map((a) => `${a}: createGame(type: "tantony", options: $o, bots: $b) { id status }`).join(' ')} ${more} }`, { o: { variant: 'three-player' }, b: bots }, { token });
  const three = { '0': 'random', '1': 'random', '2': 'random' };

  it('anonymously, a game of bots alone is refused 403 bots-need-a-player on REST and GraphQL, and nothing is written; a person with bots is created as before', async () => {
    const before = await server.snapshot();
    const refused = await server.api.request('POST', '/v1/games', { body: allBots });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 403, code: 'bots-need-a-player', type: 'https://tricktable.dev/problems/bots-need-a-player' });
    // A seat token or an admin token is no player either.
    const admin = (await server.api.create('tango')).body.adminToken;
    const before2 = await server.snapshot();
    expect((await server.api.request('POST', '/v1/games', { token: admin, body: allBots })).body.code).toBe('bots-need-a-player');
    const reply = await createGql(['g'], three);
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'bots-need-a-player' });
    expect(await server.snapshot()).toBe(before2);
    expect(before2).not.toBe(before); // (the tango game above was written)

    // One seat left for a person: created, waiting for them (the web client's quick start).
    const withPerson = await server.api.request('POST', '/v1/games', { body: { ...allBots, bots: { '1': 'expert', '2': 'basic' } } });
    expect([withPerson.status, withPerson.body.status]).toEqual([201, 'waiting']);
    // The admin cannot make it bots alone afterwards: the last free seat goes to a person.
    const last = await server.api.request('POST', `/v1/games/${withPerson.body.id}/join`, { token: withPerson.body.adminToken, body: { bot: 'random' } });
    expect([last.status, last.body.code]).toEqual([403, 'bots-need-a-player']);
    const person = await server.api.join(withPerson.body.id, { name: 'Ada' });
    expect([person.status, person.body.started]).toEqual([201, true]);
  });

  it("with a player key a game of bots alone is created and played to its end; it books a share of the player's budget, and past it creation is 429 bot-budget-spent with Retry-After", async () => {
    const ada = await newPlayer(server.api, 'Ada');
    const created = await server.api.request('POST', '/v1/games', { token: ada.key, body: allBots });
    expect([created.status, created.body.status]).toEqual([201, 'active']);
    // 10,000 − 8,000 booked: less than a share is left, whatever the bots have spent since.
    const before = await server.snapshot();
    const refused = await server.api.request('POST', '/v1/games', { token: ada.key, body: allBots });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ status: 429, code: 'bot-budget-spent' });
    expect(refused.body.retryAfter).toBe(Number(refused.headers.get('retry-after')));
    const reply = await createGql(['g'], three, ada.key);
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'bot-budget-spent' });
    expect(await server.snapshot()).toBe(before);
    // Only Ada's budget is spent: Bob's is whole, and a game with a person needs none.
    const bob = await newPlayer(server.api, 'Bob');
    const bobs = await createGql(['g'], three, bob.key);
    expect(bobs.data?.g.status).toBe('active');
    expect((await server.api.request('POST', '/v1/games', { token: ada.key, body: { ...allBots, bots: { '1': 'random' } } })).status).toBe(201);
    // The bots play Ada's game to its end after the answer: within her budget (random bots' moves are cheap).
    expect((await viewWhenFinished(server.api, created.body.id)).status).toBe('finished');
    // Bob's game too, before the next test reads the database: its bots rest out the pace of games
    // of bots alone (BOT_ALONE_PERCENT) and would otherwise write during the next test's checks.
    expect((await viewWhenFinished(server.api, bobs.data.g.id)).status).toBe('finished');
  });

  it('GraphQL: a field that seats bots weighs 10 root fields, so three createGame with bots in one operation are refused before any is run; two pass', async () => {
    const before = await server.snapshot();
    const refused = await createGql(['a', 'b', 'c'], { '1': 'random' });
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toMatch(/costs 30 \(3 fields seat bots\)/);
    expect(await server.snapshot()).toBe(before);
    // join with a bot and takeoverSeat weigh the same.
    const others = 'j: join(gameId: "g_AAAAAAAAAAAAAAAA", bot: "random") { seat } t: takeoverSeat(gameId: "g_AAAAAAAAAAAAAAAA", seat: 0, bot: "random") { version }';
    expect((await createGql(['a'], { '1': 'random' }, undefined, others)).errors?.[0]?.message).toMatch(/costs 30 \(3 fields seat bots\)/);
    const two = await createGql(['a', 'b'], { '1': 'random' });
    expect(two.errors).toBeUndefined();
    expect([two.data.a.status, two.data.b.status]).toEqual(['waiting', 'waiting']);
    // Twenty fields with no bots are as before.
    const twenty = Array.from({ length: 20 }, (_, i) => `g${i}: createGame(type: "tango") { id }`).join(' ');
    expect((await gql.request(`mutation { ${twenty} }`)).errors).toBeUndefined();
  });
});
