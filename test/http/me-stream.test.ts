import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchStatus } from '../../src/engine';
import { matchAt } from '../../src/app/game';
import { targets, type TestServer } from '#target';
import { leaked, loadInternal, secretsAt } from '../support/leak-audit';
import { lifecycle, newPlayer, playToEnd, tangoOfPlayers, type TestPlayer } from '../support/players';
import { SseClient, type SseEvent } from '../support/sse';

/**
 * A player's stream (`GET /v1/me/stream`) over a whole game: every turn-started of the player
 * exactly once and in order, game-started and game-finished once, across dropped connections
 * resumed from Last-Event-ID, and nothing a seat may not see (the leak audit over the stream).
 */
describe.each(targets())('The player stream on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  /** The player's stream until `game-finished` of game `id()`, dropping the connection after each of `dropAfter` events. */
  async function follow(player: TestPlayer, id: () => string | undefined, dropAfter: number[], opened?: () => void) {
    const events: SseEvent[] = [];
    let lastEventId: string | undefined;
    let connections = 0;
    for (;;) {
      const stream = await SseClient.open(server.api, '/v1/me/stream', { token: player.key, lastEventId });
      expect(stream.status, stream.text).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      if (connections++ === 0) opened?.();
      const drop = dropAfter.shift();
      let seen = 0;
      for (let e = await stream.next(); e !== null; e = await stream.next()) {
        events.push(e);
        if (e.event === 'game-finished' && e.data.gameId === id()) {
          await stream.close();
          return { events, connections };
        }
        if (drop !== undefined && ++seen >= drop) break;
      }
      lastEventId = stream.lastEventId;
      await stream.close();
    }
  }

  it('delivers turn-started for each of your turns in a whole game exactly once, in order, resumed after dropped connections, with nothing leaked', async () => {
    const [ada, bob] = [await newPlayer(server.api, 'Ada'), await newPlayer(server.api, 'Bob')];
    let id: string | undefined;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const following = follow(bob, () => id, [4, 9, 15], open);
    await opened;
    id = await tangoOfPlayers(server.api, ada, bob);
    const keys = [ada.key, bob.key];
    await playToEnd(server.api, id, (seat) => keys[seat]!);
    const { events, connections } = await following;
    expect(connections).toBe(4);

    // What the log says Bob (seat 1) was owed: his turn began when he became awaited, or acted and was awaited again.
    const loaded = await loadInternal(server.store, id);
    const expected: Array<[string, number]> = [];
    for (const h of loaded.history) {
      const before = matchStatus(loaded.game, matchAt(loaded, h.seq - 1));
      const after = matchStatus(loaded.game, matchAt(loaded, h.seq));
      if (h.events.some((e) => e.type === 'game-started')) expected.push(['game-started', h.seq]);
      if (after.toAct.includes(1) && (!before.toAct.includes(1) || h.seat === 1)) expected.push(['turn-started', h.seq]);
    }
    expected.push(['game-finished', loaded.match.version]);
    expect(expected.filter(([kind]) => kind === 'turn-started').length).toBeGreaterThan(10);

    expect(events[0]).toMatchObject({ event: 'ready', data: { games: [] } });
    expect(events.filter((e) => e.event === 'ready').length).toBe(1); // a resumed stream sends none
    const told = events.filter((e) => e.event !== 'ready');
    expect(told.every((e) => e.data.gameId === id && e.data.seat === 1 && e.data.type === 'tango')).toBe(true);
    expect(told.map((e) => [e.event, e.data.version])).toEqual(expected);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(told.at(-1)!.data).toMatchObject({ status: 'finished', result: { seed: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    for (const e of told) expect(leaked(e.data, secretsAt(loaded, e.data.version, 1)), `${e.event} at ${e.data.version}`).toEqual([]);

    // A new stream now: nothing awaits Bob; Ada's rematch is told to him as it happens.
    const fresh = await SseClient.open(server.api, '/v1/me/stream', { token: bob.key });
    expect(await fresh.next()).toMatchObject({ event: 'ready', data: { games: [] } });
    const offered = fresh.next();
    const rematch = await lifecycle(server.api, id, 'rematch', ada.key);
    expect(rematch.status, rematch.text).toBe(201);
    expect(await offered).toMatchObject({ event: 'rematch-offered', data: { gameId: id, seat: 1, rematchId: rematch.body.id, version: loaded.match.version + 1 } });
    await fresh.close();
  });

  it('a stream opened on your turn lists it in `ready`; resuming from any id gives exactly the events after it', async () => {
    const [ada, bob] = [await newPlayer(server.api, 'Ada'), await newPlayer(server.api, 'Bob')];
    const id = await tangoOfPlayers(server.api, ada, bob);
    const stream = await SseClient.open(server.api, '/v1/me/stream', { token: ada.key });
    const ready = await stream.next();
    expect(ready).toMatchObject({ event: 'ready', data: { games: [{ id, seat: 0, yourTurn: true }] } });
    await stream.close();
    // Moves until Ada's turn has started twice more (who wins a trick depends on the deal).
    const keys = [ada.key, bob.key];
    const turns: number[] = [];
    let toAct: number[] = ready!.data.games.length > 0 ? [0] : [];
    while (turns.length < 2) {
      const seat = (await server.api.view(id)).body.toAct[0];
      const moves = (await server.api.legalMoves(id, keys[seat])).body.moves;
      const done = await server.api.act(id, keys[seat], moves[0]);
      expect(done.status).toBe(200);
      const now: number[] = done.body.view.toAct;
      if (now.includes(0) && (!toAct.includes(0) || seat === 0)) turns.push(done.body.version);
      toAct = now;
    }
    // Resumed from `ready`'s id: just the turns since, no `ready`.
    const resumed = await SseClient.open(server.api, '/v1/me/stream', { token: ada.key, lastEventId: ready!.id });
    const next = [await resumed.next(), await resumed.next()];
    expect(next.map((e) => [e?.event, e?.data.version])).toEqual(turns.map((v) => ['turn-started', v]));
    const again = await SseClient.open(server.api, `/v1/me/stream?after=${encodeURIComponent(next[0]!.id!)}`, { token: ada.key });
    expect((await again.next())?.id).toBe(next[1]!.id);
    await Promise.all([resumed.close(), again.close()]);
  });

  it('refuses a missing or non-player credential and a position it never answered, as problem+json', async () => {
    const g = await server.api.startedTango();
    const bob = await newPlayer(server.api, 'Bob');
    const cases: Array<[{ token?: string; lastEventId?: string }, number, string]> = [
      [{}, 401, 'unauthorized'],
      [{ token: g.tokens[0] }, 401, 'unauthorized'],
      [{ token: bob.key, lastEventId: 'not-a-position' }, 400, 'invalid-request'],
    ];
    for (const [opts, status, code] of cases) {
      const res = await SseClient.open(server.api, '/v1/me/stream', opts);
      expect(res.status, JSON.stringify(opts)).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(JSON.parse(res.text).code).toBe(code);
    }
    await lifecycle(server.api, g.id, 'abort', g.adminToken);
  });
});
