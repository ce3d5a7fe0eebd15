import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cancelLeave, declareLeave, listLeave, type AppDeps } from '../app';
import { bearerToken } from './auth';
import { cancelLeaveRoute, declareLeaveRoute, listLeaveRoute } from './leave.routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerLeaveRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(declareLeaveRoute, async (c) => c.json((await declareLeave(depsOf(c), bearerToken(c), c.req.valid('json'))) as never, 201));
  app.openapi(listLeaveRoute, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json((await listLeave(depsOf(c), bearerToken(c))) as never, 200);
  });
  app.openapi(cancelLeaveRoute, async (c) => c.json((await cancelLeave(depsOf(c), bearerToken(c), c.req.valid('param').leaveId)) as never, 200));
}
