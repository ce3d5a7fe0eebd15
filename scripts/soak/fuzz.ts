/**
 * Soak: hostile input (issue 8 §4). The app on a real socket over PGlite and over PostgreSQL 15 (a
 * throwaway cluster, or SOAK_DATABASE_URL); SOAK_FUZZ_RUNS (5,000) generated REST requests and as many
 * GraphQL requests per database, each checked as in test/reliability/lib/fuzz.ts (never a 5xx, errors
 * in their format with a known code, every refused request leaves every table as it was).
 *   npm run soak:fuzz            SOAK_FUZZ_RUNS=20000 SOAK_SEED=7 npm run soak:fuzz
 */
import { databaseKinds } from '../../test/support/databases';
import { startServer } from '../../test/support/server';
import { fuzz, fuzzContext, type FuzzStats } from '../../test/reliability/lib/fuzz';
import { postgresServer } from '../../test/reliability/lib/processes';
import { machine, num, printFigures } from './common';

const runs = num('SOAK_FUZZ_RUNS', 5000);
const seed = num('SOAK_SEED', 1);
const postgres = await postgresServer();
process.env.TEST_DATABASE_URL = postgres.url;
let failed = false;
const figures: Record<string, unknown> = { ...(await machine(postgres.url)), 'runs per kind and database': runs, seed };
const start = Date.now();
try {
  for (const kind of databaseKinds()) {
    const server = await startServer(kind);
    const stats: FuzzStats = { requests: 0, byStatus: {}, snapshotsCompared: 0 };
    try {
      const ctx = await fuzzContext(server.api);
      for (const [i, what] of (['rest', 'graphql'] as const).entries()) {
        try {
          await fuzz(server.api, () => server.snapshot(), ctx, what, runs, seed * 10 + i, stats);
        } catch (err) {
          failed = true;
          const cause = (err as Error).cause as Error | undefined;
          console.log(`FAILED (${kind.name}, ${what}):`, (err as Error).message.slice(0, 3000), cause?.message?.slice(0, 3000) ?? '');
        }
      }
    } finally {
      await server.close();
    }
    figures[`${kind.name}: requests fuzzed`] = stats.requests;
    figures[`${kind.name}: answers by status`] = stats.byStatus;
    figures[`${kind.name}: refused requests checked against a full snapshot`] = stats.snapshotsCompared;
  }
} finally {
  postgres.stop();
}
figures['5xx answers'] = Object.entries(figures).filter(([k]) => k.endsWith('by status')).reduce((n, [, v]) => n + Object.entries(v as Record<string, number>).filter(([s]) => Number(s) >= 500).reduce((a, [, c]) => a + c, 0), 0);
figures.seconds = Math.round((Date.now() - start) / 1000);
printFigures('soak:fuzz', figures);
console.log(failed ? '\nFAILED' : '\nOK: no 5xx, every error in its format, no refused request changed anything');
process.exit(failed ? 1 : 0);
