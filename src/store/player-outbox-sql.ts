import { sql, type SQL } from 'drizzle-orm';
import type { PlayerNotice } from './event-store';

/**
 * The CTE `player_outbox` of an append: each player notice, for each of its player's active
 * subscriptions that takes its type, as they stand when the statement runs — written only once the
 * entries went in (`logged`), in the order the notices came (their `position` follows it).
 */
export function playerOutboxSql(gameId: string, notices: readonly PlayerNotice[], at: string): SQL {
  const rows = JSON.stringify(notices.map((n, i) => ({ i, player_id: n.playerId, seq: n.seq, type: n.type, payload: n.payload })));
  return sql`player_outbox AS (
    INSERT INTO deliveries (id, webhook_id, game_id, seq, ordinal, type, payload, next_attempt_at, created_at)
    SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), w.id, ${gameId}, n.seq, n.i, n.type, n.payload, ${at}::timestamptz, ${at}::timestamptz
    FROM jsonb_to_recordset(${rows}::jsonb) AS n(i int, player_id text, seq int, type text, payload jsonb)
      JOIN webhooks w ON w.player_id = n.player_id AND w.disabled_at IS NULL AND (w.events IS NULL OR w.events @> jsonb_build_array(n.type))
    WHERE EXISTS (SELECT 1 FROM logged)
    ORDER BY n.i, w.id
    RETURNING 1)`;
}
