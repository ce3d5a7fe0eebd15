import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './drizzle-store';

/**
 * The current version of each game (the `seq` of its last entry; 0 before the first), in one
 * index-only query however many games: the cheap check a poller makes.
 */
export async function gameVersions(db: Database, gameIds: readonly string[]): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    SELECT g.id, COALESCE((SELECT max(a.seq) FROM actions a WHERE a.game_id = g.id), 0) AS version
    FROM games g WHERE g.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(gameIds)}::jsonb))`);
  return new Map(rowsOf<{ id: string; version: number | string }>(result).map((r) => [r.id, Number(r.version)]));
}
