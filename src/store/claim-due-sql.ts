import { sql, type SQL } from 'drizzle-orm';

/**
 * The deliveries due now, leased until `leaseUntil` (at most `limit`; of one game with `gameId`).
 * Retries (attempts > 0) whenever due, each on its own schedule; a first attempt only when no
 * earlier delivery of its subscription still awaits its first (leased ones included), so first
 * attempts go out one at a time in `position` order (for a game's subscription, (seq, ordinal)
 * order; a player's spans games, in the order their entries were written). That probe is served by
 * `deliveries_first_attempts`, which holds pending first attempts only: it never walks a
 * subscription's delivered history, and a backlog drains in linear time (test/delivery-claim-plan.test.ts).
 * The UPDATE re-checks next_attempt_at, so of two dispatchers racing for a row, the one that updates
 * second sees the lease and skips it.
 */
export function claimDueQuery(now: string, leaseUntil: string, limit: number, gameId?: string): SQL {
  const forGame = gameId === undefined ? sql`` : sql`AND d.game_id = ${gameId}`;
  return sql`
      WITH due AS (
        SELECT d.id FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id
        WHERE d.status = 'pending' AND w.disabled_at IS NULL AND d.next_attempt_at <= ${now}::timestamptz ${forGame}
          AND (d.attempts > 0 OR NOT EXISTS (
            SELECT 1 FROM deliveries e
            WHERE e.webhook_id = d.webhook_id AND e.status = 'pending' AND e.attempts = 0
              AND e.position < d.position))
        ORDER BY d.next_attempt_at LIMIT ${limit})
      UPDATE deliveries d SET next_attempt_at = ${leaseUntil}::timestamptz
      FROM due, webhooks w
      WHERE d.id = due.id AND w.id = d.webhook_id AND d.status = 'pending' AND d.next_attempt_at <= ${now}::timestamptz
      RETURNING d.id, d.webhook_id, d.game_id, d.seq, d.type, d.payload, d.attempts, w.url, w.secret, w.failing_since`;
}
