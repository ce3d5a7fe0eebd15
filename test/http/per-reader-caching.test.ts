import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';

/**
 * A game's view, legal moves and log differ by reader (the seat token), while their ETag is only the
 * game's version. So no cache may keep them: a browser that stored the spectator's view revalidates
 * it with `If-None-Match: "<version>"` when a seat reads the same URL (Chromium does so on a Vary
 * mismatch), and a 304 would show the seat the spectator's body. test/browser/per-reader-cache.test.ts
 * shows that in Chromium; here, the headers that prevent it, and the 304 a reader still gets for its
 * own If-None-Match.
 */
describe.each(targets())('Per-reader answers are never stored by a cache, on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  const paths = (id: string) => [`/v1/games/${id}`, `/v1/games/${id}/legal-moves`, `/v1/games/${id}/events?after=0`];

  it('view, legal moves and log: Cache-Control private, no-store and Vary: Authorization, for seats and spectators', async () => {
    const g = await server.api.startedTango();
    for (const path of paths(g.id)) {
      for (const token of [g.tokens[0], g.tokens[1], undefined]) {
        if (token === undefined && path.includes('legal-moves')) continue; // a seat's own answer only
        const res = await server.api.request('GET', path, { token });
        expect(res.status, `${path} as ${token ?? 'spectator'}`).toBe(200);
        const cacheControl = (res.headers.get('cache-control') ?? '').split(',').map((d) => d.trim());
        expect(cacheControl, path).toEqual(expect.arrayContaining(['private', 'no-store']));
        expect((res.headers.get('vary') ?? '').toLowerCase(), path).toContain('authorization');
      }
    }
  });

  it("a reader's own If-None-Match of the current version still gets 304 (no body), and a new version 200", async () => {
    const g = await server.api.startedTango();
    for (const token of [g.tokens[0], undefined]) {
      const first = await server.api.request('GET', `/v1/games/${g.id}`, { token });
      const etag = first.headers.get('etag')!;
      expect(etag).toBe(`"${first.body.version}"`);
      const again = await server.api.request('GET', `/v1/games/${g.id}`, { token, headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('cache-control')).toContain('no-store');
    }
    expect((await server.api.act(g.id, g.tokens[0], g.moves[0])).status).toBe(200);
    const moved = await server.api.request('GET', `/v1/games/${g.id}`, { token: g.tokens[0], headers: { 'if-none-match': `"${g.version}"` } });
    expect(moved.status).toBe(200);
    expect(moved.body.you).toBe(0);
  });

});
