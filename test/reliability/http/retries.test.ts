import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';

/**
 * Retries (issue 8 §2): an action resent with its Idempotency-Key, one after another or all at once,
 * with or without If-Match, appends once and every copy gets the first answer. A response lost on the
 * way back (here: a request whose answer nobody read) followed by a retry is safe.
 * The Node-only cases (a client that aborts mid-request, a cut connection) are in ../lost-responses.test.ts.
 */
describe.each(targets())('Retries on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());

  async function ready() {
    const g = await server.api.startedTango();
    return { ...g, log: async () => (await server.store.loadGame(g.id))!.log };
  }

  it('sequential retries with Idempotency-Key and If-Match: one append, the same answer every time', async () => {
    const g = await ready();
    const headers = { 'idempotency-key': 'seq-retry', 'if-match': `"${g.version}"` };
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await server.api.act(g.id, g.tokens[0], g.moves[0], headers));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(replies.slice(1).every((r) => r.headers.get('idempotent-replayed') === 'true')).toBe(true);
    expect((await g.log()).length).toBe(g.version + 1);
  });

  // Regression (issue 8): with If-Match, concurrent copies of one keyed action lost the append race on
  // the (game_id, seq) key before the idempotency key was looked at, and answered 412 instead of the
  // first answer: a client retrying a timed-out request could be told its applied move had failed.
  it('concurrent retries with Idempotency-Key AND If-Match: one append, every copy gets the first answer', async () => {
    for (let round = 0; round < 3; round++) {
      const g = await ready();
      const headers = { 'idempotency-key': `burst-${round}`, 'if-match': `"${g.version}"` };
      const replies = await Promise.all(Array.from({ length: 8 }, () => server.api.act(g.id, g.tokens[0], g.moves[0], headers)));
      expect(replies.map((r) => r.status), replies.map((r) => r.text).join('\n')).toEqual(Array(8).fill(200));
      expect(new Set(replies.map((r) => r.text)).size).toBe(1);
      expect((await g.log()).length).toBe(g.version + 1);
    }
  });

  it('concurrent retries of the short form /play with a key: one append', async () => {
    const g = await ready();
    const card = (g.moves.find((m: any) => m.type === 'play') as { card: string }).card;
    const replies = await Promise.all(Array.from({ length: 6 }, () => server.api.play(g.id, g.tokens[0], card, { 'idempotency-key': 'play-burst' })));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect((await g.log()).length).toBe(g.version + 1);
  });

  it('the same key from two seats are two keys: each seat appends once', async () => {
    const g = await ready();
    const first = await server.api.act(g.id, g.tokens[0], g.moves[0], { 'idempotency-key': 'shared' });
    expect(first.status).toBe(200);
    const reply = (await server.api.legalMoves(g.id, g.tokens[1])).body.moves[0];
    const second = await server.api.act(g.id, g.tokens[1], reply, { 'idempotency-key': 'shared' });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect((await g.log()).length).toBe(g.version + 2);
  });

  it('a lost response then a retry with If-Match alone: the retry is 412 and nothing is applied twice', async () => {
    const g = await ready();
    await server.api.act(g.id, g.tokens[0], g.moves[0], { 'if-match': `"${g.version}"` }); // answer "lost"
    const retry = await server.api.act(g.id, g.tokens[0], g.moves[0], { 'if-match': `"${g.version}"` });
    expect(retry.status).toBe(412);
    expect(retry.body).toMatchObject({ code: 'precondition-failed', version: g.version + 1 });
    expect((await g.log()).length).toBe(g.version + 1);
  });

  it('a retry that was refused is judged afresh (keys are recorded with accepted actions only)', async () => {
    const g = await ready();
    const refused = await server.api.act(g.id, g.tokens[0], g.moves[0], { 'idempotency-key': 'k1', 'if-match': `"${g.version - 1}"` });
    expect(refused.status).toBe(412);
    const again = await server.api.act(g.id, g.tokens[0], g.moves[0], { 'idempotency-key': 'k1', 'if-match': `"${g.version}"` });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('many keyed actions racing on one game: each key appends at most once, seq stays gapless', async () => {
    const g = await ready();
    // Both seats fire every legal move they have, each under its own key, three copies each.
    const requests: Array<Promise<{ status: number; key: string }>> = [];
    for (const seat of [0, 1]) {
      const moves = (await server.api.legalMoves(g.id, g.tokens[seat])).body.moves as unknown[];
      for (const [i, move] of moves.entries()) {
        for (let copy = 0; copy < 3; copy++) {
          const key = `s${seat}-m${i}`;
          requests.push(server.api.act(g.id, g.tokens[seat], move, { 'idempotency-key': key }).then((r) => ({ status: r.status, key })));
        }
      }
    }
    const replies = await Promise.all(requests);
    for (const r of replies) expect([200, 409, 422]).toContain(r.status);
    const log = await g.log();
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
    const keys = log.flatMap((e) => (e.idempotencyKey ? [`${e.seat}:${e.idempotencyKey}`] : []));
    expect(new Set(keys).size).toBe(keys.length);
    // Every key answered 200 at least once is in the log exactly once.
    const accepted = new Set(replies.filter((r) => r.status === 200).map((r) => r.key));
    expect(keys.length).toBe(accepted.size);
  });
});
