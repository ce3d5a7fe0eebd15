import type { NewWebhook } from '../../store';
import { checkWebhookUrl, newSecret, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../webhooks';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { randomId } from '../tokens';

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
  const url = checkedUrl(deps, input.url, at('url'));
  checkedEvents(input.events, WEBHOOK_EVENT_TYPES, at('events'));
  if (input.seat !== undefined && (input.seat < 0 || input.seat >= seatCount)) {
    throw new AppError('invalid-request', `seat ${input.seat} does not exist: this game has seats 0 to ${seatCount - 1}`, { errors: [{ path: at('seat'), message: 'no such seat' }] });
  }
  const events = input.events ? ([...new Set(input.events)] as WebhookEventType[]) : null;
  const row: NewWebhook = { id: `wh_${randomId(16)}`, gameId, url, events, seat: input.seat ?? null, secret: newSecret(), createdAt };
  return { row, created: { id: row.id, url: row.url, events, seat: row.seat, secret: row.secret, createdAt } };
}

/** A subscription's URL under the URL policy (url-policy.ts; the same for games and players), normalised. */
export function checkedUrl(deps: AppDeps, url: string, path = 'url'): string {
  const checked = checkWebhookUrl(url, deps.localMode ?? false);
  if (!checked.ok) throw new AppError('invalid-request', `webhook url refused: ${checked.reason}`, { errors: [{ path, message: checked.reason }] });
  return checked.url;
}

/** The event types asked for, each one of `allowed`; null (every type) when none were given. */
export function checkedEvents<T extends string>(events: readonly string[] | undefined, allowed: readonly T[], path = 'events'): T[] | null {
  const unknown = (events ?? []).filter((e) => !(allowed as readonly string[]).includes(e));
  if (unknown.length > 0) throw new AppError('invalid-request', `unknown webhook event types: ${unknown.join(', ')}`, { errors: [{ path, message: `one of ${allowed.join(', ')}` }] });
  return events ? ([...new Set(events)] as T[]) : null;
}
