import type { DeliveryRecord, WebhookRow, WebhookStore } from '../../store';
import { newSecret, PLAYER_WEBHOOK_EVENT_TYPES, type PlayerWebhookEventType } from '../../webhooks';
import { nowOf, type AppDeps } from '../deps';
import { checkedEvents, checkedUrl, decodeDeliveryCursor, deliveryLogOf, redeliverOf, type DeliveryLogQuery } from '../webhooks';
import { AppError } from '../errors';
import { randomId } from '../tokens';
import { requirePlayer } from './players';

/** Active subscriptions a player may hold at once (each commit of their games writes one row per subscription). */
export const MAX_PLAYER_WEBHOOKS = 10;

export interface PlayerWebhookInput {
  readonly url: string;
  readonly events?: readonly string[];
}

export interface PlayerWebhook {
  readonly id: string;
  readonly url: string;
  readonly events: PlayerWebhookEventType[] | null;
  readonly disabledAt: string | null;
  readonly disabledReason: string | null;
  readonly failingSince: string | null;
  readonly createdAt: string;
}

export interface CreatedPlayerWebhook {
  readonly id: string;
  readonly url: string;
  readonly events: PlayerWebhookEventType[] | null;
  /** Shown once: verify each delivery's signature with it (Standard Webhooks). */
  readonly secret: string;
  readonly createdAt: string;
}

async function asPlayer(deps: AppDeps, token: string | undefined): Promise<{ store: WebhookStore; playerId: string }> {
  const player = await requirePlayer(deps, token);
  if (!deps.webhooks) throw new AppError('not-found', 'webhooks are not enabled on this server');
  return { store: deps.webhooks, playerId: player.id };
}

const viewOf = (w: WebhookRow): PlayerWebhook => ({
  id: w.id,
  url: w.url,
  events: w.events as PlayerWebhookEventType[] | null,
  disabledAt: w.disabledAt,
  disabledReason: w.disabledReason,
  failingSince: w.failingSince,
  createdAt: w.createdAt,
});

/** `POST /v1/me/webhooks`: the player's notifications across all their games, each for their seat. */
export async function addPlayerWebhook(deps: AppDeps, token: string | undefined, input: PlayerWebhookInput): Promise<CreatedPlayerWebhook> {
  const url = checkedUrl(deps, input.url);
  const events = checkedEvents(input.events, PLAYER_WEBHOOK_EVENT_TYPES);
  const { store, playerId } = await asPlayer(deps, token);
  const active = (await store.listWebhooks({ playerId })).filter((w) => w.disabledAt === null);
  if (active.length >= MAX_PLAYER_WEBHOOKS) {
    throw new AppError('invalid-request', `a player has at most ${MAX_PLAYER_WEBHOOKS} active webhooks: delete one first (DELETE /v1/me/webhooks/{webhookId})`);
  }
  const created: CreatedPlayerWebhook = { id: `wh_${randomId(16)}`, url, events, secret: newSecret(), createdAt: nowOf(deps).toISOString() };
  await store.createPlayerWebhook({ ...created, playerId });
  return created;
}

export async function listPlayerWebhooks(deps: AppDeps, token: string | undefined): Promise<PlayerWebhook[]> {
  const { store, playerId } = await asPlayer(deps, token);
  return (await store.listWebhooks({ playerId })).map(viewOf);
}

export async function removePlayerWebhook(deps: AppDeps, token: string | undefined, webhookId: string): Promise<void> {
  const { store, playerId } = await asPlayer(deps, token);
  if (!(await store.deleteWebhook({ playerId }, webhookId))) throw new AppError('not-found', `you have no webhook ${webhookId}`);
}

export async function listPlayerDeliveries(deps: AppDeps, token: string | undefined, webhookId: string, query: DeliveryLogQuery): Promise<{ deliveries: DeliveryRecord[]; next: string | null }> {
  const after = query.cursor === undefined ? undefined : decodeDeliveryCursor(query.cursor);
  const { store, playerId } = await asPlayer(deps, token);
  return deliveryLogOf(store, { playerId }, webhookId, query, after, `you have no webhook ${webhookId}`);
}

export async function redeliverPlayer(deps: AppDeps, token: string | undefined, webhookId: string, deliveryId: string): Promise<void> {
  const { store, playerId } = await asPlayer(deps, token);
  await redeliverOf(deps, store, { playerId }, webhookId, deliveryId, `your webhook ${webhookId} has no delivery ${deliveryId} (or it is disabled)`);
}
