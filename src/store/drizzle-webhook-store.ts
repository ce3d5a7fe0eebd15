import { and, eq, sql } from 'drizzle-orm';
import { webhooks } from '../../schema';
import { rowsOf, type Database } from './drizzle-store';
import type { Attempt, DeliveryRecord, DueDelivery, NewWebhook, WebhookRow, WebhookStore } from './webhook-store';

const iso = (t: string | Date | null): string | null => (t === null ? null : new Date(t).toISOString());

export class DrizzleWebhookStore implements WebhookStore {
  constructor(private readonly db: Database) {}

  /** Every change to a game's subscriptions bumps games.hooks_version in the same statement. */
  async createWebhook(webhook: NewWebhook): Promise<void> {
    await this.db.execute(sql`
      WITH bumped AS (UPDATE games SET hooks_version = hooks_version + 1 WHERE id = ${webhook.gameId} RETURNING id)
      INSERT INTO webhooks (id, game_id, url, events, seat, secret, created_at)
      SELECT ${webhook.id}, bumped.id, ${webhook.url}, ${webhook.events ? JSON.stringify(webhook.events) : null}::jsonb, ${webhook.seat}, ${webhook.secret}, ${webhook.createdAt}::timestamptz
      FROM bumped`);
  }

  async listWebhooks(gameId: string): Promise<WebhookRow[]> {
    const rows = await this.db.select().from(webhooks).where(eq(webhooks.gameId, gameId)).orderBy(webhooks.createdAt, webhooks.id);
    return rows.map((w) => ({
      id: w.id,
      gameId: w.gameId,
      url: w.url,
      events: w.events ?? null,
      seat: w.seat,
      disabledAt: iso(w.disabledAt),
      disabledReason: w.disabledReason,
      createdAt: iso(w.createdAt)!,
    }));
  }

  async deleteWebhook(gameId: string, id: string): Promise<boolean> {
    const result = await this.db.execute(sql`
      WITH gone AS (DELETE FROM webhooks WHERE game_id = ${gameId} AND id = ${id} RETURNING game_id),
        bumped AS (UPDATE games SET hooks_version = hooks_version + 1 WHERE id IN (SELECT game_id FROM gone) RETURNING 1)
      SELECT count(*) AS deleted FROM gone`);
    return Number(rowsOf<{ deleted: number | string }>(result)[0]?.deleted ?? 0) > 0;
  }

