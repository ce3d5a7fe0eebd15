import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine';
import { targets, type TestServer } from '#target';
import { auditEventLog, leaked, loadInternal, readAllPages, secretsAt } from '../support/leak-audit';
import { SseClient, type SseEvent } from '../support/sse';

/**
 * A game played through streams alone: each seat is its own client that learns its turn from its own
 * stream and sends one POST per move (no GET), while a spectator watches; connections drop and resume
 * from Last-Event-ID. Every stream must deliver every entry exactly once, in order, exactly as
 * `/events` shows it to that reader, and nothing a reader may not see (the leak audit).
 */
describe.each(targets())('Game streams on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  const streamPath = (id: string) => `/v1/games/${id}/stream`;

  /**
   * A reader's whole stream, to `finished`, across `dropAfter` dropped connections (after that many
   * events each, it goes away and reconnects with Last-Event-ID). `onEvent` may act on an event.
   */
  async function follow(id: string, token: string | undefined, dropAfter: number[], onEvent: (e: SseEvent) => Promise<void> = async () => {}) {
    const events: SseEvent[] = [];
    let lastEventId: string | undefined;
    let connections = 0;
    for (;;) {
      const stream = await SseClient.open(server.api, streamPath(id), { token, lastEventId });
      expect(stream.status, stream.text).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      connections++;
      const drop = dropAfter.shift();
      let seen = 0;
      for (let e = await stream.next(); e !== null; e = await stream.next()) {
        events.push(e);
        await onEvent(e);
        if (e.event === 'finished') {
          expect(await stream.next()).toBeNull(); // the stream ends after `finished`
          return { events, connections };
        }
        if (drop !== undefined && ++seen >= drop) break;
      }
      lastEventId = stream.lastEventId;
      await stream.close();
    }
  }

  it('a whole Tango game over streams: one POST per move, every entry exactly once and in order, resumed without gaps, nothing leaked', async () => {
    const choose = mulberry32(21);
    const created = await server.api.create('tango', { variant: 'roses' });
    const id: string = created.body.id;
    const watching = follow(id, undefined, [15, 30]);
    const tokens: string[] = [];
    let posts = 0;
    const seatPlays = (seat: number) => async (e: SseEvent) => {
      if (e.event !== 'view' || e.data.view.status !== 'active') return;
      expect(e.data.legalMoves.seat).toBe(seat);
      const moves = e.data.legalMoves.moves;
      if (moves.length === 0) return; // a first view, before it is this seat's turn
      posts++;
      const res = await server.api.act(id, tokens[seat], moves[choose(moves.length)], { 'if-match': `"${e.data.version}"`, prefer: 'return=minimal' });
      // 412: a view already overtaken (both seats may be awaited at once); the stream says what next.
      expect([200, 412], res.text).toContain(res.status);
    };
    const seats: Array<ReturnType<typeof follow>> = [];
    for (const seat of [0, 1]) {
      const joined = await server.api.join(id);
      tokens[joined.body.seat] = joined.body.token;
      seats.push(follow(id, joined.body.token, seat === 1 ? [8, 20, 40] : [], seatPlays(joined.body.seat)));
    }
    const [spectator, seat0, seat1] = await Promise.all([watching, ...seats]);
    expect(spectator.connections).toBe(3);
    expect(seat1.connections).toBe(4);

    const loaded = await loadInternal(server.store, id);
    const all = loaded.history.map((h) => h.seq);
    expect(loaded.match.status.phase).toBe('finished');
    expect(posts).toBeGreaterThanOrEqual(loaded.history.filter((h) => h.kind === 'action').length);
    for (const [reader, { events }] of [[null, spectator], [0, seat0], [1, seat1]] as const) {
      const who = `stream of ${reader ?? 'the spectator'}`;
      const start = Number(events[0]!.id);
      expect(events[0]!.event, who).toBe('view');
      const entries = events.filter((e) => e.event === 'entry');
      // Every entry after the stream began, exactly once, in order; each event's id is its version.
      expect(entries.map((e) => e.data.seq), who).toEqual(all.filter((s) => s > start));
      expect(entries.every((e) => e.id === String(e.data.seq)), who).toBe(true);
      // Exactly what /events shows this reader.
      const token = reader === null ? undefined : tokens[reader];
      const pages = await readAllPages(async (after) => (await server.api.events(id, token, after, 1000)).body);
      expect(entries.map((e) => e.data), who).toEqual(pages.filter((p) => p.seq > start));
      // The leak audit over the stream: entries as the log audit reads them, views against the secrets then.
      expect(auditEventLog(loaded, entries.map((e) => e.data), reader), who).toEqual([]);
      for (const view of events.filter((e) => e.event === 'view')) {
        expect(view.id).toBe(String(view.data.version));
        expect(view.data.view.you, who).toBe(reader);
        expect(leaked(view.data, secretsAt(loaded, view.data.version, reader)), `${who}: view at ${view.data.version}`).toEqual([]);
      }
      // It ends with the final view and `finished`.
      const [final, finished] = events.slice(-2);
      expect(final!.event).toBe('view');
      expect(final!.data.view.status).toBe('finished');
      expect(finished).toMatchObject({ event: 'finished', id: String(loaded.match.version), data: { version: loaded.match.version, result: final!.data.view.result } });
      expect(finished!.data.result.seed).toMatch(/^[0-9a-f]{64}$/);
    }

    // A stream of a finished game: its view and `finished`; resumed from 0, the whole log first.
    const late = await SseClient.open(server.api, streamPath(id));
    expect((await late.rest()).map((e) => e.event)).toEqual(['view', 'finished']);
    const replay = await (await SseClient.open(server.api, streamPath(id), { lastEventId: '0', token: tokens[0] })).rest();
    expect(replay.filter((e) => e.event === 'entry').map((e) => e.data.seq)).toEqual(all);
    expect(replay.slice(-2).map((e) => e.event)).toEqual(['view', 'finished']);
  });

  it('refuses a bad token, an unknown game, a resume point past the game and unknown parameters, as problem+json', async () => {
    const g = await server.api.startedTango();
    const cases: Array<[string, { token?: string; lastEventId?: string }, number, string]> = [
      [streamPath(g.id), { token: 'tt_seat_nope' }, 401, 'unauthorized'],
      [streamPath('g_doesnotexist0000'), {}, 404, 'not-found'],
      [streamPath(g.id), { lastEventId: String(g.version + 5) }, 400, 'invalid-request'],
      [streamPath(g.id), { lastEventId: 'abc' }, 400, 'invalid-request'],
      [`${streamPath(g.id)}?since=3`, {}, 400, 'invalid-request'],
    ];
    for (const [path, opts, status, code] of cases) {
      const res = await SseClient.open(server.api, path, opts);
      expect(res.status, `${path} ${JSON.stringify(opts)}`).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(JSON.parse(res.text).code).toBe(code);
    }
    // ?after= resumes like Last-Event-ID.
    const resumed = await SseClient.open(server.api, `${streamPath(g.id)}?after=0`);
    const first = [await resumed.next(), await resumed.next()];
    expect(first.map((e) => e?.data.seq)).toEqual([1, 2]);
    await resumed.close();
  });
});
