import { describe, expect, it } from 'vitest';
import { crashRun } from './lib/crash';
import { freePort, freshDatabase } from './lib/processes';

/**
 * Crashes (issue 8 §3), the CI version: the Node server process on PostgreSQL, killed with SIGKILL 3
 * times under load and restarted. The long version is `npm run soak:crash` (25 kills).
 */
const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('crashes: SIGKILL under load on PostgreSQL', () => {
  it('every acknowledged action survives; every log replays; nothing appended unacknowledged; no orphan outbox row', async () => {
    const database = await freshDatabase(url!, 'tt_crash');
    try {
      const { report, check, outbox } = await crashRun({ databaseUrl: database.url, port: await freePort(), kills: 3, clients: 6, games: 4, minUpMs: 400, maxUpMs: 1500, seed: 3 });
      expect(report.unexpected).toEqual([]);
      expect(check.problems).toEqual([]);
      expect(outbox).toEqual([]);
      expect(report.kills).toBe(3);
      expect(report.accepted).toBeGreaterThan(20);
      expect(check.viewsReplayed).toBeGreaterThan(0);
      console.log('crashes:', JSON.stringify({ ...report, unexpected: report.unexpected.length, check: { ...check, problems: check.problems.length } }));
    } finally {
      await database.drop();
    }
  });
});
