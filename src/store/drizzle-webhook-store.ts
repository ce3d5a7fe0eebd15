import { eq, sql } from 'drizzle-orm';
import { webhooks } from '../../schema';
import { rowsOf, type Database } from './drizzle-store';
import { deliveryPage } from './delivery-log';
import { claimDueQuery } from './claim-due-sql';
import { gameWakeUpQuery, wakeUpsBeforeQuery } from './wake-ups-sql';
import { disableSubscription } from './subscription-disabled';
import { ownedBy } from './webhook-owner-sql';
import { DEADLOCK_DETECTED, pgErrorOf } from './pg-error';
import type { Attempt, DeliveryPage, DeliveryQuery, DueDelivery, NewPlayerWebhook, NewWebhook, WakeUp, WebhookOwner, WebhookRow, WebhookStore } from './webhook-store';

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

  /** A player's subscriptions belong to no game: no game's subscriptions version changes (commits
   * find them by the seats' players in the append itself: drizzle-store.ts). */
  async createPlayerWebhook(webhook: NewPlayerWebhook): Promise<void> {
    await this.db.insert(webhooks).values({ id: webhook.id, playerId: webhook.playerId, url: webhook.url, events: webhook.events ? [...webhook.events] : null, secret: webhook.secret, createdAt: webhook.createdAt });
  }

  async listWebhooks(owner: WebhookOwner): Promise<WebhookRow[]> {
    const rows = await this.db
      .select()
      .from(webhooks)
      .where('gameId' in owner ? eq(webhooks.gameId, owner.gameId) : eq(webhooks.playerId, owner.playerId))
      .orderBy(webhooks.createdAt, webhooks.id);
    return rows.map((w) => ({
      id: w.id,
      gameId: w.gameId,
      url: w.url,
      events: w.events ?? null,
      seat: w.seat,
      disabledAt: iso(w.disabledAt),
      disabledReason: w.disabledReason,
      failingSince: iso(w.failingSince),
      createdAt: iso(w.createdAt)!,
    }));
  }

  async deleteWebhook(owner: WebhookOwner, id: string): Promise<boolean> {
    const result = await this.db.execute(sql`
      WITH gone AS (DELETE FROM webhooks w WHERE ${ownedBy(owner)} AND w.id = ${id} RETURNING w.game_id),
        bumped AS (UPDATE games SET hooks_version = hooks_version + 1 WHERE id IN (SELECT game_id FROM gone) RETURNING 1)
      SELECT count(*) AS deleted FROM gone`);
    return Number(rowsOf<{ deleted: number | string }>(result)[0]?.deleted ?? 0) > 0;
  }

  async claimDue(now: string, leaseUntil: string, limit: number, gameId?: string): Promise<DueDelivery[]> {
    const result = await this.db.execute(claimDueQuery(now, leaseUntil, limit, gameId));
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
      failingSince: iso((r.failing_since as string | null) ?? null),
    }));
  }

  async recordAttempt(a: Attempt): Promise<void> {
    const r = a.result;
    const status = r.kind === 'delivered' ? 'delivered' : r.kind === 'retry' ? 'pending' : r.kind === 'failed' ? 'failed' : 'cancelled';
    const next = r.kind === 'retry' ? r.nextAttemptAt : a.attemptedAt;
    // The subscription's health: a success ends a run of failures; a failure starts one, or goes on.
    const health =
      r.kind === 'disable'
        ? disableSubscription(a.webhookId, a.deliveryId, a.attemptedAt, r.reason)
        : sql`, health AS (UPDATE webhooks SET failing_since = ${r.kind === 'delivered' ? sql`NULL` : sql`COALESCE(failing_since, ${a.attemptedAt}::timestamptz)`}
            WHERE id = ${a.webhookId} RETURNING 1)`;
    const statement = sql`
      WITH logged AS (INSERT INTO delivery_attempts (delivery_id, attempted_at, status, latency_ms, error)
        VALUES (${a.deliveryId}, ${a.attemptedAt}::timestamptz, ${a.status}, ${a.latencyMs}, ${a.error}) RETURNING 1) ${health}
      UPDATE deliveries SET status = ${status}, attempts = attempts + 1, next_attempt_at = ${next}::timestamptz,
        delivered_at = CASE WHEN ${status} = 'delivered' THEN ${a.attemptedAt}::timestamptz ELSE delivered_at END
      WHERE id = ${a.deliveryId}`;
    // A pass records one subscription's attempts one after the other (webhooks/dispatch.ts), but two
    // passes may still meet (the request's dispatch and the sweep): two that both disable it lock its
    // rows in different orders, and PostgreSQL aborts one. Running it again is safe: the subscription
    // is disabled (and its siblings told) once, by `disabled_at IS NULL`.
    for (let tries = 1; ; tries++) {
      try {
        await this.db.execute(statement);
        return;
      } catch (err) {
        if (tries >= 3 || pgErrorOf(err)?.code !== DEADLOCK_DETECTED) throw err;
      }
    }
  }

  listDeliveries(owner: WebhookOwner, webhookId: string, query: DeliveryQuery): Promise<DeliveryPage | null> {
    return deliveryPage(this.db, owner, webhookId, query);
  }

  async redeliver(owner: WebhookOwner, webhookId: string, deliveryId: string, now: string): Promise<string | null> {
    const result = await this.db.execute(sql`
      UPDATE deliveries d SET status = 'pending', next_attempt_at = ${now}::timestamptz
      FROM webhooks w
      WHERE d.id = ${deliveryId} AND d.webhook_id = ${webhookId} AND w.id = d.webhook_id AND ${ownedBy(owner)} AND w.disabled_at IS NULL
      RETURNING d.game_id`);
    return rowsOf<{ game_id: string }>(result)[0]?.game_id ?? null;
  }

  async gamesDue(now: string, limit: number): Promise<string[]> {
    const result = await this.db.execute(sql`SELECT id FROM games WHERE deadline_at <= ${now}::timestamptz ORDER BY deadline_at LIMIT ${limit}`);
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  }

  async entriesSince(gameId: string, kind: string, seat: number, since: string): Promise<Array<{ readonly payload: unknown; readonly at: string }>> {
    const result = await this.db.execute(sql`SELECT payload, created_at FROM actions
      WHERE game_id = ${gameId} AND kind = ${kind} AND seat = ${seat} AND created_at >= ${since}::timestamptz ORDER BY seq`);
    return rowsOf<{ payload: unknown; created_at: string }>(result).map((r) => ({ payload: r.payload, at: new Date(r.created_at).toISOString() }));
  }

  async setWake(gameId: string, version: number, at: string | null): Promise<void> {
    // The append that writes an entry sets the wake-up in the same statement, so a later entry's
    // own value wins: the hint is only moved while the log still ends at `version`.
    await this.db.execute(sql`UPDATE games SET deadline_at = ${at}::timestamptz
      WHERE id = ${gameId} AND NOT EXISTS (SELECT 1 FROM actions WHERE game_id = ${gameId} AND seq > ${version})`);
  }

  async wakeUp(gameId: string): Promise<WakeUp> {
    const row = rowsOf<{ deadline_at: string | null; delivery_at: string | null }>(await this.db.execute(gameWakeUpQuery(gameId)))[0];
    return { deadlineAt: iso(row?.deadline_at ?? null), deliveryAt: iso(row?.delivery_at ?? null) };
  }

  async wakeUpsBefore(until: string, limit: number): Promise<Array<{ gameId: string; at: string }>> {
    const earliest = new Map<string, string>();
    for (const r of rowsOf<{ game_id: string; at: string }>(await this.db.execute(wakeUpsBeforeQuery(until, limit)))) {
      const at = iso(r.at)!;
      const known = earliest.get(r.game_id);
      if (known === undefined || at < known) earliest.set(r.game_id, at);
    }
    return [...earliest].map(([gameId, at]) => ({ gameId, at })).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).slice(0, limit);
  }
}
