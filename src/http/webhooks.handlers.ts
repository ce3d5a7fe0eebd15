import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addWebhook, listDeliveries, listWebhooks, redeliver, removeWebhook, type AppDeps } from '../app';
import type { DeliveryStatus } from '../store';
import { bearerToken } from './auth';
import { addWebhookRoute, deleteWebhookRoute, listDeliveriesRoute, listWebhooksRoute, redeliverRoute } from './webhooks.routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerWebhookRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(addWebhookRoute, async (c) => {
    const created = await addWebhook(depsOf(c), c.req.valid('param').id, bearerToken(c), c.req.valid('json'));
    return c.json(created as never, 201);
  });
  app.openapi(listWebhooksRoute, async (c) => c.json({ webhooks: await listWebhooks(depsOf(c), c.req.valid('param').id, bearerToken(c)) } as never, 200));
  app.openapi(deleteWebhookRoute, async (c) => {
    const { id, webhookId } = c.req.valid('param');
    await removeWebhook(depsOf(c), id, bearerToken(c), webhookId);
    return c.body(null, 204);
  });
  app.openapi(listDeliveriesRoute, async (c) => {
    const { id, webhookId } = c.req.valid('param');
    const { limit, status, cursor } = c.req.valid('query');
    const page = await listDeliveries(depsOf(c), id, bearerToken(c), webhookId, { limit, status: status?.split(',') as DeliveryStatus[] | undefined, cursor });
    return c.json(page as never, 200);
  });
  app.openapi(redeliverRoute, async (c) => {
    const { id, webhookId, deliveryId } = c.req.valid('param');
    await redeliver(depsOf(c), id, bearerToken(c), webhookId, deliveryId);
    return c.json({ status: 'pending' as const }, 202);
  });
}
