import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleEventStore } from '../src/store';
import { databaseKinds, type TestDatabase } from './support/databases';
import { withNeonHttp } from './support/neon-http-database';

/** The store contract, against every database kind. */
describe.each(withNeonHttp(databaseKinds()))('Event store on $name', (kind) => {
  let database: TestDatabase;
  let store: DrizzleEventStore;
  beforeAll(async () => {
    database = await kind.open();
    store = new DrizzleEventStore(database.db);
  });
  afterAll(() => database?.close());

  let n = 0;
  const newGame = async () => {
    const id = `g_store_${++n}`;
    await store.createGame({ id, type: 'tango', rulesetVersion: 1, options: {}, settings: { turnTimeout: null, autoPlayForced: false, hotSeat: false }, seed: '00'.repeat(32), seedCommitment: 'c', adminTokenHash: 'h', createdAt: new Date().toISOString() });
    return id;
  };
  const entry = (seq: number, extra: object = {}) => ({ seq, kind: 'action' as const, seat: 0, payload: { action: { type: 'noop', seq } }, createdAt: new Date().toISOString(), ...extra });
  const action = (seq: number, extra: object = {}) => ({ entries: [entry(seq, extra)], hooksVersion: 0 });

  it('appends in order and loads the log, or its tail after a seq, in one round trip', async () => {
    const id = await newGame();
    for (const seq of [1, 2, 3]) expect((await store.append(id, action(seq))).ok).toBe(true);
    const trips = store.roundTrips;
    const all = await store.loadGame(id);
    expect(store.roundTrips).toBe(trips + 1);
    expect(all!.log.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect((await store.loadGame(id, 2))!.log.map((e) => e.seq)).toEqual([3]);
    expect(await store.loadGame('g_missing')).toBeNull();
  });

  it('two writers at the same seq: exactly one wins, the other gets a version conflict', async () => {
    const id = await newGame();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.append(id, { entries: [{ ...entry(1), payload: { writer: i } }], hooksVersion: 0 })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.conflict)).toEqual(Array(7).fill('version'));
    expect((await store.loadGame(id))!.log).toHaveLength(1);
  });

  it('a join writes its seat and its log entry together, or neither', async () => {
    const id = await newGame();
    const join = (seq: number, name: string) => store.append(id, { entries: [{ seq, kind: 'join', seat: 0, payload: { name }, createdAt: new Date().toISOString() }], seat: { seat: 0, name, tokenHash: name }, hooksVersion: 0 });
    expect((await join(1, 'ada')).ok).toBe(true);
    expect(await join(2, 'bob')).toEqual({ ok: false, conflict: 'seat' });
    const loaded = await store.loadGame(id);
    expect(loaded!.seats.map((s) => s.name)).toEqual(['ada']);
    expect(loaded!.log).toHaveLength(1);
    // The seq is free but the seat is not: nothing of the join was written.
    expect((await store.append(id, action(2))).ok).toBe(true);
  });

  it('an append computed for outdated subscriptions writes nothing (conflict `subscription`)', async () => {
    const id = await newGame();
    expect(await store.append(id, { ...action(1), hooksVersion: 1 })).toEqual({ ok: false, conflict: 'subscription' });
    expect((await store.loadGame(id))!.log).toHaveLength(0);
  });

  it('a join computed for outdated subscriptions claims no seat either', async () => {
    const id = await newGame();
    const join = { entries: [{ seq: 1, kind: 'join' as const, seat: 0, payload: { name: 'ada' }, createdAt: new Date().toISOString() }], seat: { seat: 0, name: 'ada', tokenHash: 'ada' } };
    expect(await store.append(id, { ...join, hooksVersion: 1 })).toEqual({ ok: false, conflict: 'subscription' });
    expect((await store.loadGame(id))!.seats).toEqual([]);
    // Judged again on the subscriptions as they are, the same join goes in.
    expect((await store.append(id, { ...join, hooksVersion: 0 })).ok).toBe(true);
  });

  it('an idempotency key is unique per game and seat', async () => {
    const id = await newGame();
    expect((await store.append(id, action(1, { idempotencyKey: 'k', requestHash: 'h' }))).ok).toBe(true);
    expect(await store.append(id, action(2, { idempotencyKey: 'k', requestHash: 'h' }))).toEqual({ ok: false, conflict: 'idempotency-key' });
    expect((await store.append(id, { entries: [{ ...entry(2, { idempotencyKey: 'k' }), seat: 1 }], hooksVersion: 0 })).ok).toBe(true);
  });
});
