import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './drizzle-store';
import { ownedBy } from './webhook-owner-sql';
import type { DeliveryPage, DeliveryQuery, DeliveryRecord, WebhookOwner } from './webhook-store';

const iso = (t: string | Date | null): string | null => (t === null ? null : new Date(t).toISOString());

/**
 * A page of one subscription's delivery log, newest first — by `position`, a total order that new
 * rows extend at the top, so a cursor never repeats a row — with each delivery's attempts. Null when
 * the owner has no such subscription.
 */
export async function deliveryPage(db: Database, owner: WebhookOwner, webhookId: string, query: DeliveryQuery): Promise<DeliveryPage | null> {
  const found = rowsOf(await db.execute(sql`SELECT 1 FROM webhooks w WHERE w.id = ${webhookId} AND ${ownedBy(owner)}`));
  if (found.length === 0) return null;
  const statuses = query.statuses?.length ? sql`AND d.status IN (SELECT jsonb_array_elements_text(${JSON.stringify(query.statuses)}::jsonb))` : sql``;
  const after = query.after ? sql`AND d.position < ${query.after.position}::bigint` : sql``;
  const result = await db.execute(sql`
    SELECT d.id, d.game_id, d.type, d.seq, d.position, d.status, d.next_attempt_at, d.created_at, d.delivered_at,
      COALESCE((SELECT json_agg(json_build_object('at', a.attempted_at, 'status', a.status, 'latencyMs', a.latency_ms, 'error', a.error)
        ORDER BY a.id) FROM delivery_attempts a WHERE a.delivery_id = d.id), '[]'::json) AS attempts
    FROM deliveries d WHERE d.webhook_id = ${webhookId} ${statuses} ${after}
    ORDER BY d.position DESC LIMIT ${query.limit + 1}`);
  const rows = rowsOf<Record<string, unknown>>(result);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    deliveries: page.map(recordOf),
    next: rows.length > query.limit && last ? { position: Number(last.position) } : null,
  };
}

function recordOf(r: Record<string, unknown>): DeliveryRecord {
  const attempts = (typeof r.attempts === 'string' ? JSON.parse(r.attempts) : r.attempts) as Array<{ at: string; status: number | null; latencyMs: number; error: string | null }>;
  const status = r.status as DeliveryRecord['status'];
  return {
    id: r.id as string,
    gameId: r.game_id as string,
    type: r.type as string,
    version: Number(r.seq),
    status,
    nextAttemptAt: status === 'pending' ? iso(r.next_attempt_at as string) : null,
    createdAt: iso(r.created_at as string)!,
    deliveredAt: iso((r.delivered_at as string | null) ?? null),
    attempts: attempts.map((a) => ({ ...a, at: iso(a.at)! })),
  };
}
