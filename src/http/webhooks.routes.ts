import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { problemResponses } from './problem';
import { createdWebhookSchema, gameIdParams, webhookInput, webhookSchema } from '../schemas';
import { DELIVERY_STATUSES } from '../store/webhook-store';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const adminOnly: Array<Record<string, string[]>> = [{ adminToken: [] }];
const errors = problemResponses('not-found', 'unauthorized', 'forbidden');

export const webhookIdParam = { webhookId: z.string().min(1).max(64).meta({ param: { name: 'webhookId', in: 'path' }, example: 'wh_x8Qk2M0aZp1s7YvB' }) };
export const deliveryIdParam = { deliveryId: z.string().min(1).max(64).meta({ param: { name: 'deliveryId', in: 'path' }, example: 'msg_2Lr0c1N9xkYv4TgQp8sWmZ' }) };
const webhookParams = gameIdParams.extend(webhookIdParam);
const deliveryParams = webhookParams.extend(deliveryIdParam);

export const deliverySchema = z
  .object({
    id: z.string().meta({ description: 'Also the `webhook-id` header of every attempt', example: 'msg_2Lr0c1N9xkYv4TgQp8sWmZ' }),
    gameId: z.string().meta({ description: "The game it is about (a player's subscription spans games)", example: 'g_x8Qk2M0aZp1s7YvB' }),
    type: z.string().meta({ example: 'action.applied' }),
    version: z.number().int().meta({ description: 'The game version that caused it' }),
    status: z.enum(DELIVERY_STATUSES),
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

const STATUS_LIST = new RegExp(`^(${DELIVERY_STATUSES.join('|')})(,(${DELIVERY_STATUSES.join('|')}))*$`);

/** Unknown parameters are refused (strict), so a misspelt filter is an error, not the whole log. */
export const deliveryLogQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(100).meta({ example: 100 }),
    status: z
      .string()
      .regex(STATUS_LIST, `comma-separated: ${DELIVERY_STATUSES.join(', ')}`)
      .optional()
      .meta({ description: `Only deliveries in these states, comma-separated (${DELIVERY_STATUSES.join(', ')})`, example: 'pending,failed' }),
    cursor: z.string().max(200).optional().meta({ description: '`next` of the previous page', example: 'ZC40Mg' }),
  })
  .strict();

export const deliveryLogSchema = z
  .object({
    deliveries: z.array(deliverySchema),
    next: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last page' }),
  })
  .meta({ id: 'DeliveryLog' });

export const listDeliveriesRoute = createRoute({
  operationId: 'listDeliveries',
  method: 'get',
  path: '/v1/games/{id}/webhooks/{webhookId}/deliveries',
  tags: ['webhooks'],
  summary: 'Read the delivery log',
  description:
    'Deliveries, newest first, each with every attempt: time, HTTP status, latency, error. `limit` per page; `next` is the cursor of the next page (null on the last). ' +
    '`status=pending,failed` filters. Unknown query parameters are `400 invalid-request`.',
  security: adminOnly,
  request: { params: webhookParams, query: deliveryLogQuery },
  responses: {
    200: json(deliveryLogSchema, 'A page of the delivery log'),
    ...errors,
  },
});

export const redeliverRoute = createRoute({
  operationId: 'redeliverDelivery',
  method: 'post',
  path: '/v1/games/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver',
  tags: ['webhooks'],
  summary: 'Send a delivery again',
  description: 'Queues the delivery again, due now, as a retry: it holds back no other delivery. Receivers deduplicate by `webhook-id`.',
  security: adminOnly,
  request: { params: deliveryParams },
  responses: { 202: json(z.object({ status: z.literal('pending') }), 'Queued'), ...errors },
});
