import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/store';
import { claimDueQuery } from '../src/store/claim-due-sql';
import { databaseKinds, type TestDatabase } from './support/databases';
import { planOf } from './support/query-plan';

/**
 * Claiming due deliveries asks, of every due row, whether an earlier first attempt of its
 * subscription still waits (first attempts go out in order). Asked of a subscription's whole
 * history, that made draining a backlog quadratic — the claim took over a second on PGlite with a few
 * hundred pending behind a bot's quick moves, and a player's subscription, spanning games, grows
 * without end. The probe must read `deliveries_first_attempts`, which holds pending first attempts
 * only, never the delivered history. The plan of the exact statement the store sends, on a
 * subscription with 20,000 delivered rows and 300 waiting.
 */
const DELIVERED = 20_000;
const WAITING = 300;

describe.each(databaseKinds())('claiming due deliveries on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    const { db } = database;
    await db.execute(sql`INSERT INTO games (id, type, options, seed, seed_commitment, admin_token_hash) VALUES ('g_1', 'tango', '{}', '', '', '')`);
    await db.execute(sql`INSERT INTO webhooks (id, game_id, url, secret) SELECT 'w_' || i, 'g_1', 'http://127.0.0.1:9/', 's' FROM generate_series(1, 4) i`);
    await db.execute(sql`INSERT INTO deliveries (id, webhook_id, game_id, seq, ordinal, type, payload, status, attempts, next_attempt_at, created_at)
      SELECT 'd_' || i, 'w_' || (1 + i % 4), 'g_1', i, 0, 'action.applied', '{}', CASE WHEN i <= ${DELIVERED} THEN 'delivered' ELSE 'pending' END,
        CASE WHEN i <= ${DELIVERED} THEN 1 ELSE 0 END, now() - interval '1 minute', now()
      FROM generate_series(1, ${DELIVERED + WAITING}) i`);
    await db.execute(sql`ANALYZE`);
  });
  afterAll(() => database?.close());

  it("asks whether an earlier first attempt waits of the pending first attempts only, not of the subscription's history", async () => {
    const now = new Date().toISOString();
    const plan = await planOf(database.db, claimDueQuery(now, new Date(Date.now() + 30_000).toISOString(), 50, 'g_1'));
    const probes = plan.filter((n) => n['Relation Name'] === 'deliveries' && n['Alias'] === 'e');
    expect(probes.length, JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name'], n['Alias']]))).toBeGreaterThan(0);
    for (const probe of probes) expect(probe['Index Name'], probe['Node Type']).toBe('deliveries_first_attempts');
  });

  it('claims the first waiting delivery of each subscription, in order, and no later one', async () => {
    const now = new Date().toISOString();
    const rows = rowsOf<{ webhook_id: string; seq: number | string }>(await database.db.execute(claimDueQuery(now, new Date(Date.now() + 30_000).toISOString(), 50, 'g_1')));
    // Rows go round the four subscriptions, so the first waiting one of each is one of the next four.
    expect(rows.map((r) => Number(r.seq)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4].map((n) => DELIVERED + n));
    expect(new Set(rows.map((r) => r.webhook_id)).size).toBe(4);
  });
});
