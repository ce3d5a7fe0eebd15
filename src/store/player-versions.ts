import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './drizzle-store';
import type { PlayerGameRow } from './read-models';

/** One game of a player as its "my games" rows stand (the read model): what player waits and streams watch. */
export interface PlayerGameVersion {
  readonly gameId: string;
  readonly version: number;
  readonly status: PlayerGameRow['status'];
  /** The game's last log entry's time (or its creation). */
  readonly updatedAt: string;
}

/** Every game the player has a row for, in one index range scan (player_games_pkey's prefix). */
export async function playerGameVersions(db: Database, playerId: string): Promise<PlayerGameVersion[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT ON (game_id) game_id, version, status, updated_at FROM player_games WHERE player_id = ${playerId} ORDER BY game_id`);
  return rowsOf<{ game_id: string; version: number | string; status: PlayerGameRow['status']; updated_at: string | Date }>(result).map((r) => ({
    gameId: r.game_id,
    version: Number(r.version),
    status: r.status,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

/**
 * For each player, a number that changes whenever any of their "my games" rows does: rows × 2³² +
 * the sum of their versions (versions only grow; a row added or removed changes the count). One
 * query for all of them: the cheap check a player's waiter polls on Workers. A player with no rows
 * answers 0.
 */
export async function playerFingerprints(db: Database, playerIds: readonly string[]): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    SELECT p.id, (SELECT count(*) * 4294967296 + COALESCE(sum(pg.version), 0) FROM player_games pg WHERE pg.player_id = p.id) AS fingerprint
    FROM (SELECT jsonb_array_elements_text(${JSON.stringify(playerIds)}::jsonb) AS id) p`);
  return new Map(rowsOf<{ id: string; fingerprint: number | string }>(result).map((r) => [r.id, Number(r.fingerprint)]));
}
