import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine';
import { rowsOf } from '../../src/store';
import { databaseKinds } from '../support/databases';
import { startServer, type NodeTestServer } from '../support/server';
import { race, verifyLedger } from './lib/race';

/**
 * Snapshots are derived data (issue 20): the race suite again with no game cache — every request
 * reads its game cold, from its latest snapshot — while a vandal keeps corrupting and deleting the
 * snapshots under it (garbage, a changed state, a moved version, another ruleset, deleted rows).
 * Nothing changes: no unexpected answer, nothing lost or doubled, every answer the log replays to.
 */
const kind = databaseKinds().at(-1)!; // PostgreSQL when TEST_DATABASE_URL is set, else PGlite
describe(`races with snapshots vandalised, on ${kind.name}`, () => {
  let server: NodeTestServer;
  beforeAll(async () => {
    server = await startServer(kind, { cache: false });
  });
  afterAll(() => server?.close());

  it('every answer is still the truth, and the snapshots really were there and really were spoiled', async () => {
    const db = server.database.db;
    const choose = mulberry32(20);
    const vandalisms = [
      sql`UPDATE snapshots SET data = 'garbage'`,
      sql`UPDATE snapshots SET data = replace(data, '"started":true', '"started":false')`,
      sql`UPDATE snapshots SET data = regexp_replace(data, '"([A-Z0-9]{2,3})"', '"\\1\\1"')`,
      sql`UPDATE snapshots SET seq = seq + 5`,
      sql`UPDATE snapshots SET seq = greatest(seq - 5, 1)`,
      sql`UPDATE snapshots SET ruleset_version = ruleset_version + 1`,
      sql`DELETE FROM snapshots`,
    ];
    // Cold reads that came with a snapshot (sound or spoiled): the snapshots were in the way.
    let readWithSnapshot = 0;
    const load = server.store.loadGame.bind(server.store);
    server.store.loadGame = async (...args) => {
      const stored = await load(...args);
      if (stored?.snapshot) readWithSnapshot++;
      return stored;
    };
    let running = true;
    let spoiled = 0;
    let seen = 0;
    const vandal = (async () => {
      while (running) {
        await new Promise((r) => setTimeout(r, 15 + choose(30)));
        seen = Math.max(seen, Number(rowsOf<{ n: string }>(await db.execute(sql`SELECT count(*) AS n FROM snapshots`))[0]!.n));
        // Each time one game's snapshot, or all of them.
        const which = choose(3) === 0 ? sql`` : sql` WHERE game_id = (SELECT game_id FROM snapshots ORDER BY random() LIMIT 1)`;
        const spoil = vandalisms[choose(vandalisms.length)]!;
        spoiled += rowsOf(await db.execute(sql`WITH spoiled AS (${spoil}${which} RETURNING 1) SELECT * FROM spoiled`)).length;
      }
    })();
    try {
      const { report, ledger, gameIds } = await race(server.api, { clients: 12, games: 6, actions: 360, seed: 20 });
      expect(report.unexpected).toEqual([]);
      expect(report.accepted).toBeGreaterThan(80);
      const check = await verifyLedger(server.store, gameIds, ledger);
      expect(check.problems).toEqual([]);
      expect(check.viewsReplayed).toBe(report.accepted);
      console.log(`snapshot races on ${kind.name}:`, JSON.stringify({ ...report, unexpected: report.unexpected.length, snapshotsSeen: seen, readWithSnapshot, spoiled }));
    } finally {
      running = false;
      await vandal;
    }
    expect(seen).toBeGreaterThan(0);
    expect(readWithSnapshot).toBeGreaterThan(20);
    expect(spoiled).toBeGreaterThan(0);
  });
});
