import { sql } from 'drizzle-orm';
import { playerGamesQuery, rowsOf } from '../../src/store';
import { inProcess, startPostgres } from './harness';
import { heading, note, report, timeAsync } from './lib';

/**
 * `GET /v1/me/games` on a full database (issue 14, item 4): 100,000 games, 10,000 of them one
 * player's, every game with its players' rows in `player_games` (2 to 4 seats held by players, so
 * ~300,000 rows), on PostgreSQL 15. Each request goes through the app (`app.request`: parse, key
 * lookup, the query, JSON) as `npm start` serves it, without the socket. The budget: p99 ≤ 20 ms.
 * The plan is asserted in CI (test/my-games-plan.test.ts); here it is printed.
 */
const BUDGET_MS = 20;

export async function playersBench(pgUrl: string, { quick = false }: { quick?: boolean } = {}): Promise<void> {
  // --quick (CI's "the bench still runs") fills a tenth: the full fill is a minute of PostgreSQL's
  // time, and on a loaded machine its one INSERT of ~300,000 rows outlasted the query timeout.
  const scale = quick ? 10 : 1;
  const games = 100_000 / scale;
  const mine = 10_000 / scale;
  const others = 20_000 / scale;
  heading(`my games: GET /v1/me/games, PostgreSQL 15, ${games.toLocaleString('en-US')} games, ${mine.toLocaleString('en-US')} of them one player's`);
  const p = await inProcess('PostgreSQL 15', pgUrl);
  try {
    const made = await p.request('POST', '/v1/players', { body: { name: 'Bench' } });
    const key = made.body.key as string;
    const me = made.body.id as string;
    const t0 = performance.now();
    await p.db.execute(sql`INSERT INTO players (id, name, key_hash) SELECT 'p_bench' || i, 'P' || i, md5(i::text) FROM generate_series(1, ${others}) i`);
    await p.db.execute(sql`INSERT INTO games (id, type, options, seed, seed_commitment, admin_token_hash, created_at)
      SELECT 'g_bench' || i, (ARRAY['tango','tanni','tadpole','tantony'])[1 + i % 4], '{}', '', '', '', now() - i * interval '1 minute'
      FROM generate_series(1, ${games}) i`);
    // Seat 0 of the first `mine` games is the bench player's; the other seats (1 to 3 more) belong to others.
    await p.db.execute(sql`INSERT INTO player_games (player_id, game_id, seat, type, status, turn_rank, deadline, deadline_key, version, updated_at, joined, players)
      SELECT CASE WHEN s = 0 AND i <= ${mine} THEN ${me} ELSE 'p_bench' || (1 + (i * 7 + s * 13) % ${others}) END,
        'g_bench' || i, s, (ARRAY['tango','tanni','tadpole','tantony'])[1 + i % 4],
        (ARRAY['active','active','finished','waiting'])[1 + i % 4], CASE WHEN (i + s) % 4 = 0 THEN 0 ELSE 1 END,
        CASE WHEN i % 3 = 0 AND (i + s) % 4 = 0 THEN now() + (i % 997) * interval '1 minute' END,
        CASE WHEN i % 3 = 0 AND (i + s) % 4 = 0 THEN now() + (i % 997) * interval '1 minute' ELSE 'infinity' END,
        i % 200, now() - i * interval '1 minute', true,
        '[{"seat":0,"name":"Ada"},{"seat":1,"name":"Bob"},{"seat":2,"name":"Cy"},{"seat":3,"name":"Di"}]'
      FROM generate_series(1, ${games}) i, generate_series(0, 1 + i % 3) s`);
    await p.db.execute(sql`ANALYZE`);
    const rows = Number(rowsOf<{ n: string }>(await p.db.execute(sql`SELECT count(*) AS n FROM player_games`))[0]!.n);
    note(`filled in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${rows.toLocaleString('en-US')} rows of player_games, ${mine.toLocaleString('en-US')} of them the bench player's`);
    const [plan] = rowsOf<{ 'QUERY PLAN': string }>(await p.db.execute(sql`EXPLAIN ${playerGamesQuery({ playerId: me, yourTurn: true, limit: 51 })}`));
    note(`plan of turn=mine: ${plan?.['QUERY PLAN']}`);

    // A cursor deep in the list (20 pages in, 10 in the quick fill of 1,000), to time a deep page too.
    const depth = quick ? 10 : 20;
    let cursor: string | null = null;
    for (let page = 0; page < depth; page++) cursor = (await p.request('GET', `/v1/me/games${cursor ? `?cursor=${cursor}` : ''}`, { token: key })).body.next;
    const cases: Array<[string, string]> = [
      ['first page (50, every status)', '/v1/me/games'],
      ['turn=mine', '/v1/me/games?turn=mine'],
      ['status=active&type=tanni', '/v1/me/games?status=active&type=tanni'],
      [`page ${depth + 1} (cursor)`, `/v1/me/games?cursor=${cursor}`],
    ];
    for (const [name, path] of cases) {
      const check = await p.request('GET', path, { token: key });
      if (check.status !== 200 || check.body.games.length === 0) throw new Error(`${path}: ${check.status} ${JSON.stringify(check.body).slice(0, 200)}`);
      const timing = await timeAsync(() => p.request('GET', path, { token: key }), { warmupCalls: 30, calls: quick ? 200 : 1000 });
      report({ section: 'players', name: `GET /v1/me/games, ${name}, p99`, value: timing.p99Ms, unit: 'ms', budget: `≤ ${BUDGET_MS} ms`, ok: timing.p99Ms <= BUDGET_MS, p50: timing.medianMs, calls: timing.calls, db: 'PostgreSQL 15' });
    }
  } finally {
    await p.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startPostgres();
  try {
    if (server) await playersBench(server.url, { quick: process.argv.includes('--quick') });
    else note('no PostgreSQL 15: nothing measured');
  } finally {
    server?.stop();
  }
}
