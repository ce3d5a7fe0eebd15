import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lobbyQuery, playerGamesQuery, type Database } from '../src/store';
import { databaseKinds, type TestDatabase } from './support/databases';
import { planOf } from './support/query-plan';

/**
 * "My games" and the lobby are served by an index, not a scan (issue 14, item 4): the plan of the
 * exact queries the store sends (EXPLAIN), on a database holding many players' games. The timing
 * figure (p50/p99 with 100,000 games, 10,000 for one player) is `npm run bench -- --only=players`.
 */
const PLAYERS = 200;
const GAMES_PER_PLAYER = 40;
const MINE = 2000;

async function fill(db: Database): Promise<void> {
  const games = PLAYERS * GAMES_PER_PLAYER + MINE;
  await db.execute(sql`INSERT INTO players (id, name, key_hash) SELECT 'p_' || i, 'P' || i, md5(i::text) FROM generate_series(0, ${PLAYERS}) i`);
  await db.execute(sql`INSERT INTO games (id, type, options, seed, seed_commitment, admin_token_hash, listed)
    SELECT 'g_' || i, (ARRAY['tango','tanni','tadpole','tantony'])[1 + i % 4], '{}', '', '', '', i % 50 = 0 FROM generate_series(1, ${games}) i`);
  // Player 0 holds MINE games; every other player GAMES_PER_PLAYER.
  await db.execute(sql`INSERT INTO player_games (player_id, game_id, seat, type, status, turn_rank, deadline, deadline_key, version, updated_at, joined, players)
    SELECT CASE WHEN i <= ${MINE} THEN 'p_0' ELSE 'p_' || (1 + i % ${PLAYERS}) END, 'g_' || i, i % 4, (ARRAY['tango','tanni','tadpole','tantony'])[1 + i % 4],
      (ARRAY['waiting','active','active','finished'])[1 + i % 4], CASE WHEN i % 3 = 0 THEN 0 ELSE 1 END,
      CASE WHEN i % 5 = 0 THEN now() + i * interval '1 minute' END, CASE WHEN i % 5 = 0 THEN now() + i * interval '1 minute' ELSE 'infinity' END,
      i % 90, now() - i * interval '1 second', true, '[]'
    FROM generate_series(1, ${games}) i`);
  await db.execute(sql`INSERT INTO lobby (game_id, type, options, seats, seats_taken, seat_count, status, created_at)
    SELECT id, type, '{}', '[]', 1, 4, 'waiting', now() - length(id) * interval '1 second' FROM games WHERE listed`);
  await db.execute(sql`ANALYZE`);
}

describe.each(databaseKinds())('the plans of my games and the lobby on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await fill(database.db);
  });
  afterAll(() => database?.close());

  const cursor = { yourTurn: false, deadline: null, updatedAt: new Date(Date.now() - 3_600_000).toISOString(), gameId: 'g_500', seat: 0 };
  const cases: Array<[string, () => SQL, string[]]> = [
    ['every game, a first page', () => playerGamesQuery({ playerId: 'p_0', limit: 51 }), ['player_games_urgency']],
    ['turn=mine', () => playerGamesQuery({ playerId: 'p_0', yourTurn: true, limit: 51 }), ['player_games_urgency']],
    ['status=active', () => playerGamesQuery({ playerId: 'p_0', status: 'active', limit: 51 }), ['player_games_status']],
    ['a later page (cursor)', () => playerGamesQuery({ playerId: 'p_0', after: cursor, limit: 51 }), ['player_games_urgency']],
    ['type=tanni', () => playerGamesQuery({ playerId: 'p_0', type: 'tanni', limit: 51 }), ['player_games_type']],
    ['type=tanni&turn=mine', () => playerGamesQuery({ playerId: 'p_0', yourTurn: true, type: 'tanni', limit: 51 }), ['player_games_type', 'player_games_urgency']],
    ['status=active&type=tanni', () => playerGamesQuery({ playerId: 'p_0', status: 'active', type: 'tanni', limit: 51 }), ['player_games_type', 'player_games_status']],
    ['the lobby', () => lobbyQuery({ limit: 51 }), ['lobby_open']],
    ['the lobby, type=tadpole', () => lobbyQuery({ type: 'tadpole', limit: 51 }), ['lobby_type']],
  ];
  for (const [name, query, indexes] of cases) {
    it(`${name}: an index scan in order (${indexes.join(' or ')}), no sequential scan, no sort`, async () => {
      const plan = await planOf(database.db, query());
      const types = plan.map((n) => n['Node Type']);
      expect(types, JSON.stringify(types)).not.toContain('Seq Scan');
      expect(types).not.toContain('Sort');
      expect(types).not.toContain('Incremental Sort');
      const scan = plan.find((n) => n['Node Type'] === 'Index Scan' || n['Node Type'] === 'Index Only Scan');
      expect(indexes, JSON.stringify(types)).toContain(scan?.['Index Name']);
    });
  }
});
