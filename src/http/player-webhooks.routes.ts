import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { problemResponses } from './problem';
import { createdPlayerWebhookSchema, playerWebhookInput, playerWebhookSchema } from '../schemas';
import { deliveryIdParam, deliveryLogQuery, deliveryLogSchema, webhookIdParam } from './webhooks.routes';

/** A player's webhooks (`/v1/me/webhooks…`): the game webhooks' routes, with the player's key. */

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const playerOnly: Array<Record<string, string[]>> = [{ playerKey: [] }];
const errors = problemResponses('not-found', 'unauthorized');
const webhookParams = z.object(webhookIdParam);
const deliveryParams = webhookParams.extend(deliveryIdParam);

export const createPlayerWebhookRoute = createRoute({
  operationId: 'createPlayerWebhook',
  method: 'post',
  path: '/v1/me/webhooks',
  tags: ['webhooks', 'players'],
  summary: 'Subscribe a webhook to your games',
  description:
    "Your notifications across all your games — `turn.started` (yours), `game.started`, `game.finished`, `rematch.offered` — each as your seat sees it (never another seat's card), signed per Standard Webhooks with the `secret` answered here, once. " +
    'The same URL policy, retry schedule, delivery log and redelivery as a game\'s webhooks. At most 10 active subscriptions per player. Needs your player key.',
  security: playerOnly,
  request: {
    body: { required: true, content: { 'application/json': { schema: playerWebhookInput, example: { url: 'https://mail.example.com/tricktable', events: ['turn.started', 'game.finished'] } } } },
  },
  responses: { 201: json(createdPlayerWebhookSchema, 'The subscription and its signing secret (shown once)'), ...problemResponses('not-found', 'unauthorized', 'payload-too-large', 'unsupported-media-type') },
});

export const listPlayerWebhooksRoute = createRoute({
  operationId: 'listPlayerWebhooks',
  method: 'get',
  path: '/v1/me/webhooks',
  tags: ['webhooks', 'players'],
  summary: 'List your webhooks',
  description: 'Your subscriptions, with what each receives and its health; their secrets are never shown again.',
  security: playerOnly,
  responses: { 200: json(z.object({ webhooks: z.array(playerWebhookSchema) }).meta({ id: 'PlayerWebhookList' }), 'Your subscriptions'), ...errors },
});

export const deletePlayerWebhookRoute = createRoute({
  operationId: 'deletePlayerWebhook',
  method: 'delete',
  path: '/v1/me/webhooks/{webhookId}',
  tags: ['webhooks', 'players'],
  summary: 'Delete one of your webhooks',
  description: 'Stops the subscription; its pending deliveries are dropped.',
  security: playerOnly,
  request: { params: webhookParams },
  responses: { 204: { description: 'Deleted' }, ...errors },
});

export const listPlayerDeliveriesRoute = createRoute({
  operationId: 'listPlayerDeliveries',
  method: 'get',
  path: '/v1/me/webhooks/{webhookId}/deliveries',
  tags: ['webhooks', 'players'],
  summary: "Read your webhook's delivery log",
  description:
    'Deliveries, newest first (each names its `gameId`), each with every attempt: time, HTTP status, latency, error. `limit` per page; `next` is the cursor of the next page (null on the last). ' +
    '`status=pending,failed` filters. Unknown query parameters are `400 invalid-request`.',
  security: playerOnly,
  request: { params: webhookParams, query: deliveryLogQuery },
  responses: { 200: json(deliveryLogSchema, 'A page of the delivery log'), ...errors },
});

export const redeliverPlayerDeliveryRoute = createRoute({
  operationId: 'redeliverPlayerDelivery',
  method: 'post',
  path: '/v1/me/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver',
  tags: ['webhooks', 'players'],
  summary: 'Send one of your deliveries again',
  description: 'Queues the delivery again, due now, as a retry: it holds back no other delivery. Receivers deduplicate by `webhook-id`.',
  security: playerOnly,
  request: { params: deliveryParams },
  responses: { 202: json(z.object({ status: z.literal('pending') }), 'Queued'), ...errors },
});
