import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createPlayer, getMe, listLobby, myGamesPast, rotateKey, type AppDeps } from '../app';
import { bearerToken } from './auth';
import { spendSignUp } from './rate-limit';
import { entityTags, waitOf } from './waiting';
import { createPlayerRoute, getMeRoute, listLobbyRoute, listMyGamesRoute, rotateKeyRoute } from './players.routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerPlayerRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(createPlayerRoute, async (c) => {
    const body = c.req.valid('json');
    await spendSignUp(c);
    const player = await createPlayer(depsOf(c), body);
    c.header('location', '/v1/me');
    return c.json(player, 201);
  });
  app.openapi(getMeRoute, async (c) => c.json(await getMe(depsOf(c), bearerToken(c)), 200));
  app.openapi(rotateKeyRoute, async (c) => c.json(await rotateKey(depsOf(c), bearerToken(c)), 201));
  app.openapi(listMyGamesRoute, async (c) => {
    c.header('cache-control', 'no-store');
    const deps = depsOf(c);
    const etags = entityTags(c.req.valid('header')['if-none-match']);
    const got = await myGamesPast(deps, bearerToken(c), c.req.valid('query'), { etags, wait: waitOf(c, deps.playerChanges !== undefined) });
    c.header('etag', got.etag);
    return got.modified ? c.json(got.page as never, 200) : (c.body(null, 304) as never);
  });
  app.openapi(listLobbyRoute, async (c) => c.json((await listLobby(depsOf(c), c.req.valid('query'))) as never, 200));
}
