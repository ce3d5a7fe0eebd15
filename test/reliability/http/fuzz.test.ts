import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';
import { fuzz, fuzzContext, type FuzzContext, type FuzzStats } from '../lib/fuzz';

/**
 * Hostile input (issue 8 §4), the CI version: a few hundred generated requests per target to every
 * REST route and to /graphql (test/reliability/lib/fuzz.ts says what they hold and what is checked).
 * The long version is `npm run soak:fuzz`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

describe.each(targets())('hostile input on $name', (target) => {
  let server: TestServer;
  let ctx: FuzzContext;
  const stats: FuzzStats = { requests: 0, byStatus: {}, snapshotsCompared: 0 };
  beforeAll(async () => {
    server = await target.start();
    ctx = await fuzzContext(server.api);
  });
  afterAll(async () => {
    console.log(`fuzz on ${server?.name}:`, JSON.stringify(stats));
    await server?.close();
  });

  it('REST: never a 5xx, every error problem+json with its code, a refused request changes nothing', async () => {
    await fuzz(server.api, () => server.snapshot(), ctx, 'rest', RUNS * 2, Number(process.env.FUZZ_SEED ?? 81), stats);
    expect(stats.snapshotsCompared).toBeGreaterThan(RUNS / 2);
  });

  it('GraphQL: never a 5xx, every error with extensions.code, a refused request changes nothing', async () => {
    await fuzz(server.api, () => server.snapshot(), ctx, 'graphql', RUNS, Number(process.env.FUZZ_SEED ?? 82) + 1, stats);
  });
});
