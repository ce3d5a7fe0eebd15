import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { eventually } from '../support/eventually';
import { newPlayer, tangoOfPlayers, type TestPlayer } from '../support/players';

/**
 * "Wake me when someone needs me": `GET /v1/me/games?turn=mine` with `Prefer: wait` holds until a
 * game of the player becomes theirs to act — woken by the player's hints (Node: the LISTEN/NOTIFY
 * channel every append announces its players on; Workers: one fingerprint query per interval).
 */
describe.each(targets())('Waiting for any of your games on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  const myTurns = (p: TestPlayer, headers: Record<string, string> = {}) => server.api.request('GET', '/v1/me/games?turn=mine', { token: p.key, headers });

  /** A Tango game of Ada (seat 0, to act first) and Bob (seat 1), both by player key; Ada's first move. */
  async function adaToAct(ada: TestPlayer, bob: TestPlayer): Promise<{ id: string; move: unknown }> {
    const id = await tangoOfPlayers(server.api, ada, bob);
    const moves = await server.api.legalMoves(id, ada.key);
    return { id, move: moves.body.moves[0] };
  }

  it("a waiting GET /v1/me/games?turn=mine answers when the opponent moves in another of the player's games", async () => {
    const [ada, bob] = [await newPlayer(server.api, 'Ada'), await newPlayer(server.api, 'Bob')];
    const first = await adaToAct(ada, bob);
    const second = await adaToAct(ada, bob);
    const idle = await myTurns(bob);
    expect(idle.body.games).toEqual([]);
    expect(idle.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

    const before = server.waiters();
    const answer = myTurns(bob, { prefer: 'wait=30' });
    await eventually(() => server.waiters() > before, 'the wait to be in place');
    const hints = server.wakeups();
    expect((await server.api.act(second.id, ada.key, second.move)).status).toBe(200);
    const res = await answer;
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('preference-applied')).toBe('wait=30');
    expect(res.body.games.map((g: { id: string; seat: number; yourTurn: boolean }) => [g.id, g.seat, g.yourTurn])).toEqual([[second.id, 1, true]]);
    expect(server.wakeups()).toBeGreaterThan(hints);
    expect(res.body.games.some((g: { id: string }) => g.id === first.id)).toBe(false);
    await eventually(() => server.waiters() === 0, 'the wait to let go of its watch');
  });

  it('answers at once when a game awaits you; with If-None-Match it waits for the page to change; 304 or the empty page when the wait runs out', async () => {
    const [ada, bob] = [await newPlayer(server.api, 'Ada'), await newPlayer(server.api, 'Bob')];
    const g = await adaToAct(ada, bob);
    const now = await myTurns(ada, { prefer: 'wait=30' });
    expect(now.status).toBe(200);
    expect(now.body.games.map((x: { id: string }) => x.id)).toEqual([g.id]);
    const etag = now.headers.get('etag')!;

    // Holding that page: 304 at once without a wait, 304 after it with one.
    const same = await myTurns(ada, { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    const held = await myTurns(ada, { 'if-none-match': etag, prefer: 'wait=1' });
    expect([held.status, held.headers.get('preference-applied'), held.headers.get('etag')]).toEqual([304, 'wait=1', etag]);
    // Nothing awaits Bob and he holds no page: the empty page after the wait (never a 304 unasked).
    const empty = await myTurns(bob, { prefer: 'wait=1' });
    expect([empty.status, empty.body.games, empty.headers.get('preference-applied')]).toEqual([200, [], 'wait=1']);

    // Ada holds her page and waits; her own move changes it (the game is no longer hers to act).
    const before = server.waiters();
    const answer = myTurns(ada, { 'if-none-match': etag, prefer: 'wait=30' });
    await eventually(() => server.waiters() > before, 'the wait to be in place');
    expect((await server.api.act(g.id, ada.key, g.move)).status).toBe(200);
    const changed = await answer;
    expect(changed.status).toBe(200);
    expect(changed.body.games).toEqual([]);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('refuses a bad key before waiting, and lets go of everything when the client goes away', async () => {
    const refused = await server.api.request('GET', '/v1/me/games?turn=mine', { token: 'tt_player_nope', headers: { prefer: 'wait=30' } });
    expect(refused.status).toBe(401);
    const bob = await newPlayer(server.api, 'Bob');
    const abort = new AbortController();
    const gone = server.api.fetch('/v1/me/games?turn=mine', { headers: { authorization: `Bearer ${bob.key}`, prefer: 'wait=60' }, signal: abort.signal }).catch(() => null);
    await eventually(() => server.waiters() > 0, 'the read to wait');
    abort.abort();
    await gone;
    await eventually(() => server.waiters() === 0, 'the abandoned wait to let go of its watch and timer');
  });
});
