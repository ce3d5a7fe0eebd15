import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { lifecycle, myGames, newPlayer } from '../support/players';

/**
 * Rematches (issue 14, item 6): one new game with the same type and options, the first dealer moved
 * on, the same players invited to the same seats (players by identity, anonymous seats by invite);
 * two requests at once create one game; both views link.
 */
describe.each(targets())('rematches on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());
  const api = () => server.api;

  /** A Tango game (first dealer 0) between Ada (a player, seat 0) and an anonymous seat 1, finished by a resignation. */
  async function finished() {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tango', { variant: 'long', firstDealer: 0, turnTimeout: 3600 });
    await api().join(game.id, {}, { token: ada.key });
    const bob = (await api().join(game.id, { name: 'Bob' })).body.token as string;
    await lifecycle(api(), game.id, 'resign', bob);
    return { ada, bob, id: game.id as string, adminToken: game.adminToken as string };
  }

  it('two requests at once create one rematch; both answer it; both views link', async () => {
    const g = await finished();
    const replies = await Promise.all([lifecycle(api(), g.id, 'rematch', g.ada.key), lifecycle(api(), g.id, 'rematch', g.bob), lifecycle(api(), g.id, 'rematch', g.bob)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    const next = replies[0]!.body;
    expect(next).toMatchObject({ rematchOf: g.id, type: 'tango', seats: [{ seat: 0, keptFor: 'player' }, { seat: 1, keptFor: 'invite' }] });
    // The options are the same, the first dealer moved on.
    expect(next.options).toMatchObject({ variant: 'long', firstDealer: 1, turnTimeout: 3600 });
    expect((await api().view(g.id)).body.rematch).toBe(next.id);
    expect((await api().view(next.id)).body).toMatchObject({ rematchOf: g.id, rematch: null, status: 'waiting' });
    // Exactly one more log entry in the old game, and one new game.
    expect((await server.store.loadGame(g.id))!.log.filter((e) => e.kind === 'rematch')).toHaveLength(1);
    // The player's answer has no invite (they join by key); the anonymous seat's has its own.
    expect(replies[0]!.body.invite).toBeNull();
    expect(replies[1]!.body.invite).toMatch(/^tt_invite_/);
    expect(replies[2]!.body.invite).toBe(replies[1]!.body.invite);
  });

  it('the seats are kept: the player by key, the anonymous seat by its invite; nobody else; then it deals', async () => {
    const g = await finished();
    const next = (await lifecycle(api(), g.id, 'rematch', g.bob)).body;
    // Ada sees the rematch waiting for her in her games.
    const mine = (await myGames(api(), g.ada.key, 'turn=mine')).body.games;
    expect(mine).toEqual([expect.objectContaining({ id: next.id, seat: 0, joined: false, yourTurn: true, status: 'waiting' })]);
    const stranger = await api().join(next.id);
    expect(stranger.status).toBe(409);
    expect((await api().join(next.id, { seat: 1 })).body.code).toBe('seat-taken');
    const bobBack = await api().join(next.id, {}, { token: next.invite });
    expect(bobBack.body).toMatchObject({ seat: 1, started: false });
    // Its answer lost, the invite's join sent again, with no key: the same seat and token (issue 26, item 4).
    const bobAgain = await api().join(next.id, {}, { token: next.invite });
    expect(bobAgain.status).toBe(200);
    expect(bobAgain.body).toMatchObject({ seat: 1, started: false, token: bobBack.body.token });
    // While Ada's seat is free but kept, a stranger hears why, not "every seat is taken".
    const refused = await api().join(next.id);
    expect(refused.body).toMatchObject({ status: 409, code: 'seat-taken' });
    expect(refused.body.detail).toMatch(/kept for the players of the game before/);
    const adaBack = await api().join(next.id, {}, { token: g.ada.key });
    expect(adaBack.body).toMatchObject({ seat: 0, name: 'Ada', started: true });
    expect((await api().view(next.id, bobAgain.body.token)).body).toMatchObject({ you: 1 });
    const view = (await api().view(next.id, g.ada.key)).body;
    expect(view).toMatchObject({ status: 'active', you: 0 });
    // Tango: the dealer leads (TANGO-5); seat 1 deals this time.
    expect(view.state.dealer).toBe(1);
    expect((await myGames(api(), g.ada.key, 'turn=mine')).body.games.map((x: { id: string }) => x.id)).not.toContain(g.id);
  });

  it('only a seat of a finished game may ask: the admin, a spectator and an unfinished game are refused', async () => {
    const g = await finished();
    expect((await lifecycle(api(), g.id, 'rematch', g.adminToken)).body.code).toBe('forbidden');
    expect((await lifecycle(api(), g.id, 'rematch')).status).toBe(401);
    const open = await api().seated('tango');
    expect((await lifecycle(api(), open.id, 'rematch', open.tokens[0])).body.code).toBe('game-not-finished');
  });

  it('a hot-seat rematch keeps both seats for the one player, who takes them one join at a time', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tango', { hotSeat: true });
    await api().join(game.id, {}, { token: ada.key });
    await api().join(game.id, {}, { token: ada.key });
    await lifecycle(api(), game.id, 'resign', ada.key);
    const next = (await lifecycle(api(), game.id, 'rematch', ada.key)).body;
    expect(next.seats).toEqual([{ seat: 0, keptFor: 'player' }, { seat: 1, keptFor: 'player' }]);
    expect((await api().join(next.id, {}, { token: ada.key })).body.seat).toBe(0);
    expect((await api().join(next.id, {}, { token: ada.key })).body).toMatchObject({ seat: 1, started: true });
  });

  it('GraphQL: rematch answers the same game as REST', async () => {
    const g = await finished();
    const rest = (await lifecycle(api(), g.id, 'rematch', g.bob)).body;
    const reply = await api().request('POST', '/graphql', { token: g.ada.key, body: { query: `mutation { rematch(gameId: "${g.id}") { id rematchOf created invite seats { seat keptFor } } }` } });
    expect(reply.body.data.rematch).toEqual({ id: rest.id, rematchOf: g.id, created: false, invite: null, seats: rest.seats });
  });
});
