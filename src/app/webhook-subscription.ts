import type { NewWebhook } from '../store';
import { checkWebhookUrl, newSecret, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks';
import type { AppDeps } from './deps';
import { AppError } from './errors';
import { randomId } from './tokens';

export interface WebhookInput {
  readonly url: string;
  readonly events?: readonly string[];
  readonly seat?: number;
}

export interface CreatedWebhook {
  readonly id: string;
  readonly url: string;
  readonly events: WebhookEventType[] | null;
  readonly seat: number | null;
  /** Shown once: verify each delivery's signature with it (Standard Webhooks). */
  readonly secret: string;
  readonly createdAt: string;
}

/** Checks a subscription request (URL policy, event types, seat) and makes its row and answer. */
export function newSubscription(
  deps: AppDeps,
  gameId: string,
  seatCount: number,
  input: WebhookInput,
  createdAt: string,
  path = '',
): { row: NewWebhook; created: CreatedWebhook } {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const checked = checkWebhookUrl(input.url, deps.localMode ?? false);
  if (!checked.ok) throw new AppError('invalid-request', `webhook url refused: ${checked.reason}`, { errors: [{ path: at('url'), message: checked.reason }] });
  const unknown = (input.events ?? []).filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e));
  if (unknown.length > 0) {
    throw new AppError('invalid-request', `unknown webhook event types: ${unknown.join(', ')}`, { errors: [{ path: at('events'), message: `one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }] });
  }
  if (input.seat !== undefined && (input.seat < 0 || input.seat >= seatCount)) {
    throw new AppError('invalid-request', `seat ${input.seat} does not exist: this game has seats 0 to ${seatCount - 1}`, { errors: [{ path: at('seat'), message: 'no such seat' }] });
  }
  const events = input.events ? ([...new Set(input.events)] as WebhookEventType[]) : null;
  const row: NewWebhook = { id: `wh_${randomId(16)}`, gameId, url: checked.url, events, seat: input.seat ?? null, secret: newSecret(), createdAt };
  return { row, created: { id: row.id, url: row.url, events, seat: row.seat, secret: row.secret, createdAt } };
}
