import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';

describe.each(targets())('Retries and preconditions on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  /** A started Tango game (api.startedTango), one of seat 0's legal moves, and the log's length. */
  async function ready() {
    const g = await server.api.startedTango();
    return { ...g, move: g.moves[0], logLength: async () => (await server.store.loadGame(g.id))!.log.length };
  }

  it('Idempotency-Key: a retry with the same body returns the first answer and appends nothing', async () => {
    const g = await ready();
    const first = await server.api.act(g.id, g.tokens[0], g.move, { 'idempotency-key': 'move-1' });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const length = await g.logLength();
    const retry = await server.api.act(g.id, g.tokens[0], g.move, { 'idempotency-key': 'move-1' });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await g.logLength()).toBe(length);
  });

  it('Idempotency-Key: a lost response is safe to retry even after the game moved on (and If-Match is stale)', async () => {
    const g = await ready();
    const before = (await server.api.view(g.id)).body.version;
    const first = await server.api.act(g.id, g.tokens[0], g.move, { 'idempotency-key': 'k', 'if-match': `"${before}"` });
    // The opponent answers meanwhile.
    const reply = (await server.api.legalMoves(g.id, g.tokens[1])).body.moves[0];
    expect((await server.api.act(g.id, g.tokens[1], reply)).status).toBe(200);
    const retry = await server.api.act(g.id, g.tokens[0], g.move, { 'idempotency-key': 'k', 'if-match': `"${before}"` });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
  });

  it('Idempotency-Key: concurrent retries append once and all get the same answer', async () => {
    const g = await ready();
    const length = await g.logLength();
    const replies = await Promise.all(Array.from({ length: 6 }, () => server.api.act(g.id, g.tokens[0], g.move, { 'idempotency-key': 'burst' })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await g.logLength()).toBe(length + 1);
  });

  it('Idempotency-Key reused with another body is refused (422) and changes nothing', async () => {
    const g = await ready();
    await server.api.act(g.id, g.tokens[0], g.moves[0], { 'idempotency-key': 'same' });
    const length = await g.logLength();
    const other = await server.api.act(g.id, g.tokens[0], g.moves[1], { 'idempotency-key': 'same' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency-key-reuse');
    expect(await g.logLength()).toBe(length);
  });

  it('If-Match: a stale version is 412 with the current version; the right one applies', async () => {
    const g = await ready();
    const version = (await server.api.view(g.id)).body.version;
    const stale = await server.api.act(g.id, g.tokens[0], g.move, { 'if-match': `"${version - 1}"` });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'precondition-failed', version });
    const fresh = await server.api.act(g.id, g.tokens[0], g.move, { 'if-match': `"${version}"` });
    expect(fresh.status).toBe(200);
    expect(fresh.body.version).toBe(version + 1);
  });

  it('two different moves sent at once with one If-Match: exactly one applies, the other is 412', async () => {
    const g = await ready();
    const version = (await server.api.view(g.id)).body.version;
    const [a, b] = await Promise.all([
      server.api.act(g.id, g.tokens[0], g.moves[0], { 'if-match': `"${version}"` }),
      server.api.act(g.id, g.tokens[0], g.moves[1], { 'if-match': `"${version}"` }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    expect((await server.store.loadGame(g.id))!.log.length).toBe(version + 1);
  });

  it('without If-Match, a move that lost the race is judged again on the new state', async () => {
    const g = await ready();
    const [a, b] = await Promise.all([server.api.act(g.id, g.tokens[0], g.moves[0]), server.api.act(g.id, g.tokens[0], g.moves[1])]);
    // After the first play it is the opponent's turn, so the second is not-your-turn, never a double play.
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body.code, b.body.code]).toContain('not-your-turn');
  });

  it('GET with If-None-Match of the current ETag is 304', async () => {
    const g = await ready();
    const view = await server.api.view(g.id, g.tokens[0]);
    const again = await server.api.request('GET', `/v1/games/${g.id}`, { token: g.tokens[0], headers: { 'if-none-match': view.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
