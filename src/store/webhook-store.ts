/** Subscriptions, the outbox and its delivery log. */

export interface NewWebhook {
  readonly id: string;
  readonly gameId: string;
  readonly url: string;
  readonly events: readonly string[] | null;
  readonly seat: number | null;
  readonly secret: string;
  readonly createdAt: string;
}

export interface WebhookRow {
  readonly id: string;
  readonly gameId: string;
  readonly url: string;
  readonly events: readonly string[] | null;
  readonly seat: number | null;
  readonly disabledAt: string | null;
  readonly disabledReason: string | null;
  readonly createdAt: string;
}

/** A delivery claimed for sending, with what signing and sending need. */
export interface DueDelivery {
  readonly id: string;
  readonly webhookId: string;
  readonly gameId: string;
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
  readonly attempts: number;
  readonly url: string;
  readonly secret: string;
}

export type AttemptResult =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'retry'; readonly nextAttemptAt: string }
  | { readonly kind: 'failed' }
  | { readonly kind: 'disable'; readonly reason: string };

export interface Attempt {
  readonly deliveryId: string;
  readonly webhookId: string;
  readonly attemptedAt: string;
  readonly status: number | null;
  readonly latencyMs: number;
  readonly error: string | null;
  readonly result: AttemptResult;
}

export interface AttemptRow {
  readonly at: string;
  readonly status: number | null;
  readonly latencyMs: number;
  readonly error: string | null;
}

export interface DeliveryRecord {
  readonly id: string;
  readonly type: string;
  readonly version: number;
  readonly status: 'pending' | 'delivered' | 'failed' | 'cancelled';
  readonly nextAttemptAt: string | null;
  readonly createdAt: string;
  readonly deliveredAt: string | null;
  readonly attempts: readonly AttemptRow[];
}

export interface WebhookStore {
  createWebhook(webhook: NewWebhook): Promise<void>;
  listWebhooks(gameId: string): Promise<WebhookRow[]>;
  deleteWebhook(gameId: string, id: string): Promise<boolean>;
  /**
   * Claims up to `limit` deliveries that are due and first in their subscription's queue (version
   * order), leasing them until `leaseUntil` so a concurrent dispatcher skips them.
   */
  claimDue(now: string, leaseUntil: string, limit: number, gameId?: string): Promise<DueDelivery[]>;
  /** Records an attempt and its consequence (delivered, retry later, failed for good, subscription disabled). */
  recordAttempt(attempt: Attempt): Promise<void>;
  listDeliveries(gameId: string, webhookId: string, limit: number): Promise<DeliveryRecord[] | null>;
  /** Puts a delivery back in its queue, due now. False when it does not exist. */
  redeliver(gameId: string, webhookId: string, deliveryId: string, now: string): Promise<boolean>;
  /** Games whose earliest turn deadline has passed. */
  gamesDue(now: string, limit: number): Promise<string[]>;
}
