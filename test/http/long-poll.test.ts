import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { eventually } from '../support/eventually';

/**
 * Long-poll (RFC 7240 `Prefer: wait`): a read that holds a version answers when the game moves past
 * it, woken by the server's notifier (Node: LISTEN/NOTIFY; Workers: polling) — each test first sees
 * the wait in place, then makes the move, and checks the notifier gave the hint that answered it.
 */
describe.each(targets())('Waiting for a move on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  /** Starts `read` and resolves once the server holds its wait (a watch on the game); `answer` is the read. */
  async function waiting<T>(read: () => Promise<T>): Promise<{ answer: Promise<T> }> {
    const before = server.waiters();
    const answer = read();
    await eventually(() => server.waiters() > before, 'the read to wait');
    return { answer };
  }

  it("GET /v1/games/{id} with If-None-Match and Prefer: wait answers the other seat's move, through the notifier", async () => {
    const g = await server.api.startedTango();
    const headers = { 'if-none-match': `"${g.version}"`, prefer: 'wait=30' };
    const { answer } = await waiting(() => server.api.request('GET', `/v1/games/${g.id}`, { token: g.tokens[1], headers }));
    const hints = server.wakeups();
    expect((await server.api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
    const t0 = Date.now();
    const res = await answer;
    expect(res.status, res.text).toBe(200);
    expect(res.body.version).toBe(g.version + 1);
    expect(res.body.you).toBe(1);
    expect(res.headers.get('etag')).toBe(`"${g.version + 1}"`);
    expect(res.headers.get('preference-applied')).toBe('wait=30');
    expect(server.wakeups()).toBeGreaterThan(hints);
    console.log(`${server.name}: the waiting GET answered ${Date.now() - t0} ms after the move's own answer (a figure, not a test)`);
    await eventually(() => server.waiters() === 0, 'the wait to let go of its watch');
  });

  it('legal-moves waits the same way and answers with the moves once it is your turn', async () => {
    const g = await server.api.startedTango();
    const mine = await server.api.legalMoves(g.id, g.tokens[1]);
    expect(mine.body.moves).toEqual([]);
    const headers = { 'if-none-match': mine.headers.get('etag')!, prefer: 'wait=30' };
    const { answer } = await waiting(() => server.api.request('GET', `/v1/games/${g.id}/legal-moves`, { token: g.tokens[1], headers }));
    await server.api.act(g.id, g.tokens[0], g.moves[0]);
    const res = await answer;
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ version: g.version + 1, seat: 1 });
    expect(res.body.moves.length).toBeGreaterThan(0);
  });

  it('GET /events?after=N with Prefer: wait answers the next entry as soon as it is written', async () => {
    const g = await server.api.startedTango();
    const { answer } = await waiting(() => server.api.request('GET', `/v1/games/${g.id}/events?after=${g.version}`, { headers: { prefer: 'wait=30' } }));
    await server.api.act(g.id, g.tokens[0], g.moves[0]);
    const res = await answer;
    expect(res.status, res.text).toBe(200);
    expect(res.body.events.map((e: { seq: number }) => e.seq)).toEqual([g.version + 1]);
    expect(res.body.events[0].events[0]).toMatchObject({ type: 'card-played', seat: 0 });
  });

  it('answers at once when the game is already past the version held, and 304 when the wait runs out', async () => {
    const g = await server.api.startedTango();
    const stale = await server.api.request('GET', `/v1/games/${g.id}`, { headers: { 'if-none-match': '"1"', prefer: 'wait=30' } });
    expect(stale.status).toBe(200);
    expect(stale.body.version).toBe(g.version);
    for (const path of [`/v1/games/${g.id}`, `/v1/games/${g.id}/legal-moves`]) {
      const res = await server.api.request('GET', path, { token: g.tokens[0], headers: { 'if-none-match': `"${g.version}"`, prefer: 'wait=1' } });
      expect(res.status, path).toBe(304);
      expect(res.headers.get('preference-applied')).toBe('wait=1');
      expect(res.headers.get('etag')).toBe(`"${g.version}"`);
    }
    const events = await server.api.request('GET', `/v1/games/${g.id}/events?after=${g.version}`, { headers: { prefer: 'wait=1' } });
    expect(events.status).toBe(304);
    // Without a wait nothing changes: an empty page, and 304 at once for a matching ETag.
    expect((await server.api.events(g.id, undefined, g.version)).body).toMatchObject({ events: [], next: null });
    expect((await server.api.request('GET', `/v1/games/${g.id}`, { headers: { 'if-none-match': `"${g.version}"` } })).status).toBe(304);
  });

  it('refuses a bad token before waiting, and lets go of everything when the client goes away', async () => {
    const g = await server.api.startedTango();
    const refused = await server.api.request('GET', `/v1/games/${g.id}/legal-moves`, { headers: { 'if-none-match': `"${g.version}"`, prefer: 'wait=30' } });
    expect(refused.status).toBe(401);
    const abort = new AbortController();
    const gone = server.api.fetch(`/v1/games/${g.id}`, { headers: { 'if-none-match': `"${g.version}"`, prefer: 'wait=60' }, signal: abort.signal }).catch(() => null);
    await eventually(() => server.waiters() > 0, 'the read to wait');
    abort.abort();
    await gone;
    await eventually(() => server.waiters() === 0, 'the abandoned wait to let go of its watch and timer');
  });
});
