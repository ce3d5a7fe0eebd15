import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createPlayer, getMe, listLobby, listMyGames, rotateKey, type AppDeps } from '../app';
import { bearerToken } from './auth';
import { createPlayerRoute, getMeRoute, listLobbyRoute, listMyGamesRoute, rotateKeyRoute } from './players.routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerPlayerRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(createPlayerRoute, async (c) => {
    const player = await createPlayer(depsOf(c), c.req.valid('json'));
    c.header('location', '/v1/me');
    return c.json(player, 201);
  });
  app.openapi(getMeRoute, async (c) => c.json(await getMe(depsOf(c), bearerToken(c)), 200));
  app.openapi(rotateKeyRoute, async (c) => c.json(await rotateKey(depsOf(c), bearerToken(c)), 201));
  app.openapi(listMyGamesRoute, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json((await listMyGames(depsOf(c), bearerToken(c), c.req.valid('query'))) as never, 200);
  });
  app.openapi(listLobbyRoute, async (c) => c.json((await listLobby(depsOf(c), c.req.valid('query'))) as never, 200));
}
