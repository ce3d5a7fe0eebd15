import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { eventually } from '../support/eventually';
import { auditEventLog, leaked, loadInternal, secretsAt } from '../support/leak-audit';
import { lifecycle, newPlayer } from '../support/players';
import { SseClient, type SseEvent } from '../support/sse';

/**
 * Streams and waits with the readers and entries of issue 14: a player key reads (and waits) for its
 * seat, found as the view finds it; the lifecycle's entries stream exactly as `/events` shows them,
 * and a game ended by resignation or abort ends its streams with `finished`; a seat reset is no
 * longer its old token's to stream.
 */
describe.each(targets())('Streams and waits for players and the lifecycle on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  const streamPath = (id: string) => `/v1/games/${id}/stream`;

  /** Events of `stream` up to and including the first that `until` accepts. */
  async function until(stream: SseClient, accept: (e: SseEvent) => boolean): Promise<SseEvent[]> {
    const got: SseEvent[] = [];
    for (let e = await stream.next(); e !== null; e = await stream.next()) {
      got.push(e);
      if (accept(e)) return got;
    }
    throw new Error(`the stream ended first: ${JSON.stringify(got.map((x) => x.event))}`);
  }

  it('a player key streams its seat: the spectator before it joins, its seat from its join on; its long-poll waits for its seat', async () => {
    const [ada, bob] = [await newPlayer(server.api, 'Ada'), await newPlayer(server.api, 'Bob')];
    const created = await server.api.create('tango', { firstDealer: 0, autoPlayForced: false });
    const id: string = created.body.id;
    const stream = await SseClient.open(server.api, streamPath(id), { token: ada.key });
    expect(stream.status, stream.text).toBe(200);
    const [first] = await until(stream, (e) => e.event === 'view');
    expect(first!.data).toMatchObject({ version: 0, view: { you: null }, legalMoves: null });

    expect((await server.api.join(id, {}, { token: ada.key })).body.seat).toBe(0);
    expect((await server.api.join(id, {}, { token: bob.key })).body.seat).toBe(1);
    // Seat 0 acts first: after the joins (the last one deals), Ada's view and moves, as her key reads them.
    const dealt = await until(stream, (e) => e.event === 'view');
    const view = dealt.at(-1)!.data;
    expect(view.view.you).toBe(0);
    expect(view.legalMoves).toMatchObject({ seat: 0, version: view.version });
    expect(view.legalMoves.moves.length).toBeGreaterThan(0);
    expect(view.view).toEqual((await server.api.view(id, ada.key)).body);
    const pages = (await server.api.events(id, ada.key, 0)).body.events;
    expect(dealt.filter((e) => e.event === 'entry').map((e) => e.data)).toEqual(pages);

    // Bob's key waits on his legal moves; Ada's move (from her stream) answers it, for his seat.
    const before = server.waiters();
    const waiting = server.api.request('GET', `/v1/games/${id}/legal-moves`, { token: bob.key, headers: { 'if-none-match': `"${view.version}"`, prefer: 'wait=30' } });
    await eventually(() => server.waiters() > before, 'the read to wait');
    const played = await server.api.act(id, ada.key, view.legalMoves.moves[0], { 'if-match': `"${view.version}"` });
    expect(played.status, played.text).toBe(200);
    const bobs = await waiting;
    expect(bobs.status, bobs.text).toBe(200);
    expect(bobs.body).toMatchObject({ seat: 1, version: view.version + 1 });
    expect(bobs.body.moves.length).toBeGreaterThan(0);
    expect(bobs.headers.get('cache-control')).toContain('no-store');
    // Ada's stream: her move as /events shows it to her; no view (it is Bob's turn). Nothing leaked.
    const [entry] = await until(stream, (e) => e.event === 'entry');
    expect(entry!.data).toEqual((await server.api.events(id, ada.key, view.version)).body.events[0]);
    const loaded = await loadInternal(server.store, id);
    expect(auditEventLog(loaded, [entry!.data], 0)).toEqual([]);
    expect(leaked(view, secretsAt(loaded, view.version, 0))).toEqual([]);
    await stream.close();
  });

  it('a resignation ends every stream with the final view and `finished`; so does an abort', async () => {
    const g = await server.api.startedTango();
    const seat0 = await SseClient.open(server.api, streamPath(g.id), { token: g.tokens[0] });
    const spectator = await SseClient.open(server.api, streamPath(g.id));
    for (const s of [seat0, spectator]) expect((await s.next())?.event).toBe('view');
    const resigned = await lifecycle(server.api, g.id, 'resign', g.tokens[1]);
    expect(resigned.status, resigned.text).toBe(200);
    const version = resigned.body.view.version;
    for (const [reader, stream, token] of [[0, seat0, g.tokens[0]], [null, spectator, undefined]] as const) {
      const rest = await stream.rest(); // it ends by itself
      expect(rest.map((e) => e.event), `reader ${reader}`).toEqual(['entry', 'view', 'finished']);
      const [entry, final, finished] = rest;
      expect(entry!.data).toMatchObject({ seq: version, kind: 'resign', seat: 1, events: [{ type: 'seat-resigned', seat: 1 }] });
      expect(entry!.data).toEqual((await server.api.events(g.id, token, version - 1)).body.events[0]);
      expect(final!.data.view).toMatchObject({ status: 'finished', you: reader, result: { reason: 'resigned', by: 1 } });
      expect(finished).toMatchObject({ event: 'finished', id: String(version), data: { version, result: final!.data.view.result } });
    }

    const a = await server.api.startedTango();
    const watching = await SseClient.open(server.api, streamPath(a.id), { token: a.tokens[1] });
    expect((await watching.next())?.event).toBe('view');
    expect((await lifecycle(server.api, a.id, 'abort', a.adminToken)).status).toBe(200);
    const rest = await watching.rest();
    expect(rest.map((e) => e.event)).toEqual(['entry', 'view', 'finished']);
    expect(rest[0]!.data).toMatchObject({ kind: 'abort', events: [{ type: 'game-aborted', seat: null }] });
    expect(rest[2]!.data.result).toMatchObject({ reason: 'aborted', winners: [] });
    expect(rest[1]!.data.view.status).toBe('aborted');
    // A stream opened on the ended game: its final view and `finished` at once.
    expect((await (await SseClient.open(server.api, streamPath(a.id))).rest()).map((e) => e.event)).toEqual(['view', 'finished']);
  });

  it("a seat reset by the admin is no longer its old token's: that stream ends with `unauthorized`, the spectator's shows the reset", async () => {
    const g = await server.api.startedTango();
    const old = await SseClient.open(server.api, streamPath(g.id), { token: g.tokens[1] });
    const spectator = await SseClient.open(server.api, streamPath(g.id));
    for (const s of [old, spectator]) expect((await s.next())?.event).toBe('view');
    const reset = await server.api.request('POST', `/v1/games/${g.id}/seats/1/reset`, { token: g.adminToken });
    expect(reset.status, reset.text).toBe(200);
    const ended = await old.rest();
    expect(ended.map((e) => e.event)).toEqual(['error']);
    expect(ended[0]!.data).toMatchObject({ code: 'unauthorized' });
    const [entry] = await until(spectator, (e) => e.event === 'entry');
    expect(entry!.data).toMatchObject({ kind: 'reset', seat: 1, events: [{ type: 'seat-reset', seat: 1, name: null }] });
    await spectator.close();
    const refused = await server.api.request('GET', `/v1/games/${g.id}/legal-moves`, { token: g.tokens[1], headers: { prefer: 'wait=5', 'if-none-match': `"${entry!.data.seq}"` } });
    expect(refused.status).toBe(401);
    await eventually(() => server.waiters() === 0, 'every stream and wait to let go of its watch');
  });
});
