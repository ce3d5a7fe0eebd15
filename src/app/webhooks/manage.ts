import { AppError } from '../errors';
import { nowOf, type AppDeps } from '../deps';
import { credentialOf, identify } from '../callers';
import { loadStored } from '../load';
import type { DeliveryRecord, DeliveryStatus, WebhookOwner, WebhookRow, WebhookStore } from '../../store';
import { decodeDeliveryCursor, encodeDeliveryCursor } from './delivery-cursor';
import { newSubscription, type CreatedWebhook, type WebhookInput } from './subscription';

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
  return store.listWebhooks({ gameId });
}

export async function removeWebhook(deps: AppDeps, gameId: string, token: string | undefined, webhookId: string): Promise<void> {
  const { store } = await asAdmin(deps, gameId, token);
  if (!(await store.deleteWebhook({ gameId }, webhookId))) throw new AppError('not-found', `this game has no webhook ${webhookId}`);
}

export interface DeliveryLogQuery {
  readonly limit: number;
  /** Only deliveries in these states. */
  readonly status?: readonly DeliveryStatus[];
  /** `next` of the previous page. */
  readonly cursor?: string;
}

/** A page of the delivery log, newest first, and the cursor of the next page (null on the last). */
export async function listDeliveries(
  deps: AppDeps,
  gameId: string,
  token: string | undefined,
  webhookId: string,
  query: DeliveryLogQuery,
): Promise<{ deliveries: DeliveryRecord[]; next: string | null }> {
  const after = query.cursor === undefined ? undefined : decodeDeliveryCursor(query.cursor);
  const { store } = await asAdmin(deps, gameId, token);
  return deliveryLogOf(store, { gameId }, webhookId, query, after, `this game has no webhook ${webhookId}`);
}

/** The delivery log of one owner's subscription (a game's or a player's); `notFound` when it has none such. */
export async function deliveryLogOf(
  store: WebhookStore,
  owner: WebhookOwner,
  webhookId: string,
  query: DeliveryLogQuery,
  after: ReturnType<typeof decodeDeliveryCursor> | undefined,
  notFound: string,
): Promise<{ deliveries: DeliveryRecord[]; next: string | null }> {
  const page = await store.listDeliveries(owner, webhookId, { limit: query.limit, statuses: query.status, after });
  if (!page) throw new AppError('not-found', notFound);
  return { deliveries: page.deliveries, next: page.next && encodeDeliveryCursor(page.next) };
}

/** Sends a delivery again, now, as a retry: it holds back no other delivery. */
export async function redeliver(deps: AppDeps, gameId: string, token: string | undefined, webhookId: string, deliveryId: string): Promise<void> {
  const { store } = await asAdmin(deps, gameId, token);
  await redeliverOf(deps, store, { gameId }, webhookId, deliveryId, `webhook ${webhookId} of this game has no delivery ${deliveryId} (or it is disabled)`);
}

export async function redeliverOf(deps: AppDeps, store: WebhookStore, owner: WebhookOwner, webhookId: string, deliveryId: string, notFound: string): Promise<void> {
  const about = await store.redeliver(owner, webhookId, deliveryId, nowOf(deps).toISOString());
  if (about === null) throw new AppError('not-found', notFound);
  deps.onDeliveries?.(about);
}