  async claimDue(now: string, leaseUntil: string, limit: number, gameId?: string): Promise<DueDelivery[]> {
    const forGame = gameId === undefined ? sql`` : sql`AND d.game_id = ${gameId}`;
    // The head of each subscription's queue: its first pending delivery in (seq, ordinal) order.
    // The outer WHERE re-checks next_attempt_at, so of two dispatchers racing for a row, the one
    // that updates second sees the other's lease and skips it.
    const result = await this.db.execute(sql`
      WITH heads AS (
        SELECT DISTINCT ON (d.webhook_id) d.id, d.next_attempt_at
        FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id
        WHERE d.status = 'pending' AND w.disabled_at IS NULL ${forGame}
        ORDER BY d.webhook_id, d.seq, d.ordinal),
      due AS (SELECT id FROM heads WHERE next_attempt_at <= ${now}::timestamptz ORDER BY next_attempt_at LIMIT ${limit})
      UPDATE deliveries d SET next_attempt_at = ${leaseUntil}::timestamptz
      FROM due, webhooks w
      WHERE d.id = due.id AND w.id = d.webhook_id AND d.status = 'pending' AND d.next_attempt_at <= ${now}::timestamptz
      RETURNING d.id, d.webhook_id, d.game_id, d.seq, d.type, d.payload, d.attempts, w.url, w.secret`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      id: r.id as string,
      webhookId: r.webhook_id as string,
      gameId: r.game_id as string,
      seq: Number(r.seq),
      type: r.type as string,
      payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
      attempts: Number(r.attempts),
      url: r.url as string,
      secret: r.secret as string,
    }));
  }

  async recordAttempt(a: Attempt): Promise<void> {
    const r = a.result;
    const status = r.kind === 'delivered' ? 'delivered' : r.kind === 'retry' ? 'pending' : r.kind === 'failed' ? 'failed' : 'cancelled';
    const next = r.kind === 'retry' ? r.nextAttemptAt : a.attemptedAt;
    const disable =
      r.kind === 'disable'
        ? sql`, disabled AS (UPDATE webhooks SET disabled_at = ${a.attemptedAt}::timestamptz, disabled_reason = ${r.reason}
              WHERE id = ${a.webhookId} AND disabled_at IS NULL RETURNING game_id),
            bumped AS (UPDATE games SET hooks_version = hooks_version + 1 WHERE id IN (SELECT game_id FROM disabled) RETURNING 1),
            cancelled AS (UPDATE deliveries SET status = 'cancelled' WHERE webhook_id = ${a.webhookId} AND status = 'pending' AND id <> ${a.deliveryId} RETURNING 1)`
        : sql``;
    await this.db.execute(sql`
      WITH logged AS (INSERT INTO delivery_attempts (delivery_id, attempted_at, status, latency_ms, error)
        VALUES (${a.deliveryId}, ${a.attemptedAt}::timestamptz, ${a.status}, ${a.latencyMs}, ${a.error}) RETURNING 1) ${disable}
      UPDATE deliveries SET status = ${status}, attempts = attempts + 1, next_attempt_at = ${next}::timestamptz,
        delivered_at = CASE WHEN ${status} = 'delivered' THEN ${a.attemptedAt}::timestamptz ELSE delivered_at END
      WHERE id = ${a.deliveryId}`);
  }

  async listDeliveries(gameId: string, webhookId: string, limit: number): Promise<DeliveryRecord[] | null> {
    const owner = await this.db.select({ id: webhooks.id }).from(webhooks).where(and(eq(webhooks.gameId, gameId), eq(webhooks.id, webhookId)));
    if (owner.length === 0) return null;
    const result = await this.db.execute(sql`
      SELECT d.id, d.type, d.seq, d.status, d.next_attempt_at, d.created_at, d.delivered_at,
        COALESCE((SELECT json_agg(json_build_object('at', a.attempted_at, 'status', a.status, 'latencyMs', a.latency_ms, 'error', a.error)
          ORDER BY a.id) FROM delivery_attempts a WHERE a.delivery_id = d.id), '[]'::json) AS attempts
      FROM deliveries d WHERE d.webhook_id = ${webhookId}
      ORDER BY d.seq DESC, d.ordinal DESC LIMIT ${limit}`);
    return rowsOf<Record<string, unknown>>(result).map((r) => {
      const attempts = (typeof r.attempts === 'string' ? JSON.parse(r.attempts) : r.attempts) as Array<{ at: string; status: number | null; latencyMs: number; error: string | null }>;
      const status = r.status as DeliveryRecord['status'];
      return {
        id: r.id as string,
        type: r.type as string,
        version: Number(r.seq),
        status,
        nextAttemptAt: status === 'pending' ? iso(r.next_attempt_at as string) : null,
        createdAt: iso(r.created_at as string)!,
        deliveredAt: iso((r.delivered_at as string | null) ?? null),
        attempts: attempts.map((a) => ({ ...a, at: iso(a.at)! })),
      };
    });
  }

  async redeliver(gameId: string, webhookId: string, deliveryId: string, now: string): Promise<boolean> {
    const result = await this.db.execute(sql`
      UPDATE deliveries d SET status = 'pending', next_attempt_at = ${now}::timestamptz
      FROM webhooks w
      WHERE d.id = ${deliveryId} AND d.webhook_id = ${webhookId} AND w.id = d.webhook_id AND w.game_id = ${gameId} AND w.disabled_at IS NULL
      RETURNING d.id`);
    return rowsOf(result).length > 0;
  }

  async gamesDue(now: string, limit: number): Promise<string[]> {
    const result = await this.db.execute(sql`SELECT id FROM games WHERE deadline_at <= ${now}::timestamptz ORDER BY deadline_at LIMIT ${limit}`);
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  }
}
