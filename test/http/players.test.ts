import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/app/tokens';
import { targets, type TestServer } from '#target';
import { GqlClient } from '../support/graphql/client';
import { newPlayer, playToEnd } from '../support/players';

/**
 * Players (issue 14, items 1–2): one identity across games. The key is shown once and stored hashed;
 * it acts, reads views and legal moves for the player's seat in every route, REST and GraphQL;
 * joining again answers the same seat; rotation cuts the old key at once.
 */
describe.each(targets())('Players on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());
  const api = () => server.api;

  it('POST /v1/players answers the key once; GET /v1/me knows it; only its SHA-256 is stored', async () => {
    const made = await api().request('POST', '/v1/players', { body: { name: '  Ada  ' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: expect.stringMatching(/^p_[A-Za-z0-9]{16}$/), name: 'Ada', key: expect.stringMatching(/^tt_player_[A-Za-z0-9_-]{43}$/) });
    const me = await api().request('GET', '/v1/me', { token: made.body.key });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: made.body.id, name: 'Ada', createdAt: made.body.createdAt });
    const rows = await server.snapshot();
    expect(rows).not.toContain(made.body.key);
    expect(rows).toContain(hashToken(made.body.key));
    expect((await api().request('GET', '/v1/me')).status).toBe(401);
    expect((await api().request('GET', '/v1/me', { token: `${made.body.key.slice(0, -1)}x` })).body.code).toBe('unauthorized');
  });

  it('names follow the seat-name rules; a bad one is 400 and makes nothing', async () => {
    const before = await server.snapshot();
    for (const name of ['', '   ', 'x'.repeat(41), 'a\u0007b', '\ud800']) {
      const refused = await api().request('POST', '/v1/players', { body: { name } });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body.code).toBe('invalid-request');
    }
    expect((await api().request('POST', '/v1/players', { body: { name: 'Ada', extra: 1 } })).status).toBe(400);
    expect(await server.snapshot()).toBe(before);
  });

  it('POST /v1/me/keys rotates the key: the old one is refused at once, the new one works, seats stay', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tango');
    const joined = await api().join(game.id, {}, { token: ada.key });
    const rotated = await api().request('POST', '/v1/me/keys', { token: ada.key });
    expect(rotated.status).toBe(201);
    expect(rotated.body.key).not.toBe(ada.key);
    expect((await api().request('GET', '/v1/me', { token: ada.key })).status).toBe(401);
    expect((await api().view(game.id, ada.key)).status).toBe(401);
    expect((await api().request('POST', '/v1/me/keys', { token: ada.key })).status).toBe(401);
    expect((await api().view(game.id, rotated.body.key)).body.you).toBe(joined.body.seat);
    expect((await api().view(game.id, joined.body.token)).body.you).toBe(joined.body.seat);
  });

  it('joining with a player key binds the seat: joining again answers 200 with the same seat and token, never a second seat', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tadpole');
    const first = await api().join(game.id, {}, { token: ada.key });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ seat: 0, name: 'Ada', started: false });
    for (const body of [{}, { seat: 2 }, { name: 'Someone else' }]) {
      const again = await api().join(game.id, body, { token: ada.key });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toMatchObject({ seat: 0, name: 'Ada', token: first.body.token });
    }
    const view = (await api().view(game.id)).body;
    expect(view.seats.filter((s: { joined: boolean }) => s.joined)).toHaveLength(1);
    // The seat token answered with it works too, for clients that want one.
    expect((await api().view(game.id, first.body.token)).body.you).toBe(0);
  });

  it('the player key reads the view, the legal moves and the log of its seat, and acts — REST and GraphQL', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tango', { firstDealer: 1, autoPlayForced: false });
    const bob = await api().join(game.id);
    expect((await api().join(game.id, {}, { token: ada.key })).body.seat).toBe(1);
    const view = await api().view(game.id, ada.key);
    expect(view.body).toMatchObject({ you: 1, toAct: [1], status: 'active' });
    expect(view.body.state.hand).toHaveLength(10);
    const moves = await api().legalMoves(game.id, ada.key);
    expect(moves.body.seat).toBe(1);
    const played = await api().act(game.id, ada.key, moves.body.moves[0]);
    expect(played.status).toBe(200);
    expect(played.body.view.you).toBe(1);
    expect((await api().events(game.id, ada.key)).body.events.at(-1)).toMatchObject({ kind: 'action', seat: 1 });
    // Not the other seat's moves: a player key acts only for its own seat.
    expect((await api().act(game.id, ada.key, moves.body.moves[1])).body.code).toBe('not-your-turn');
    const gql = new GqlClient(api());
    const bobMoves = (await api().legalMoves(game.id, bob.body.token)).body.moves;
    expect((await api().act(game.id, bob.body.token, bobMoves[0])).status).toBe(200);
    const data = await gql.data(
      'query($id: ID!) { game(id: $id) { you toAct } legalMoves(gameId: $id) { seat moves { type ... on TangoPlay { card } } } }',
      { id: game.id },
      ada.key,
    );
    expect(data.game).toEqual({ you: 1, toAct: [1] });
    const card = data.legalMoves.moves[0].card;
    const act = await gql.data('mutation($id: ID!, $card: String!) { playCard(gameId: $id, card: $card) { version view { you } } }', { id: game.id, card }, ada.key);
    expect(act.playCard.view.you).toBe(1);
  });

  it('a player holding no seat of a game reads it as a spectator and may not act', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const g = await api().seated('tango');
    expect((await api().view(g.id, ada.key)).body.you).toBeNull();
    expect((await api().legalMoves(g.id, ada.key)).body.code).toBe('forbidden');
    expect((await api().act(g.id, ada.key, { type: 'decline-swap' })).body.code).toBe('forbidden');
  });

  it('a player plays three games at once with one key: moves interleaved, then one played out and two resigned', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const games: Array<{ id: string; other: string }> = [];
    for (let i = 0; i < 3; i++) {
      const { body: game } = await api().create('tango');
      const other = (await api().join(game.id)).body.token as string;
      await api().join(game.id, {}, { token: ada.key });
      games.push({ id: game.id, other });
    }
    const credential = (g: { other: string }) => (seat: number) => (seat === 1 ? ada.key : g.other);
    // One move in each game in turn, whoever is to act: Ada's key acts in all three.
    for (let round = 0; round < 12; round++) for (const g of games) await playToEnd(api(), g.id, credential(g), 1);
    const mine = await api().request('GET', '/v1/me/games', { token: ada.key });
    expect(mine.body.games.map((x: { id: string }) => x.id).sort()).toEqual(games.map((g) => g.id).sort());
    expect(mine.body.games.every((x: { version: number }) => x.version >= 14)).toBe(true);
    const [first, second, third] = games as [(typeof games)[0], (typeof games)[0], (typeof games)[0]];
    expect((await playToEnd(api(), first.id, credential(first))).result.reason).toBe('played-out');
    expect((await api().request('POST', `/v1/games/${second.id}/resign`, { token: ada.key })).body.view.result).toMatchObject({ reason: 'resigned', by: 1, winners: [0] });
    expect((await api().request('POST', `/v1/games/${third.id}/resign`, { token: third.other })).body.view.result).toMatchObject({ reason: 'resigned', by: 0, winners: [1] });
    const finished = await api().request('GET', '/v1/me/games?status=finished', { token: ada.key });
    expect(finished.body.games).toHaveLength(3);
  });

  it('hotSeat: one key takes every seat and acts for whichever seat is to act', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tango', { hotSeat: true });
    expect(game.options.hotSeat).toBe(true);
    const seats = [(await api().join(game.id, {}, { token: ada.key })).body.seat, (await api().join(game.id, {}, { token: ada.key })).body.seat];
    expect(seats).toEqual([0, 1]);
    expect((await api().join(game.id, { seat: 1 }, { token: ada.key })).status).toBe(200);
    // Eight moves, the turn passing between the seats: the one key is always the seat to act.
    let view = (await api().view(game.id, ada.key)).body;
    const seen = new Set<number>();
    for (let n = 0; n < 8; n++) {
      expect(view.you).toBe(view.toAct[0]);
      seen.add(view.you);
      const moves = (await api().legalMoves(game.id, ada.key)).body;
      expect(moves.seat).toBe(view.you);
      // The answer shows the seat that acted; reading again shows the seat to act now.
      expect((await api().act(game.id, ada.key, moves.moves[0])).body.view.you).toBe(view.you);
      view = (await api().view(game.id, ada.key)).body;
    }
    expect([...seen].sort()).toEqual([0, 1]);
    // Without hotSeat a second join answers the seat held.
    const { body: single } = await api().create('tango');
    await api().join(single.id, {}, { token: ada.key });
    expect((await api().join(single.id, {}, { token: ada.key })).body.seat).toBe(0);
    expect((await api().view(single.id)).body.status).toBe('waiting');
  });
});
