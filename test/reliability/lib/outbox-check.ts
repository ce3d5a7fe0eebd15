import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/store';

/**
 * After a fault (kills, outages) no outbox row may be orphaned, and none may be missing: every
 * delivery belongs to a log entry that exists (same game, same seq), and every entry that had to notify the game's
 * catch-all subscription (an `action.applied` per action, `game.started` for the join that dealt)
 * has its row — they are written with the entry, in one statement.
 */
export async function checkOutbox(db: Database): Promise<string[]> {
  const orphans = await db.execute(sql`
    SELECT d.id, d.game_id, d.seq FROM deliveries d
    WHERE NOT EXISTS (SELECT 1 FROM actions a WHERE a.game_id = d.game_id AND a.seq = d.seq)`);
  const missing = await db.execute(sql`
    SELECT a.game_id, a.seq, a.kind FROM actions a JOIN webhooks w ON w.game_id = a.game_id AND w.events IS NULL
    WHERE (a.kind <> 'join' AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.webhook_id = w.id AND d.seq = a.seq AND d.type = 'action.applied'))
       -- the join that dealt: the last join of a game that has had any other entry since
       OR (a.kind = 'join' AND a.seq = (SELECT max(j.seq) FROM actions j WHERE j.game_id = a.game_id AND j.kind = 'join')
           AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.webhook_id = w.id AND d.seq = a.seq AND d.type = 'game.started')
           AND EXISTS (SELECT 1 FROM actions b WHERE b.game_id = a.game_id AND b.kind <> 'join'))`);
  const rows = (r: unknown) => (r as { rows: Array<Record<string, unknown>> }).rows;
  return [
    ...rows(orphans).map((o) => `orphan delivery ${o.id}: game ${o.game_id} has no entry ${o.seq}`),
    ...rows(missing).map((m) => `entry ${m.seq} (${m.kind}) of game ${m.game_id} has no delivery`),
  ];
}
