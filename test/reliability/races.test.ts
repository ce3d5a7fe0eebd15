import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startServer, type NodeTestServer } from '../support/server';
import { race, verifyLedger } from './lib/race';

/**
 * Races (issue 8 §1), the CI version: 16 clients on 6 games of every type at once. The long version is
 * `npm run soak:races` (64 clients, 50 games, 10,000 actions, the Node server on PostgreSQL 15).
 */
describe.each(databaseKinds())('races on $name', (kind) => {
  let server: NodeTestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('many clients acting on the same games: nothing lost, nothing doubled, every answer replays', async () => {
    const { report, ledger, gameIds } = await race(server.api, { clients: 16, games: 6, actions: 400, seed: 8 });
    expect(report.unexpected).toEqual([]);
    expect(report.attempted).toBe(400);
    expect(report.accepted).toBeGreaterThan(80);
    // The If-Match clients really raced: some of them lost.
    expect(report.rejected['412 precondition-failed'] ?? 0).toBeGreaterThan(0);
    const check = await verifyLedger(server.store, gameIds, ledger);
    expect(check.problems).toEqual([]);
    expect(check.viewsReplayed).toBe(report.accepted);
    console.log(`races on ${kind.name}:`, JSON.stringify({ ...report, unexpected: report.unexpected.length, check: { ...check, problems: check.problems.length } }));
  });
});
