import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { act, createGame, getView, joinGame, legalMoves, listEvents, listGameTypes, type AppDeps } from '../app';
import { bearerToken } from './auth';
import { parseIfMatch, prefersMinimal } from './headers';
import {
  actRoute,
  createGameRoute,
  eventsRoute,
  getGameRoute,
  joinGameRoute,
  legalMovesRoute,
  listGameTypesRoute,
  playRoute,
} from './games.routes';

const etagOf = (version: number) => `"${version}"`;

/**
 * An answer that depends on who reads it (the seat token), under an ETag that is only the version:
 * no cache may store it. `no-cache` with `Vary` is not enough: on a Vary mismatch Chromium
 * revalidates its stored copy with that copy's ETag, and the server's 304 would hand one reader's
 * body to another. If-None-Match sent by the client itself still gets its 304.
 */
function perReader(c: Context): void {
  c.header('vary', 'Authorization');
  c.header('cache-control', 'private, no-store');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerGameRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(listGameTypesRoute, (c) => c.json({ gameTypes: listGameTypes() }, 200));

  app.openapi(createGameRoute, async (c) => {
    const created = await createGame(depsOf(c), c.req.valid('json') as { type: string; options?: unknown; bots?: Record<string, 'random' | 'basic' | 'expert'> });
    c.header('location', `/v1/games/${created.id}`);
    return c.json(created as never, 201);
  });

  app.openapi(joinGameRoute, async (c) => {
    const request = { token: bearerToken(c), idempotencyKey: c.req.valid('header')['idempotency-key'] };
    const { joined, existing } = await joinGame(depsOf(c), c.req.valid('param').id, c.req.valid('json') ?? {}, request);
    // Joining again (a player, or a resend with the same key) answers the seat held: 200, not 201.
    if (existing) c.header('idempotent-replayed', 'true');
    return existing ? c.json(joined, 200) : c.json(joined, 201);
  });

  app.openapi(getGameRoute, async (c) => {
    const view = await getView(depsOf(c), c.req.valid('param').id, bearerToken(c));
    const etag = etagOf(view.version);
    c.header('etag', etag);
    perReader(c);
    if (c.req.header('if-none-match')?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
    return c.json(view as never, 200);
  });

  app.openapi(legalMovesRoute, async (c) => {
    const moves = await legalMoves(depsOf(c), c.req.valid('param').id, bearerToken(c));
    c.header('etag', etagOf(moves.version));
    perReader(c);
    return c.json(moves as never, 200);
  });

  const actWith = async (c: Parameters<Parameters<typeof app.openapi<typeof actRoute>>[1]>[0], action: unknown) => {
    const headers = c.req.valid('header');
    const result = await act(depsOf(c), c.req.valid('param').id, {
      token: bearerToken(c),
      action,
      ifMatch: parseIfMatch(headers['if-match']),
      idempotencyKey: headers['idempotency-key'],
      minimal: prefersMinimal(headers.prefer),
    });
    c.header('etag', etagOf(result.version));
    c.header('vary', 'Prefer');
    if (result.replayed) c.header('idempotent-replayed', 'true');
    const { game, version, events, view } = result;
    if (view === null) c.header('preference-applied', 'return=minimal');
    return c.json((view === null ? { game, version, events } : { game, version, events, view }) as never, 200);
  };
  app.openapi(actRoute, (c) => actWith(c, c.req.valid('json')));
  app.openapi(playRoute, (c) => actWith(c as never, { type: 'play', card: c.req.valid('json').card }));

  app.openapi(eventsRoute, async (c) => {
    const { after, limit } = c.req.valid('query');
    const page = await listEvents(depsOf(c), c.req.valid('param').id, bearerToken(c), after, limit);
    c.header('etag', etagOf(page.version));
    perReader(c);
    return c.json(page as never, 200);
  });
}
