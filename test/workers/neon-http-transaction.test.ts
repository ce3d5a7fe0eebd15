import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/store';
import { useLocalWsProxy } from '../../src/store/clients/neon';
import { openNeonHttp, useLocalHttpEndpoint } from '../../src/store/clients/neon-http';
import { testEnv } from '../support/target.workers';

/**
 * The Worker's database inside workerd: statements go over Neon's HTTP path, and a transaction over
 * several statements — which the HTTP path cannot hold — gets a WebSocket session of its own, all
 * or nothing, closed with the request's database.
 */
describe("The Worker's database in workerd", () => {
  it('runs a transaction over several statements on a WebSocket session: a failure rolls all of it back', async () => {
    useLocalHttpEndpoint(testEnv.NEON_HTTP_ENDPOINT);
    useLocalWsProxy(testEnv.NEON_WS_PROXY);
    const database = openNeonHttp(testEnv.DATABASE_URL);
    const id = `g_tx_${crypto.randomUUID().slice(0, 8)}`;
    const insert = (suffix: string) => sql`INSERT INTO games (id, type, options, seed, seed_commitment, admin_token_hash)
      VALUES (${id + suffix}, 'tango', '{}'::jsonb, 's', 'c', 'h')`;
    const count = async () => Number(rowsOf<{ n: string }>(await database.db.execute(sql`SELECT count(*) AS n FROM games WHERE id LIKE ${id + '%'}`))[0]!.n);
    try {
      const failed = await database.db
        .transaction(async (tx) => {
          await tx.execute(insert('_a'));
          await tx.execute(insert('_a')); // the same id again: a unique violation
        })
        .catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(Error);
      expect(await count()).toBe(0);
      await database.db.transaction(async (tx) => {
        await tx.execute(insert('_b'));
        await tx.execute(insert('_c'));
      });
      expect(await count()).toBe(2);
    } finally {
      await database.db.execute(sql`DELETE FROM games WHERE id LIKE ${id + '%'}`);
      await database.close();
    }
  });

  it("shares the HTTP client between requests, never a request's transaction session: one request closing leaves the other's open", async () => {
    useLocalHttpEndpoint(testEnv.NEON_HTTP_ENDPOINT);
    useLocalWsProxy(testEnv.NEON_WS_PROXY);
    const [first, second] = [openNeonHttp(testEnv.DATABASE_URL), openNeonHttp(testEnv.DATABASE_URL)];
    expect((first.db as unknown as { $client: unknown }).$client).toBe((second.db as unknown as { $client: unknown }).$client); // one client per isolate
    const inTransaction = (db: typeof first.db) => db.transaction(async (tx) => rowsOf<{ n: number }>(await tx.execute(sql`SELECT 1 AS n`))[0]!.n);
    expect(await inTransaction(first.db)).toBe(1);
    expect(await inTransaction(second.db)).toBe(1);
    await first.close(); // the first request ends: its session is gone, the second's is not
    expect(await inTransaction(second.db)).toBe(1);
    expect(rowsOf<{ n: number }>(await first.db.execute(sql`SELECT 2 AS n`))[0]!.n).toBe(2); // plain statements need no session
    await second.close();
  });
});
