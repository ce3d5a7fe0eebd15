import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { problemResponses } from './problem';
import { createdWebhookSchema, gameIdParams, webhookInput, webhookSchema } from '../schemas';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const adminOnly: Array<Record<string, string[]>> = [{ adminToken: [] }];
const errors = problemResponses('not-found', 'unauthorized', 'forbidden');

const webhookParams = gameIdParams.extend({
  webhookId: z.string().min(1).max(64).meta({ param: { name: 'webhookId', in: 'path' }, example: 'wh_x8Qk2M0aZp1s7YvB' }),
});
const deliveryParams = webhookParams.extend({
  deliveryId: z.string().min(1).max(64).meta({ param: { name: 'deliveryId', in: 'path' }, example: 'msg_2Lr0c1N9xkYv4TgQp8sWmZ' }),
});

export const deliverySchema = z
  .object({
    id: z.string().meta({ description: 'Also the `webhook-id` header of every attempt', example: 'msg_2Lr0c1N9xkYv4TgQp8sWmZ' }),
    type: z.string().meta({ example: 'action.applied' }),
    version: z.number().int().meta({ description: 'The game version that caused it' }),
    status: z.enum(['pending', 'delivered', 'failed', 'cancelled']),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
    attempts: z.array(
      z.object({
        at: z.string(),
        status: z.number().int().nullable().meta({ description: 'The HTTP status answered; null when none came' }),
        latencyMs: z.number().int(),
        error: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Delivery' });

export const addWebhookRoute = createRoute({
  operationId: 'createWebhook',
  method: 'post',
  path: '/v1/games/{id}/webhooks',
  tags: ['webhooks'],
  summary: 'Subscribe a webhook',
  description: 'Deliveries are signed per Standard Webhooks with the `secret` answered here, once. Needs the admin token.',
  security: adminOnly,
  request: { params: gameIdParams, body: { required: true, content: { 'application/json': { schema: webhookInput, example: { url: 'https://bot.example.com/tricktable', events: ['turn.started'], seat: 0 } } } } },
  responses: { 201: json(createdWebhookSchema, 'The subscription and its signing secret (shown once)'), ...problemResponses('not-found', 'unauthorized', 'forbidden', 'payload-too-large', 'unsupported-media-type') },
});

export const listWebhooksRoute = createRoute({
  operationId: 'listWebhooks',
  method: 'get',
  path: '/v1/games/{id}/webhooks',
  tags: ['webhooks'],
  summary: 'List webhooks',
  description: "The game's subscriptions, with what each receives; their secrets are never shown again.",
  security: adminOnly,
  request: { params: gameIdParams },
  responses: { 200: json(z.object({ webhooks: z.array(webhookSchema) }).meta({ id: 'WebhookList' }), 'The subscriptions (secrets are never shown again)'), ...errors },
});

export const deleteWebhookRoute = createRoute({
  operationId: 'deleteWebhook',
  method: 'delete',
  path: '/v1/games/{id}/webhooks/{webhookId}',
  tags: ['webhooks'],
  summary: 'Delete a webhook',
  description: 'Stops the subscription; its pending deliveries are dropped.',
  security: adminOnly,
  request: { params: webhookParams },
  responses: { 204: { description: 'Deleted' }, ...errors },
});

export const listDeliveriesRoute = createRoute({
  operationId: 'listDeliveries',
  method: 'get',
  path: '/v1/games/{id}/webhooks/{webhookId}/deliveries',
  tags: ['webhooks'],
  summary: 'Read the delivery log',
  description: 'The latest deliveries, newest first, each with every attempt: time, HTTP status, latency, error.',
  security: adminOnly,
  request: { params: webhookParams, query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100).meta({ example: 100 }) }) },
  responses: { 200: json(z.object({ deliveries: z.array(deliverySchema) }).meta({ id: 'DeliveryLog' }), 'The delivery log'), ...errors },
});

export const redeliverRoute = createRoute({
  operationId: 'redeliverDelivery',
  method: 'post',
  path: '/v1/games/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver',
  tags: ['webhooks'],
  summary: 'Send a delivery again',
  description: 'Queues the delivery again, due now (after earlier pending deliveries of the subscription, which keep version order). Receivers deduplicate by `webhook-id`.',
  security: adminOnly,
  request: { params: deliveryParams },
  responses: { 202: json(z.object({ status: z.literal('pending') }), 'Queued'), ...errors },
});
