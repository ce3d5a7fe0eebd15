import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAnswerEvents, auditEventLog, leaked, loadInternal, readAllPages, secretsNow } from '../support/leak-audit';
import { targets, type TestServer } from '#target';
import { GqlClient } from '../support/graphql/client';
import { newPlayer, viewWhenFinished } from '../support/players';

/** Requests a reader may make before a game driven by bots must be over (a bound, not a timing). */
const MAX_REQUESTS = 3000;

/**
 * Bot seats over HTTP (issue 16): the admin seats bots (at creation or by join), views show them, a
 * bot plays at once in the same commit as the move before it (entries of kind `bot` with the level),
 * and what a request does not finish goes on after the answer or with the next request — so a person
 * against bots finishes a game with their own requests alone, and all-bot games finish.
 */
describe.each(targets())('Bot seats on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  it('one person against three bots (random, basic, expert) plays Tantony to the end with only their own requests; no bot entry leaks a card', async () => {
    const { api } = server;
    const created = await api.request('POST', '/v1/games', { body: { type: 'tantony', options: { variant: 'teams' }, bots: { '1': 'random', '2': 'basic', '3': 'expert' } } });
    expect(created.status).toBe(201);
    expect(created.body.seats.map((s: { bot: string | null }) => s.bot)).toEqual([null, 'random', 'basic', 'expert']);
    expect(created.body.status).toBe('waiting');
    const id: string = created.body.id;
    const joined = await api.join(id, { name: 'Ada' });
    expect(joined.status).toBe(201);
    const token: string = joined.body.token;
    let view = (await api.view(id, token)).body;
    expect(view.seats.map((s: { bot: string | null }) => s.bot)).toEqual([null, 'random', 'basic', 'expert']);
    let sawBotsInAnswer = false;
    for (let n = 0; n < MAX_REQUESTS && view.status !== 'finished'; n++) {
      if (!view.toAct.includes(0)) {
        view = (await api.view(id, token)).body; // the bots' share that did not fit the last answer
        continue;
      }
      const moves = (await api.legalMoves(id, token)).body.moves;
      const before: number = view.version;
      const acted = await api.act(id, token, moves[moves.length - 1]);
      expect(acted.status).toBe(200);
      if (acted.body.version > before + 1) {
        sawBotsInAnswer = true;
        const loaded = await loadInternal(server.store, id);
        expect(auditAnswerEvents(loaded, before, acted.body.version, acted.body.events, 0)).toEqual([]);
      }
      view = acted.body.view;
    }
    expect(view.status).toBe('finished');
    expect(sawBotsInAnswer).toBe(true);
    const loaded = await loadInternal(server.store, id);
    const kinds = loaded.history.filter((h) => h.kind === 'bot');
    expect(new Set(kinds.map((h) => h.seat))).toEqual(new Set([1, 2, 3]));
    expect(loaded.history.filter((h) => h.seat === 0 && h.kind !== 'join' && h.kind !== 'auto').every((h) => h.kind === 'action')).toBe(true);
    // The log as the person and a spectator read it: every bot entry named, no hidden card shown.
    for (const reader of [0, null] as const) {
      const pages = await readAllPages(async (after) => (await api.events(id, reader === 0 ? token : undefined, after, 1000)).body);
      const bots = pages.filter((p) => (p as unknown as { kind: string }).kind === 'bot');
      expect(bots.length).toBe(kinds.length);
      expect(auditEventLog(loaded, pages, reader)).toEqual([]);
      expect(leaked(pages, secretsNow(loaded, reader))).toEqual([]);
    }
  });

  for (const [type, options] of [
    ['tango', { variant: 'roses' }],
    ['tanni', {}],
    ['tadpole', {}],
    ['tantony', { variant: 'three-player' }],
  ] as const) {
    it(`an all-bot ${type} game, created with a player key that pays for its bots, finishes after the answer`, async () => {
      const { api } = server;
      const seats = type === 'tango' ? 2 : type === 'tantony' ? 3 : type === 'tadpole' ? 3 : 4;
      const bots = Object.fromEntries(Array.from({ length: seats }, (_, s) => [String(s), s === 0 && type === 'tango' ? 'expert' : s % 2 === 0 ? 'basic' : 'random']));
      const payer = await newPlayer(api, `payer-${type}`);
      const created = await api.request('POST', '/v1/games', { token: payer.key, body: { type, options, bots } });
      expect(created.status).toBe(201);
      expect(created.body.status).toBe('active');
      const view = await viewWhenFinished(api, created.body.id, MAX_REQUESTS);
      expect(view.status).toBe('finished');
      expect(view.result.scores).toHaveLength(seats);
    });
  }

  it('only the admin seats a bot; a bot seat answers no token; the bot is named in views and over GraphQL', async () => {
    const { api } = server;
    const created = await api.create('tango');
    const { id, adminToken } = created.body;
    const person = await api.join(id);
    expect((await api.request('POST', `/v1/games/${id}/join`, { body: { bot: 'basic' } })).body.code).toBe('unauthorized');
    const asSeat = await api.request('POST', `/v1/games/${id}/join`, { token: person.body.token, body: { bot: 'basic' } });
    expect([asSeat.status, asSeat.body.code]).toEqual([403, 'forbidden']);
    const bad = await api.request('POST', `/v1/games/${id}/join`, { token: adminToken, body: { bot: 'grandmaster' } });
    expect(bad.status).toBe(400);
    const bot = await api.request('POST', `/v1/games/${id}/join`, { token: adminToken, body: { bot: 'basic' } });
    expect(bot.status).toBe(201);
    expect(bot.body).toMatchObject({ seat: 1, bot: 'basic', started: true });
    expect(bot.body.token).toBeUndefined();
    const gql = new GqlClient(api);
    const reply = await gql.request(`{ game(id: "${id}") { seats { seat bot } } }`);
    expect(reply.data.game.seats).toEqual([
      { seat: 0, bot: null },
      { seat: 1, bot: 'basic' },
    ]);
    const noSeat = await api.request('POST', '/v1/games', { body: { type: 'tango', bots: { '5': 'basic' } } });
    expect([noSeat.status, noSeat.body.code]).toEqual([400, 'invalid-request']);
  });

  it('GraphQL seats bots at creation and by join, as REST does', async () => {
    const gql = new GqlClient(server.api);
    const created = await gql.request('mutation ($bots: JSON) { createGame(type: "tanni", bots: $bots) { id adminToken seats { seat bot } } }', { bots: { '1': 'basic' } });
    expect(created.errors).toBeUndefined();
    expect(created.data.createGame.seats.map((s: { bot: string | null }) => s.bot)).toEqual([null, 'basic', null, null]);
    const joined = await gql.request(`mutation { join(gameId: "${created.data.createGame.id}", seat: 2, bot: "expert") { seat bot token } }`, undefined, { token: created.data.createGame.adminToken });
    expect(joined.data.join).toEqual({ seat: 2, bot: 'expert', token: null });
  });
});
