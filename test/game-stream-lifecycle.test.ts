import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { eventually } from './support/eventually';
import { startServer, type NodeTestServer } from './support/server';
import { SseClient } from './support/sse';

/** Timers alive in this process (the server runs in it): what a leaked wait or stream would hold. */
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/**
 * Streams and waits on Node, with the heartbeat every 50 ms instead of 15 s: comments flow while the
 * game is quiet, and clients that go away leave no watch, no timer and no connection behind.
 */
describe.each(databaseKinds())('Stream and wait lifecycle on $name', (kind) => {
  let server: NodeTestServer;
  beforeAll(async () => {
    server = await startServer(kind, { app: { streams: { heartbeatMs: 50 } } });
  });
  afterAll(() => server?.close());

  it('sends heartbeat comments while nothing happens, and the next entry as soon as it does', async () => {
    const g = await server.api.startedTango();
    const stream = await SseClient.open(server.api, `/v1/games/${g.id}/stream`);
    expect((await stream.next())?.event).toBe('view');
    const next = stream.next();
    await eventually(() => stream.comments.length >= 2, 'two heartbeats');
    expect(stream.comments.every((c) => c === 'heartbeat')).toBe(true);
    await server.api.act(g.id, g.tokens[0], g.moves[0]);
    expect(await next).toMatchObject({ event: 'entry', id: String(g.version + 1) });
    await stream.close();
  });

  it('clients that go away mid-stream or mid-wait leave no watch and no timer behind', async () => {
    const g = await server.api.startedTango();
    const before = timers();
    const streams = await Promise.all([0, 1, undefined].map((seat) => SseClient.open(server.api, `/v1/games/${g.id}/stream`, { token: seat === undefined ? undefined : g.tokens[seat] })));
    for (const s of streams) expect((await s.next())?.event).toBe('view');
    const aborts = [1, 2, 3].map(() => new AbortController());
    const waits = aborts.map((a) =>
      server.api.fetch(`/v1/games/${g.id}`, { headers: { 'if-none-match': `"${g.version}"`, prefer: 'wait=60' }, signal: a.signal }).catch(() => null),
    );
    await eventually(() => server.changes.watching >= 3, 'the streams and waits to watch');
    await eventually(() => server.changes.watching === 6, 'every wait to watch');
    for (const s of streams) await s.close();
    for (const a of aborts) a.abort();
    await Promise.all(waits);
    await eventually(() => server.changes.watching === 0, 'every watch to be let go');
    await eventually(() => timers() <= before, `the timers to be cleared (${timers()} now, ${before} before)`);
    // The game goes on, and nothing woke for the departed.
    expect((await server.api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
    expect(server.changes.watching).toBe(0);
  });
});
