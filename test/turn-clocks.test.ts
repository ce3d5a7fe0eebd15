import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { Receiver } from './support/receiver';
import { startServer, type NodeTestServer } from './support/server';

describe.each(databaseKinds())('Turn clocks and auto-play on $name', (kind) => {
  let server: NodeTestServer;
  let now = Date.parse('2026-11-29T12:00:00Z');
  beforeAll(async () => {
    server = await startServer(kind, { clock: () => new Date(now) });
  });
  afterAll(() => server?.close());

  async function clocked(turnTimeout: number, extra: object = {}, webhooks: unknown[] = []) {
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, turnTimeout, ...extra }, webhooks } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const tokens = [(await server.api.join(id)).body.token, (await server.api.join(id)).body.token];
    return { id, tokens, adminToken: created.body.adminToken as string };
  }

  it('the view shows the seat to act its deadline: the turn start plus turnTimeout', async () => {
    const g = await clocked(3600);
    const view = await server.api.view(g.id); // the first lead has 10 choices: nothing is forced yet
    expect(view.body.options).toMatchObject({ turnTimeout: 3600, autoPlayForced: true });
    expect(view.body.toAct).toEqual([0]);
    expect(view.body.deadlines).toEqual([new Date(now + 3600_000).toISOString(), null]);
    // turnTimeout is the per-move clock (issue 27): the same game as `clock: { kind: 'per-move', seconds: 3600 }`.
    expect(view.body.options.clock).toEqual({ kind: 'per-move', seconds: 3600 });
    expect(view.body.clocks).toEqual([{ remaining: 3600, deadline: view.body.deadlines[0] }, { remaining: 3600, deadline: null }]);
  });

  it('when the time runs out, the server plays for the seat (a timeout entry) on the next read, and notifies turn.timed-out', async () => {
    const receiver = await Receiver.start();
    try {
      const g = await clocked(60, { autoPlayForced: false }, [{ url: receiver.url, events: ['turn.timed-out', 'action.applied'] }]);
      now += 61_000;
      const view = await server.api.view(g.id);
      expect(view.body.toAct).toEqual([1]);
      const events = (await server.api.events(g.id)).body.events;
      const last = events.at(-1);
      expect(last).toMatchObject({ kind: 'timeout', seat: 0 });
      expect(last.events[0]).toMatchObject({ type: 'card-played', seat: 0 });
      // The seat to act now gets a fresh deadline from the timeout.
      expect(view.body.deadlines[1]).toBe(new Date(now + 60_000).toISOString());
      await server.settle();
      const types = receiver.delivered.map((r) => `${r.json.type}:${r.json.data.kind ?? ''}`);
      expect(types).toEqual(['turn.timed-out:', 'action.applied:timeout']);
      expect(receiver.delivered[0]!.json.data).toMatchObject({ seat: 0, deadline: new Date(now - 61_000 + 60_000).toISOString() });
    } finally {
      await receiver.close();
    }
  });

  it('the scheduled sweep plays overdue turns of games nobody reads', async () => {
    const g = await clocked(30, { autoPlayForced: false });
    now += 31_000;
    const report = await server.sweep();
    expect(report.timeouts).toBeGreaterThanOrEqual(1);
    const entries = (await server.store.loadGame(g.id))!.log;
    expect(entries.at(-1)).toMatchObject({ kind: 'timeout', seat: 0 });
  });

  it('a move that arrives after the deadline is judged after the server’s move: not-your-turn, and the timeout move stands', async () => {
    const g = await clocked(60, { autoPlayForced: false });
    const move = (await server.api.legalMoves(g.id, g.tokens[0])).body.moves[0];
    now += 60_000; // exactly at the deadline: it has passed
    const late = await server.api.act(g.id, g.tokens[0], move);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('not-your-turn');
    const log = (await server.store.loadGame(g.id))!.log;
    expect(log.filter((e) => e.kind === 'timeout')).toHaveLength(1);
    expect(log.filter((e) => e.kind === 'action')).toHaveLength(0);
  });

  it('autoPlayForced (default): a seat with exactly one legal move has it played at once, recorded as auto', async () => {
    // Play until some seat is left with one legal move; every such move must have been auto-played.
    const g = await clocked(86_400);
    for (let i = 0; i < 60; i++) {
      const view = (await server.api.view(g.id)).body;
      if (view.status !== 'active') break;
      const seat = view.toAct[0];
      const moves = (await server.api.legalMoves(g.id, g.tokens[seat])).body.moves;
      expect(moves.length).toBeGreaterThan(1); // one move would have been played already
      expect((await server.api.act(g.id, g.tokens[seat], moves[0])).status).toBe(200);
    }
    const log = (await server.store.loadGame(g.id))!.log;
    expect(log.some((e) => e.kind === 'auto')).toBe(true);
  });

  it('autoPlayForced false leaves a lone legal move to its player', async () => {
    const g = await clocked(86_400, { autoPlayForced: false });
    let lone = 0;
    for (let i = 0; i < 80; i++) {
      const view = (await server.api.view(g.id)).body;
      const seat = view.toAct[0];
      const moves = (await server.api.legalMoves(g.id, g.tokens[seat])).body.moves;
      if (moves.length === 1) lone++;
      expect((await server.api.act(g.id, g.tokens[seat], moves[0])).status).toBe(200);
    }
    expect(lone).toBeGreaterThan(0); // the situation did arise, and the player was asked
    const log = (await server.store.loadGame(g.id))!.log;
    expect(log.every((e) => e.kind !== 'auto')).toBe(true);
  });
});
