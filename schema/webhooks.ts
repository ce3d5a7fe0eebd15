import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games';
import { players } from './players';

/**
 * A subscription: to one game's notifications (its admin's; `seat` binds it to that seat's view),
 * or to one player's across all their games (`player_id`: each redacted for that player's seat).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    /** The game subscribed to; null for a player's subscription. */
    gameId: text('game_id').references(() => games.id, { onDelete: 'cascade' }),
    /** The player subscribed (`POST /v1/me/webhooks`); null for a game's subscription. */
    playerId: text('player_id').references(() => players.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Event types to send; null: every type. */
    events: jsonb('events').$type<string[] | null>(),
    seat: integer('seat'),
    /** The signing secret (`whsec_…`): the server signs with it, so it is kept, never shown again. */
    secret: text('secret').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'string' }),
    /** When the current run of failed attempts began (null: the last attempt succeeded, or none yet).
     * A subscription failing for 5 days is disabled (src/webhooks/dispatch.ts). */
    failingSince: timestamp('failing_since', { withTimezone: true, mode: 'string' }),
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('webhooks_game').on(t.gameId),
    index('webhooks_player').on(t.playerId),
    check('webhooks_one_owner', sql`(${t.gameId} IS NULL) <> (${t.playerId} IS NULL)`),
  ],
);

/**
 * The outbox: one row per notification per subscription, written in the same statement as the log
 * entries that caused it. Rows of one subscription go out in `position` order.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    /** Also the `webhook-id` header: stable across retries, so receivers can deduplicate. */
    id: text('id').primaryKey(),
    webhookId: text('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    seq: integer('seq').notNull(),
    ordinal: integer('ordinal').notNull(),
    /** Insertion order, across games: a subscription's deliveries go out and are listed in this
     * order (for a game's subscription it is also (seq, ordinal) order; a player's spans games). */
    position: bigint('position', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending → delivered | failed (every retry used) | cancelled (subscription disabled or deleted). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('deliveries_queue').on(t.webhookId, t.status, t.seq, t.ordinal),
    index('deliveries_due').on(t.status, t.nextAttemptAt),
    index('deliveries_log').on(t.webhookId, t.position),
    // The first attempts still to make, per subscription in order: what claiming asks of every due row
    // ("does an earlier first attempt of this subscription wait?"). Only pending rows are in it, so the
    // probe does not walk a subscription's delivered history (a player's grows without end), and a
    // backlog drains in time linear in its size, not quadratic.
    index('deliveries_first_attempts')
      .on(t.webhookId, t.position)
      .where(sql`${t.status} = 'pending' AND ${t.attempts} = 0`),
  ],
);

export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: text('delivery_id').notNull().references(() => deliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** HTTP status, null when no answer came (timeout, refused connection). */
    status: integer('status'),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('delivery_attempts_delivery').on(t.deliveryId)],
);
