import { sql, type SQL } from 'drizzle-orm';

/** The notification a subscription's siblings get when it is disabled (README "Webhooks"). */
export const SUBSCRIPTION_DISABLED = 'subscription.disabled';

/**
 * The CTEs that disable a subscription, as part of the statement recording the attempt that made it
 * so: mark it disabled (keeping `failing_since`, which the notice reports), bump its game's
 * subscriptions version (appends computed for the old list are refused), cancel its other pending
 * deliveries, and queue one `subscription.disabled` notice to each sibling subscription that takes
 * that type — due at once, at the game's current version, so it is signed and retried like any other.
 *
 * Siblings are the other active subscriptions of the same owner: for a game's subscription, the
 * game's (they all belong to its admin); for a player's, the player's other ones. A player's notice
 * is about the game whose delivery was the last straw, at that game's current version.
 */
export function disableSubscription(webhookId: string, deliveryId: string, at: string, reason: string): SQL {
  return sql`,
    disabled AS (UPDATE webhooks w SET disabled_at = ${at}::timestamptz, disabled_reason = ${reason}
      FROM deliveries last WHERE w.id = ${webhookId} AND w.disabled_at IS NULL AND last.id = ${deliveryId}
      RETURNING w.id, w.game_id, w.player_id, COALESCE(w.game_id, last.game_id) AS about, w.url, w.failing_since),
    bumped AS (UPDATE games SET hooks_version = hooks_version + 1 WHERE id IN (SELECT game_id FROM disabled) RETURNING 1),
    cancelled AS (UPDATE deliveries SET status = 'cancelled' WHERE webhook_id = ${webhookId} AND status = 'pending' AND id <> ${deliveryId} RETURNING 1),
    noticed AS (
      INSERT INTO deliveries (id, webhook_id, game_id, seq, ordinal, type, payload, next_attempt_at, created_at)
      SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), s.id, dis.about, v.version,
        COALESCE((SELECT max(x.ordinal) + 1 FROM deliveries x WHERE x.webhook_id = s.id AND x.seq = v.version), 0),
        ${SUBSCRIPTION_DISABLED},
        jsonb_build_object('type', ${SUBSCRIPTION_DISABLED}::text, 'timestamp', ${at}::text, 'data', jsonb_build_object(
          'gameId', dis.about, 'version', v.version, 'webhookId', dis.id, 'url', dis.url, 'reason', ${reason}::text,
          'failingSince', to_char(dis.failing_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
        ${at}::timestamptz, ${at}::timestamptz
      FROM disabled dis
        JOIN webhooks s ON (s.game_id = dis.game_id OR s.player_id = dis.player_id) AND s.id <> dis.id AND s.disabled_at IS NULL
          AND (s.events IS NULL OR s.events @> ${JSON.stringify([SUBSCRIPTION_DISABLED])}::jsonb),
        LATERAL (SELECT COALESCE(max(a.seq), 0) AS version FROM actions a WHERE a.game_id = dis.about) v
      RETURNING 1)`;
}
