/** Subscriptions, the outbox and its delivery log. */

/** Whose a subscription is: a game's (managed with its admin token) or a player's (their key). */
export type WebhookOwner = { readonly gameId: string } | { readonly playerId: string };

export interface NewWebhook {
  readonly id: string;
  /** A game's subscription: its game. */
  readonly gameId: string;
  readonly url: string;
  readonly events: readonly string[] | null;
  readonly seat: number | null;
  readonly secret: string;
  readonly createdAt: string;
}

/** A player's subscription (`POST /v1/me/webhooks`): every seat is that player's, so no `seat`. */
export interface NewPlayerWebhook {
  readonly id: string;
  readonly playerId: string;
  readonly url: string;
  readonly events: readonly string[] | null;
  readonly secret: string;
  readonly createdAt: string;
}

export interface WebhookRow {
  readonly id: string;
  /** Null for a player's subscription. */
  readonly gameId: string | null;
  readonly url: string;
  readonly events: readonly string[] | null;
  readonly seat: number | null;
  readonly disabledAt: string | null;
  readonly disabledReason: string | null;
  readonly failingSince: string | null;
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
  /** When the subscription's current run of failures began; null while it is healthy. */
  readonly failingSince: string | null;
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

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryRecord {
  readonly id: string;
  /** The game it is about (a player's subscription spans games). */
  readonly gameId: string;
  readonly type: string;
  readonly version: number;
  readonly status: DeliveryStatus;
  readonly nextAttemptAt: string | null;
  readonly createdAt: string;
  readonly deliveredAt: string | null;
  readonly attempts: readonly AttemptRow[];
}

/** Where a page of the delivery log (newest first) resumes: after the row at this `position`. */
export interface DeliveryCursor {
  readonly position: number;
}

export interface DeliveryQuery {
  readonly limit: number;
  /** Only these statuses (all when absent). */
  readonly statuses?: readonly DeliveryStatus[];
  readonly after?: DeliveryCursor;
}

export interface DeliveryPage {
  readonly deliveries: DeliveryRecord[];
  /** The cursor of the next page; null on the last one. */
  readonly next: DeliveryCursor | null;
}

export interface WebhookStore {
  createWebhook(webhook: NewWebhook): Promise<void>;
  createPlayerWebhook(webhook: NewPlayerWebhook): Promise<void>;
  listWebhooks(owner: WebhookOwner): Promise<WebhookRow[]>;
  deleteWebhook(owner: WebhookOwner, id: string): Promise<boolean>;
  /**
   * Claims up to `limit` deliveries that are due, leasing them until `leaseUntil` so a concurrent
   * dispatcher skips them. A retry is claimed whenever it is due, on its own schedule; a first attempt
   * only once every earlier delivery (by `position`) of its subscription has had its first (so first
   * attempts go out one at a time, in order, and a failed delivery never holds back the ones after it).
   */
  claimDue(now: string, leaseUntil: string, limit: number, gameId?: string): Promise<DueDelivery[]>;
  /**
   * Records an attempt and its consequence (delivered, retry later, failed for good, subscription
   * disabled) and the subscription's health (`failingSince`). Disabling cancels the subscription's
   * pending deliveries and queues a final `subscription.disabled` notice to its siblings.
   */
  recordAttempt(attempt: Attempt): Promise<void>;
  /** A page of a subscription's delivery log, newest first; null when the owner has no such subscription. */
  listDeliveries(owner: WebhookOwner, webhookId: string, query: DeliveryQuery): Promise<DeliveryPage | null>;
  /** Puts a delivery back in its queue, due now: the game it is about, or null when it does not exist. */
  redeliver(owner: WebhookOwner, webhookId: string, deliveryId: string, now: string): Promise<string | null>;
  /** Games whose earliest turn deadline (or wake-up: a reminder to look at, bots to go on) has passed. */
  gamesDue(now: string, limit: number): Promise<string[]>;
  /** The log entries of `kind` for `seat` written at or after `since` (a turn's reminders so far). */
  entriesSince(gameId: string, kind: string, seat: number, since: string): Promise<Array<{ readonly payload: unknown; readonly at: string }>>;
  /** Moves the game's wake-up to `at` (a hint: the sweep's next look), unless an entry after
   * `version` was written meanwhile (its append set the wake-up itself). */
  setWake(gameId: string, version: number, at: string | null): Promise<void>;
  /** When the game next needs the server: its turn deadline and its earliest pending delivery
   * (wake-ups-sql.ts); null when it has none (or no such game). */
  wakeUp(gameId: string): Promise<WakeUp>;
  /** The games that need the server before `until`, each at its earliest wake-up (ISO), earliest first, at most `limit`. */
  wakeUpsBefore(until: string, limit: number): Promise<Array<{ readonly gameId: string; readonly at: string }>>;
}

/** When a game next needs the server (ISO times; null: nothing of that kind is pending). */
export interface WakeUp {
  readonly deadlineAt: string | null;
  readonly deliveryAt: string | null;
}
