import { sql, type SQL } from 'drizzle-orm';

/**
 * When a game next needs the server (Workers: its Durable Object's alarm, src/objects/game-hub.ts):
 * its turn deadline (`games.deadline_at`, which every commit writes from the log: app/commit) and its
 * earliest pending delivery (a first attempt or a retry, `next_attempt_at`), of its own subscriptions
 * and of its players' (every delivery is about a game: `deliveries.game_id` is never null). Both
 * through indexes: `webhooks_game`, `player_games_game`, `webhooks_player`, then `deliveries_queue`
 * (webhook, status) — never a walk of every pending delivery. A player who no longer has a row of
 * the game is not found here: the cron's sweep sends theirs (README "A better mechanism on Cloudflare").
 */
export function gameWakeUpQuery(gameId: string): SQL {
  return sql`
    SELECT g.deadline_at, (
      SELECT min(d.next_attempt_at) FROM (
          SELECT w.id FROM webhooks w WHERE w.game_id = g.id AND w.disabled_at IS NULL
          UNION
          SELECT w.id FROM player_games p JOIN webhooks w ON w.player_id = p.player_id AND w.disabled_at IS NULL WHERE p.game_id = g.id
        ) s JOIN deliveries d ON d.webhook_id = s.id AND d.status = 'pending' AND d.game_id = g.id
      ) AS delivery_at
    FROM games g WHERE g.id = ${gameId}`;
}

/**
 * The games that need the server before `until` (the cron's re-arming, earliest first): by turn
 * deadline (`games_deadline_at`) and by pending delivery (`deliveries_due`), at most `limit` of each.
 */
export function wakeUpsBeforeQuery(until: string, limit: number): SQL {
  return sql`
    (SELECT id AS game_id, deadline_at AS at FROM games WHERE deadline_at <= ${until}::timestamptz ORDER BY deadline_at LIMIT ${limit})
    UNION ALL
    (SELECT d.game_id, min(d.next_attempt_at) AS at FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.disabled_at IS NULL
      WHERE d.status = 'pending' AND d.next_attempt_at <= ${until}::timestamptz GROUP BY d.game_id ORDER BY 2 LIMIT ${limit})`;
}
