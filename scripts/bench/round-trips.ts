import { mulberry32 } from '../../src/engine';
import { playMove, seatedGame } from './games';
import { inProcess, startPostgres, type DbKind } from './harness';
import { heading, note, report } from './lib';

/**
 * Database round trips per request, read from the store's own counter (`DrizzleEventStore.roundTrips`:
 * every statement it sends). Budgets: a warm play-card 1, a cold one at most 2.
 */
export async function roundTripsBench(kind: DbKind, pgUrl?: string): Promise<void> {
  heading(`database round trips per request: ${kind} (the store's counter), tango`);
  const p = await inProcess(kind, pgUrl);
  try {
    const choose = mulberry32(7);
    const trips = () => p.deps.store.roundTrips;
    const count = async (what: () => Promise<unknown>) => {
      const before = trips();
      await what();
      return trips() - before;
    };
    const g = await seatedGame(p, 'tango', { variant: 'roses', firstDealer: 0 });
    const seatToAct = () => g.replica.pick(() => 0)!.seat;
    const figures: Array<{ name: string; n: number; budget?: number }> = [];
    // A cold isolate: nothing cached.
    p.deps.cache.drop(g.id);
    figures.push({ name: 'view (GET /games/{id}), cold', n: await count(() => p.request('GET', `/v1/games/${g.id}`, { token: g.tokens[0] })) });
    figures.push({ name: 'view (GET /games/{id}), warm', n: await count(() => p.request('GET', `/v1/games/${g.id}`, { token: g.tokens[0] })) });
    figures.push({ name: 'legal moves, warm', n: await count(() => p.request('GET', `/v1/games/${g.id}/legal-moves`, { token: g.tokens[seatToAct()] })) });
    figures.push({ name: 'play-card, warm', n: await count(() => playMove(p, g, choose)), budget: 1 });
    p.deps.cache.drop(g.id);
    figures.push({ name: 'play-card, cold', n: await count(() => playMove(p, g, choose)), budget: 2 });
    figures.push({ name: 'play-card, warm (again)', n: await count(() => playMove(p, g, choose)), budget: 1 });
    figures.push({ name: 'create game', n: await count(() => p.request('POST', '/v1/games', { body: { type: 'tango' } })) });
    for (const f of figures) {
      report({
        section: 'round-trips',
        name: f.name,
        value: f.n,
        unit: 'round trips',
        ...(f.budget === undefined ? {} : { budget: `≤ ${f.budget}`, ok: f.n <= f.budget }),
        db: kind,
      });
    }
  } finally {
    await p.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await roundTripsBench('PGlite');
  const pgServer = await startPostgres();
  try {
    if (pgServer) await roundTripsBench('PostgreSQL 15', pgServer.url);
    else note('no PostgreSQL');
  } finally {
    pgServer?.stop();
  }
}
