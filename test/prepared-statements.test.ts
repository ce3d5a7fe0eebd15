import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleEventStore } from '../src/store';
import { openPostgres } from '../src/store/clients/node-postgres';
import { scratchDatabase } from './support/scratch-database';

/**
 * The hot append and the game's load run as named prepared statements on Node's PostgreSQL pool
 * (issue 29, item 1: parsed and planned once per connection): one per shape of statement, reused
 * by every call of that shape. One connection, so every statement lands where the test looks.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('prepared statements on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let opened: Awaited<ReturnType<typeof openPostgres>>;
  let store: DrizzleEventStore;
  beforeAll(async () => {
    scratch = await scratchDatabase(url!, 'tt_test');
    opened = await openPostgres(scratch.url, { max: 1 });
    store = new DrizzleEventStore(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
    await scratch?.drop();
  });

  const prepared = async () =>
    ((await opened.db.execute(sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'tt\_%'`)) as unknown as { rows: Array<{ name: string; statement: string }> }).rows;

  it('the append and the load are prepared once, then reused; other statements are not prepared', async () => {
    const id = 'g_prepared_1';
    await store.createGame({ id, type: 'tango', rulesetVersion: 1, options: {}, settings: { turnTimeout: null, autoPlayForced: false, hotSeat: false }, seed: '00'.repeat(32), seedCommitment: 'c', adminTokenHash: 'h', createdAt: new Date().toISOString() });
    for (const seq of [1, 2, 3, 4]) {
      const entry = { seq, kind: 'action' as const, seat: 0, payload: { seq }, createdAt: new Date().toISOString() };
      expect((await store.append(id, { entries: [entry], hooksVersion: 0 })).ok).toBe(true);
      expect((await store.loadGame(id, seq - 1))!.log.map((e) => e.seq)).toEqual([seq]);
    }
    const statements = await prepared();
    expect(statements.filter((s) => s.statement.includes('INSERT INTO actions'))).toHaveLength(1);
    expect(statements.filter((s) => s.statement.includes('FROM games g'))).toHaveLength(1);
    expect(statements.some((s) => s.statement.includes('INSERT INTO games'))).toBe(false);
    // A refused append (its seq taken) changes nothing; its shape keeps its name (node-postgres's pool
    // closes a connection whose query failed, so the next one prepares again, under the same name).
    const taken = { seq: 2, kind: 'action' as const, seat: 0, payload: {}, createdAt: new Date().toISOString() };
    expect(await store.append(id, { entries: [taken], hooksVersion: 0 })).toEqual({ ok: false, conflict: 'version' });
    expect((await store.loadGame(id))!.log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    await store.append(id, { entries: [{ ...taken, seq: 5 }], hooksVersion: 0 });
    const names = statements.map((s) => s.name);
    expect((await prepared()).map((s) => s.name).sort()).toEqual([...names].sort());
  });
});
