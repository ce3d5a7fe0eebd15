import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { myReminders, setMyReminders, type AppDeps } from '../app';
import { bearerToken } from './auth';
import { getRemindersRoute, setRemindersRoute } from './reminders.routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerReminderRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(getRemindersRoute, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json((await myReminders(depsOf(c), bearerToken(c))) as never, 200);
  });
  app.openapi(setRemindersRoute, async (c) => c.json((await setMyReminders(depsOf(c), bearerToken(c), c.req.valid('json').thresholds)) as never, 200));
}
