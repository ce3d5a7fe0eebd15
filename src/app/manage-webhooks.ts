import { AppError } from './errors';
import type { AppDeps } from './deps';
import { credentialOf, identify } from './caller';
import { loadStored } from './load-game';
import { nowOf } from './deps';
import type { DeliveryRecord, WebhookRow, WebhookStore } from '../store';
import { newSubscription, type CreatedWebhook, type WebhookInput } from './webhook-subscription';

/** Subscriptions are managed with the game's admin token; a seat token may not, nor a spectator. */
async function asAdmin(deps: AppDeps, gameId: string, token: string | undefined): Promise<{ store: WebhookStore; seatCount: number }> {
  const credential = await credentialOf(deps, token);
  const loaded = await loadStored(deps, gameId);
  const caller = identify(loaded, credential);
  if (caller.kind === 'spectator') throw new AppError('unauthorized', "webhooks are managed with the game's admin token: Authorization: Bearer <adminToken>");
  if (caller.kind === 'seat' || caller.kind === 'player') throw new AppError('forbidden', "a seat token or player key cannot manage webhooks; use the game's admin token");
  if (!deps.webhooks) throw new AppError('not-found', 'webhooks are not enabled on this server');
  return { store: deps.webhooks, seatCount: loaded.match.seats.length };
}

export async function addWebhook(deps: AppDeps, gameId: string, token: string | undefined, input: WebhookInput): Promise<CreatedWebhook> {
  const { store, seatCount } = await asAdmin(deps, gameId, token);
  const { row, created } = newSubscription(deps, gameId, seatCount, input, nowOf(deps).toISOString());
  await store.createWebhook(row);
  return created;
}

export async function listWebhooks(deps: AppDeps, gameId: string, token: string | undefined): Promise<WebhookRow[]> {
  const { store } = await asAdmin(deps, gameId, token);
  return store.listWebhooks(gameId);
}

export async function removeWebhook(deps: AppDeps, gameId: string, token: string | undefined, webhookId: string): Promise<void> {
  const { store } = await asAdmin(deps, gameId, token);
  if (!(await store.deleteWebhook(gameId, webhookId))) throw new AppError('not-found', `this game has no webhook ${webhookId}`);
}

export async function listDeliveries(deps: AppDeps, gameId: string, token: string | undefined, webhookId: string, limit: number): Promise<DeliveryRecord[]> {
  const { store } = await asAdmin(deps, gameId, token);
  const deliveries = await store.listDeliveries(gameId, webhookId, limit);
  if (!deliveries) throw new AppError('not-found', `this game has no webhook ${webhookId}`);
  return deliveries;
}

/** Sends a delivery again, now (after any earlier deliveries of its subscription still pending). */
export async function redeliver(deps: AppDeps, gameId: string, token: string | undefined, webhookId: string, deliveryId: string): Promise<void> {
  const { store } = await asAdmin(deps, gameId, token);
  if (!(await store.redeliver(gameId, webhookId, deliveryId, nowOf(deps).toISOString()))) {
    throw new AppError('not-found', `webhook ${webhookId} of this game has no delivery ${deliveryId} (or it is disabled)`);
  }
  deps.onDeliveries?.(gameId);
}
