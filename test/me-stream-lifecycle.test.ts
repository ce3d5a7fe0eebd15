import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { eventually } from './support/eventually';
import { newPlayer, tangoOfPlayers } from './support/players';
import { startServer, type NodeTestServer } from './support/server';
import { SseClient } from './support/sse';

/** Timers alive in this process (the server runs in it): what a leaked wait or stream would hold. */
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/**
 * The player's stream and wait on Node, with the heartbeat every 50 ms instead of 15 s: comments flow
 * while nothing happens, and clients that go away leave no watch, no timer and no connection behind.
 */
describe.each(databaseKinds())('Player stream and wait lifecycle on $name', (kind) => {
  let server: NodeTestServer;
  beforeAll(async () => {
    server = await startServer(kind, { app: { streams: { heartbeatMs: 50 } } });
  });
  afterAll(() => server?.close());

  it('sends heartbeat comments while nothing happens, and the turn as soon as it starts', async () => {
    const [ada, bob] = [await newPlayer(server.api, 'Ada'), await newPlayer(server.api, 'Bob')];
    const id = await tangoOfPlayers(server.api, ada, bob);
    const stream = await SseClient.open(server.api, '/v1/me/stream', { token: bob.key });
    expect((await stream.next())?.event).toBe('ready');
    const next = stream.next();
    await eventually(() => stream.comments.length >= 2, 'two heartbeats');
    expect(stream.comments.every((c) => c === 'heartbeat')).toBe(true);
    const moves = (await server.api.legalMoves(id, ada.key)).body.moves;
    await server.api.act(id, ada.key, moves[0]);
    expect(await next).toMatchObject({ event: 'turn-started', data: { gameId: id, seat: 1, version: 3 } });
    await stream.close();
  });

  it('clients that go away mid-stream or mid-wait leave no watch and no timer behind', async () => {
    const [ada, bob] = [await newPlayer(server.api, 'Ada'), await newPlayer(server.api, 'Bob')];
    const id = await tangoOfPlayers(server.api, ada, bob);
    await eventually(() => server.changes.watching === 0, 'earlier watches to end');
    const before = timers();
    const streams = await Promise.all([ada, bob, bob].map((p) => SseClient.open(server.api, '/v1/me/stream', { token: p.key })));
    for (const s of streams) expect((await s.next())?.event).toBe('ready');
    const aborts = [1, 2].map(() => new AbortController());
    const waits = aborts.map((a) =>
      server.api.fetch('/v1/me/games?turn=mine', { headers: { authorization: `Bearer ${bob.key}`, prefer: 'wait=60' }, signal: a.signal }).catch(() => null),
    );
    await eventually(() => server.changes.watching === 5, 'every stream and wait to watch');
    for (const s of streams) await s.close();
    for (const a of aborts) a.abort();
    await Promise.all(waits);
    await eventually(() => server.changes.watching === 0, 'every watch to be let go');
    await eventually(() => timers() <= before, `the timers to be cleared (${timers()} now, ${before} before)`);
    // The games go on, and nothing woke for the departed.
    const moves = (await server.api.legalMoves(id, ada.key)).body.moves;
    expect((await server.api.act(id, ada.key, moves[0])).status).toBe(200);
    expect(server.changes.watching).toBe(0);
  });
});
