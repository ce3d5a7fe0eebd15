import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { myGames, newPlayer, type TestPlayer } from '../support/players';

/**
 * My games (issue 14, item 4): every seat a player holds, most urgent first — the games awaiting
 * the player, the soonest deadline first, then the longest waiting — with `turn=mine`, status and
 * type filters and cursor pages; across all four game types.
 */
describe.each(targets())('my games on $name', (target) => {
  let server: TestServer;
  let ada: TestPlayer;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await target.start();
    ada = await newPlayer(server.api, 'Ada');
    /** A game where Ada takes seat 0 and anonymous players the others (`fill`: every seat, so it deals). */
    const game = async (name: string, type: string, options: object, fill = true) => {
      const { body } = await server.api.create(type, options);
      await server.api.join(body.id, {}, { token: ada.key });
      if (fill) for (let s = 1; s < body.seats.length; s++) await server.api.join(body.id);
      ids[name] = body.id;
    };
    // Awaiting Ada (seat 0 leads or opens), created in this order.
    // Tantony ruleset 2 (TANTONY-4): the seat before the dealer leads.
    await game('tantony', 'tantony', { firstDealer: 1 });
    await game('tanni', 'tanni', { firstDealer: 3, turnTimeout: 3600 });
    await game('tango', 'tango', { firstDealer: 0 });
    await game('tadpole', 'tadpole', { firstDealer: 2, turnTimeout: 600, autoPlayForced: false });
    // Not awaiting Ada: the other seat leads; a game still waiting for players.
    await game('tango-theirs', 'tango', { firstDealer: 1 });
    await game('waiting', 'tanni', {}, false);
  });
  afterAll(() => server?.close());

  const listed = (reply: { body: { games: Array<{ id: string }> } }) => reply.body.games.map((g) => Object.keys(ids).find((k) => ids[k] === g.id));

  it('turn=mine lists exactly the games awaiting the player, in urgency order, across all four game types', async () => {
    const mine = await myGames(server.api, ada.key, 'turn=mine');
    expect(mine.status).toBe(200);
    // Deadlines first (the soonest first), then the longest waiting.
    expect(listed(mine)).toEqual(['tadpole', 'tanni', 'tantony', 'tango']);
    expect(mine.body.next).toBeNull();
    const [tadpole] = mine.body.games;
    expect(tadpole).toMatchObject({ type: 'tadpole', seat: 0, status: 'active', yourTurn: true, joined: true, deadline: expect.any(String) });
    expect(tadpole.players).toEqual([{ seat: 0, name: 'Ada' }, { seat: 1, name: 'Player 2' }, { seat: 2, name: 'Player 3' }]);
    expect(mine.body.games[3].deadline).toBeNull();
  });

  it('without filters: every game, the ones awaiting you first; a move moves its game down', async () => {
    const all = await myGames(server.api, ada.key);
    expect(listed(all)).toEqual(['tadpole', 'tanni', 'tantony', 'tango', 'tango-theirs', 'waiting']);
    const moves = (await server.api.legalMoves(ids.tadpole!, ada.key)).body.moves;
    expect((await server.api.act(ids.tadpole!, ada.key, moves[0])).status).toBe(200);
    expect(listed(await myGames(server.api, ada.key, 'turn=mine'))).toEqual(['tanni', 'tantony', 'tango']);
    const after = await myGames(server.api, ada.key);
    const tadpole = after.body.games.find((g: { id: string }) => g.id === ids.tadpole);
    expect(tadpole).toMatchObject({ yourTurn: false, deadline: null, version: 4 });
    expect(listed(after).slice(0, 3)).toEqual(['tanni', 'tantony', 'tango']);
  });

  it('status and type filters', async () => {
    expect(listed(await myGames(server.api, ada.key, 'status=waiting'))).toEqual(['waiting']);
    expect(listed(await myGames(server.api, ada.key, 'type=tango')).sort()).toEqual(['tango', 'tango-theirs']);
    expect(listed(await myGames(server.api, ada.key, 'type=tanni&turn=mine'))).toEqual(['tanni']);
    expect((await myGames(server.api, ada.key, 'status=finished')).body.games).toEqual([]);
    expect((await myGames(server.api, ada.key, 'status=over')).status).toBe(400);
  });

  it('cursor pages walk the same order, with no game twice', async () => {
    const all = listed(await myGames(server.api, ada.key));
    const paged: Array<string | undefined> = [];
    let cursor: string | null = null;
    do {
      const page: any = await myGames(server.api, ada.key, `limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.body.games.length).toBeLessThanOrEqual(2);
      paged.push(...listed(page));
      cursor = page.body.next;
    } while (cursor);
    expect(paged).toEqual(all);
    const bad = await myGames(server.api, ada.key, 'cursor=bm90LWEtY3Vyc29y');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('query.cursor');
  });

  it('needs a player key; another player sees only their own games', async () => {
    expect((await myGames(server.api, '')).status).toBe(401);
    expect((await myGames(server.api, (await server.api.seated('tango')).tokens[0]!)).status).toBe(401);
    const bob = await newPlayer(server.api, 'Bob');
    expect((await myGames(server.api, bob.key)).body).toEqual({ games: [], next: null });
  });

  it('GraphQL: me { games } answers what REST answers', async () => {
    const rest = await myGames(server.api, ada.key, 'turn=mine');
    const reply = await server.api.request('POST', '/graphql', {
      token: ada.key,
      body: { query: '{ me { id name games(turn: mine) { games { id type seat status yourTurn deadline version updatedAt joined players { seat name } clocks { remaining deadline } } next } } }' },
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.me).toMatchObject({ id: ada.id, name: 'Ada' });
    expect(reply.body.data.me.games).toEqual(rest.body);
  });
});
