import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addPlayerWebhook, listPlayerDeliveries, listPlayerWebhooks, redeliverPlayer, removePlayerWebhook, type AppDeps } from '../app';
import type { DeliveryStatus } from '../store';
import { bearerToken } from './auth';
import { createPlayerWebhookRoute, deletePlayerWebhookRoute, listPlayerDeliveriesRoute, listPlayerWebhooksRoute, redeliverPlayerDeliveryRoute } from './player-webhooks.routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerPlayerWebhookRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(createPlayerWebhookRoute, async (c) => c.json((await addPlayerWebhook(depsOf(c), bearerToken(c), c.req.valid('json'))) as never, 201));
  app.openapi(listPlayerWebhooksRoute, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ webhooks: await listPlayerWebhooks(depsOf(c), bearerToken(c)) } as never, 200);
  });
  app.openapi(deletePlayerWebhookRoute, async (c) => {
    await removePlayerWebhook(depsOf(c), bearerToken(c), c.req.valid('param').webhookId);
    return c.body(null, 204);
  });
  app.openapi(listPlayerDeliveriesRoute, async (c) => {
    const { limit, status, cursor } = c.req.valid('query');
    c.header('cache-control', 'no-store');
    const page = await listPlayerDeliveries(depsOf(c), bearerToken(c), c.req.valid('param').webhookId, { limit, status: status?.split(',') as DeliveryStatus[] | undefined, cursor });
    return c.json(page as never, 200);
  });
  app.openapi(redeliverPlayerDeliveryRoute, async (c) => {
    const { webhookId, deliveryId } = c.req.valid('param');
    await redeliverPlayer(depsOf(c), bearerToken(c), webhookId, deliveryId);
    return c.json({ status: 'pending' as const }, 202);
  });
}
