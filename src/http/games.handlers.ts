import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { act, createGame, getView, joinGame, legalMoves, listEvents, listGameTypes, type AppDeps } from '../app';
import { AppError } from '../app/errors';
import { bearerToken } from './auth';
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

/** True when a `Prefer` header asks for `return=minimal` (RFC 7240: preferences are comma-separated,
 * names case-insensitive, values optionally quoted; unknown ones are ignored). */
function prefersMinimal(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(',').some((pref) => /^\s*return\s*=\s*"?minimal"?\s*(;.*)?$/i.test(pref));
}

/** `If-Match: "12"` (or W/"12", or 12); `*` matches any version. */
function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!m) throw new AppError('invalid-request', 'If-Match must be a version ETag such as "12"', { errors: [{ path: 'If-Match', message: 'not an ETag' }] });
  return Number(m[1]);
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
    const joined = await joinGame(depsOf(c), c.req.valid('param').id, c.req.valid('json') ?? {}, bearerToken(c));
    return c.json(joined, 201);
  });

  app.openapi(getGameRoute, async (c) => {
    const view = await getView(depsOf(c), c.req.valid('param').id, bearerToken(c));
    const etag = etagOf(view.version);
    c.header('etag', etag);
    c.header('vary', 'Authorization');
    if (c.req.header('if-none-match')?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
    return c.json(view as never, 200);
  });

  app.openapi(legalMovesRoute, async (c) => {
    const moves = await legalMoves(depsOf(c), c.req.valid('param').id, bearerToken(c));
    c.header('etag', etagOf(moves.version));
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
    return c.json(page as never, 200);
  });
}
