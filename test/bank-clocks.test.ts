import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRecord, type PublicRecord } from '../src/verify';
import { databaseKinds } from './support/databases';
import { Receiver } from './support/receiver';
import { lifecycle, myGames, newPlayer } from './support/players';
import { startServer, type NodeTestServer } from './support/server';

/** Issue 27 item 1: a bank clock (initial + increment, capped) over HTTP, on an injected clock. */
describe.each(databaseKinds())('Bank clocks on $name', (kind) => {
  let server: NodeTestServer;
  let now = Date.parse('2026-12-01T12:00:00Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  beforeAll(async () => {
    server = await startServer(kind, { clock: () => new Date(now) });
  });
  afterAll(() => server?.close());

  async function banked(clock: object, token?: string, webhooks: unknown[] = []) {
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false, clock }, webhooks } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const tokens = [(await server.api.join(id, {}, { token })).body.token, (await server.api.join(id)).body.token];
    return { id, tokens };
  }

  it('the view shows each seat its bank and the deadline of the seat to act; a move is charged its time and earns the increment, up to max', async () => {
    const g = await banked({ kind: 'bank', initial: 600, increment: 60, max: 650 });
    const start = now;
    let view = (await server.api.view(g.id)).body;
    expect(view.options.clock).toEqual({ kind: 'bank', initial: 600, increment: 60, max: 650 });
    expect(view.options.turnTimeout).toBeNull();
    expect(view.clocks).toEqual([
      { remaining: 600, deadline: iso(start + 600_000) },
      { remaining: 600, deadline: null },
    ]);
    expect(view.deadlines).toEqual([iso(start + 600_000), null]);
    now += 100_000; // seat 0 thinks for 100 s
    const move = (await server.api.legalMoves(g.id, g.tokens[0])).body.moves[0];
    expect((await server.api.act(g.id, g.tokens[0], move)).status).toBe(200);
    view = (await server.api.view(g.id)).body;
    // 600 − 100 + 60 = 560 for seat 0; seat 1's turn runs from now with its 600.
    expect(view.clocks).toEqual([
      { remaining: 560, deadline: null },
      { remaining: 600, deadline: iso(now + 600_000) },
    ]);
    now += 1_000; // seat 1 answers in 1 s: 600 − 1 + 60 = 659, capped at 650
    const reply = (await server.api.legalMoves(g.id, g.tokens[1])).body.moves[0];
    expect((await server.api.act(g.id, g.tokens[1], reply)).status).toBe(200);
    view = (await server.api.view(g.id)).body;
    expect(view.clocks[1]).toEqual({ remaining: 650, deadline: null });
    expect(view.clocks[0]).toEqual({ remaining: 560, deadline: iso(now + 560_000) });
    // GraphQL shows the same clocks.
    const gql = await server.api.request('POST', '/graphql', { body: { query: `{ game(id: "${g.id}") { clocks { remaining deadline } clock { kind initial increment max } } }` } });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.game).toEqual({ clocks: view.clocks, clock: { kind: 'bank', initial: 600, increment: 60, max: 650 } });
  });

  it('my games: each seat’s clock, and the games where I must act sorted by the soonest bank deadline', async () => {
    const ada = await newPlayer(server.api, 'Ada');
    const long = await banked({ kind: 'bank', initial: 90_000, increment: 0 }, ada.key);
    const short = await banked({ kind: 'bank', initial: 3_600, increment: 0 }, ada.key);
    const perMove = await banked({ kind: 'per-move', seconds: 7_200 }, ada.key);
    const page = (await myGames(server.api, ada.key, 'turn=mine')).body;
    expect(page.games.map((g: { id: string }) => g.id)).toEqual([short.id, perMove.id, long.id]);
    expect(page.games[0]).toMatchObject({ seat: 0, yourTurn: true, deadline: iso(now + 3_600_000), clocks: [{ remaining: 3_600, deadline: iso(now + 3_600_000) }, { remaining: 3_600, deadline: null }] });
    expect(page.games[1].clocks).toEqual([{ remaining: 7_200, deadline: iso(now + 7_200_000) }, { remaining: 7_200, deadline: null }]);
  });

  it('refuses a clock that makes no sense, or a clock and turnTimeout together, as a problem with its path', async () => {
    for (const options of [{ clock: { kind: 'bank', initial: 100, increment: 10, max: 50 } }, { clock: { kind: 'bank', initial: 100 } }, { clock: { kind: 'hourglass' } }, { clock: { kind: 'none' }, turnTimeout: 60 }]) {
      const reply = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options } });
      expect(reply.status, JSON.stringify(options)).toBe(400);
      expect(reply.body.code).toBe('invalid-request');
      expect(JSON.stringify(reply.body.errors)).toContain('options.clock');
    }
  });

  it('an empty bank times the seat out on the sweep; turn.started says each turn’s deadline and remaining seconds; the verifier recomputes the deadline and refuses a timeout before it', async () => {
    const receiver = await Receiver.start();
    const g = await banked({ kind: 'bank', initial: 30, increment: 20 }, undefined, [{ url: receiver.url, events: ['turn.started'] }]);
    const started = now;
    now += 29_000;
    expect((await server.sweep()).timeouts).toBe(0);
    expect((await server.store.loadGame(g.id))!.log.some((e) => e.kind === 'timeout')).toBe(false);
    now += 1_000; // exactly at the deadline
    expect((await server.sweep()).timeouts).toBeGreaterThanOrEqual(1);
    const log = (await server.store.loadGame(g.id))!.log;
    expect(log.at(-1)).toMatchObject({ kind: 'timeout', seat: 0 });
    // The timed-out seat's bank: empty, then the increment after the server's move for it.
    expect((await server.api.view(g.id)).body.clocks[0]).toEqual({ remaining: 20, deadline: null });
    await server.settle();
    const turns = receiver.delivered.map((r) => r.json.data);
    await receiver.close();
    expect(turns).toEqual([
      expect.objectContaining({ seat: 0, deadline: iso(started + 30_000), remaining: 30 }),
      expect.objectContaining({ seat: 1, deadline: iso(now + 30_000), remaining: 30 }),
    ]);
    expect((await lifecycle(server.api, g.id, 'resign', g.tokens[1])).status).toBe(200);
    const record = (await server.api.request('GET', `/v1/games/${g.id}/record`)).body as PublicRecord;
    const report = verifyRecord(record);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.checks.find((c) => c.name === 'clock')!.detail).toContain('1 timeout');
    // The same log with a bigger bank: that timeout came before its deadline.
    const tampered = { ...record, settings: { ...record.settings!, clock: { kind: 'bank' as const, initial: 31, increment: 20 } } };
    const refused = verifyRecord(tampered);
    expect(refused.ok).toBe(false);
    expect(refused.checks.find((c) => !c.ok)).toMatchObject({ name: 'clock', detail: expect.stringContaining('before its deadline') });
    // Or the timeout written a second earlier than it was.
    const early = { ...record, log: record.log.map((e) => (e.kind === 'timeout' ? { ...e, at: iso(Date.parse(e.at!) - 1_000) } : e)) };
    expect(verifyRecord(early).checks.find((c) => !c.ok)?.name).toBe('clock');
  });
});
