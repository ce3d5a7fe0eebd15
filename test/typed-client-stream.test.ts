import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamGame, type ProblemError, type StreamEntry, type StreamView } from '../clients/typescript/index';
import { databaseKinds } from './support/databases';
import { eventually } from './support/eventually';
import { startServer, type NodeTestServer } from './support/server';

/**
 * A TCP proxy in front of the server that the test can cut: every open connection dropped at once,
 * and new ones refused while it is down (what a lost network or a restarting load balancer does).
 */
async function cuttableProxy(port: number) {
  const open = new Set<Socket>();
  const requests: string[] = [];
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(port, '127.0.0.1');
    open.add(client).add(upstream);
    client.once('data', (first) => requests.push(first.toString('latin1')));
    client.pipe(upstream).pipe(client);
    const gone = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', gone).on('close', gone);
    upstream.on('error', gone).on('close', gone);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    cut() {
      down = true;
      for (const s of open) s.destroy();
    },
    restore: () => void (down = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The typed client's stream reader (clients/typescript/game-stream.ts), the web client's live feed. */
describe('streamGame: the typed client reads a game stream and resumes it', () => {
  let server: NodeTestServer;
  beforeAll(async () => {
    server = await startServer(databaseKinds()[0]!);
  });
  afterAll(() => server?.close());

  it('the connection is cut while the game moves: it reconnects with Last-Event-ID and misses nothing', async () => {
    const g = await server.api.startedTango();
    const proxy = await cuttableProxy(Number(new URL(server.baseUrl).port));
    const views: StreamView[] = [];
    const entries: StreamEntry[] = [];
    const states: string[] = [];
    const stream = streamGame({
      baseUrl: proxy.baseUrl,
      gameId: g.id,
      token: g.tokens[1],
      onView: (v) => views.push(v),
      onEntry: (e) => entries.push(e),
      onFinished: () => {},
      onConnection: (s) => states.push(s),
      onFailure: (err) => states.push(`failed: ${err.code}`),
    });
    try {
      await eventually(() => views.length === 1, 'the first view');
      expect(views[0]!.version).toBe(g.version);
      // Seat 0 plays (straight to the server); the entry arrives.
      expect((await server.api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
      await eventually(() => entries.length === 1, 'the first entry');

      proxy.cut();
      await eventually(() => states.includes('reconnecting'), 'the drop noticed');
      // While it is cut off, the game moves on: seat 1 and seat 0 play whatever is legal.
      const playFor = async (seat: number) => {
        const { moves } = (await server.api.legalMoves(g.id, g.tokens[seat])).body;
        if (moves.length > 0) expect((await server.api.act(g.id, g.tokens[seat], moves[0])).status).toBe(200);
        return moves.length > 0;
      };
      let played = 0;
      for (let i = 0; i < 6; i++) if (await playFor(i % 2 === 0 ? 1 : 0)) played++;
      expect(played).toBeGreaterThan(1);
      const now = (await server.api.view(g.id)).body.version as number;

      proxy.restore();
      await eventually(() => entries.at(-1)?.seq === now, 'caught up');
      // Each entry once, in order, from the first after the first view to the latest.
      expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: now - g.version }, (_, i) => g.version + 1 + i));
      const resumed = proxy.requests.filter((r) => /^last-event-id: \d+$/im.test(r));
      expect(resumed.length).toBeGreaterThanOrEqual(1);
      expect(resumed[0]).toMatch(new RegExp(`^last-event-id: ${g.version + 1}\\r?$`, 'im'));
      // The credential went in a header, never in the URL.
      for (const r of proxy.requests) expect(r).toMatch(new RegExp(`^GET /v1/games/${g.id}/stream HTTP/1\\.1\\r\\n`));
      expect(proxy.requests.every((r) => /^authorization: Bearer tt_seat_/im.test(r))).toBe(true);
      expect(states.at(-1)).toBe('open');
    } finally {
      stream.close();
      await proxy.close();
    }
  });

  it('a refusal retrying cannot mend (a bad token) stops it with the problem', async () => {
    const g = await server.api.startedTango();
    let failure: ProblemError | undefined;
    let opened = 0;
    const stream = streamGame({
      baseUrl: server.baseUrl,
      gameId: g.id,
      token: 'tt_seat_not-a-token',
      onView: () => {},
      onEntry: () => {},
      onFinished: () => {},
      onConnection: (s) => void (s === 'open' && opened++),
      onFailure: (err) => void (failure = err),
    });
    await eventually(() => failure !== undefined, 'the refusal');
    expect(failure!.code).toBe('unauthorized');
    expect(opened).toBe(0);
    stream.close();
  });
});
