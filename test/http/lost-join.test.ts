import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { eventually, newPlayer, playToEnd, sendAndLose } from '../support/players';

/**
 * Seats that are never lost (issue 14, items 2–3): the join is sent, the connection drops before the
 * answer, the join is resent — with its Idempotency-Key, or as the same player — and answers the
 * same seat with a token that works; the game is then played to its end. Without either, a lost
 * answer left the seat taken for good and the game stalled at that seat's first turn.
 */
describe.each(targets())('lost joins on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await target.start();
  });
  afterAll(() => server?.close());
  const api = () => server.api;
  const logLength = async (id: string) => (await server.store.loadGame(id))!.log.length;

  it('an anonymous join with Idempotency-Key, its answer lost, resent: the same seat, a working token, the game played to its end', async () => {
    const { body: game } = await api().create('tango');
    const key = crypto.randomUUID();
    const headers = { 'content-type': 'application/json', 'idempotency-key': key };
    await sendAndLose(api(), `/v1/games/${game.id}/join`, headers, JSON.stringify({ name: 'Ada' }));
    await eventually(async () => (await logLength(game.id)) === 1);
    const resent = await api().join(game.id, { name: 'Ada' }, { headers: { 'idempotency-key': key } });
    expect(resent.status).toBe(200);
    expect(resent.headers.get('idempotent-replayed')).toBe('true');
    expect(resent.body).toMatchObject({ seat: 0, name: 'Ada', version: 1, started: false });
    // Resent again, the same answer; nothing more was written.
    expect((await api().join(game.id, { name: 'Ada' }, { headers: { 'idempotency-key': key } })).body).toEqual(resent.body);
    expect(await logLength(game.id)).toBe(1);
    const bob = await api().join(game.id, { name: 'Bob' });
    expect(bob.body.seat).toBe(1);
    const tokens = [resent.body.token, bob.body.token];
    const final = await playToEnd(api(), game.id, (seat) => tokens[seat]!);
    expect(final).toMatchObject({ status: 'finished', result: { reason: 'played-out' } });
  });

  it('a player\'s join, its answer lost, sent again: the same seat; the game is played to its end', async () => {
    const ada = await newPlayer(api(), 'Ada');
    const { body: game } = await api().create('tango');
    const bob = await api().join(game.id, { name: 'Bob' });
    await sendAndLose(api(), `/v1/games/${game.id}/join`, { 'content-type': 'application/json', authorization: `Bearer ${ada.key}` }, '{}');
    await eventually(async () => (await logLength(game.id)) === 2);
    const again = await api().join(game.id, {}, { token: ada.key });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ seat: 1, name: 'Ada', started: true });
    expect(await logLength(game.id)).toBe(2);
    const final = await playToEnd(api(), game.id, (seat) => (seat === 1 ? ada.key : bob.body.token));
    expect(final.status).toBe('finished');
  });

  it('resends racing each other take one seat; the key with another body is 422 and changes nothing', async () => {
    const { body: game } = await api().create('tadpole');
    const key = crypto.randomUUID();
    const replies = await Promise.all(Array.from({ length: 4 }, () => api().join(game.id, {}, { headers: { 'idempotency-key': key } })));
    expect(new Set(replies.map((r) => `${r.body.seat}/${r.body.token}`)).size).toBe(1);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await logLength(game.id)).toBe(1);
    const before = await server.snapshot();
    const other = await api().join(game.id, { name: 'Someone' }, { headers: { 'idempotency-key': key } });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency-key-reuse');
    expect(await server.snapshot()).toBe(before);
  });

  it('what is stored is not enough to act: no token, no key, only hashes', async () => {
    const { body: game } = await api().create('tango');
    const key = crypto.randomUUID();
    const joined = await api().join(game.id, {}, { headers: { 'idempotency-key': key } });
    const rows = await server.snapshot();
    expect(rows).not.toContain(joined.body.token);
    expect(rows).not.toContain(joined.body.token.slice(8));
    expect(rows).not.toContain(key);
  });

  it('a key too short to be secret is refused: whoever repeats it would get the seat', async () => {
    const { body: game } = await api().create('tango');
    const refused = await api().join(game.id, {}, { headers: { 'idempotency-key': 'join-1' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toMatch(/idempotency-key/);
  });

  it('a keyed seat given up since is not answered again: 409, and a new key joins afresh', async () => {
    const { body: game } = await api().create('tango');
    const key = crypto.randomUUID();
    const first = await api().join(game.id, {}, { headers: { 'idempotency-key': key } });
    expect((await api().request('POST', `/v1/games/${game.id}/leave`, { token: first.body.token })).status).toBe(200);
    const resent = await api().join(game.id, {}, { headers: { 'idempotency-key': key } });
    expect(resent.status).toBe(409);
    expect(resent.body.code).toBe('seat-taken');
    expect((await api().join(game.id, {}, { headers: { 'idempotency-key': crypto.randomUUID() } })).status).toBe(201);
  });
});
