import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { act, createGame, joinGame, listGameTypes, type AppDeps } from '../app';
import { AppError } from '../app/errors';
import { eventsPast, legalMovesPast, viewPast, type Past } from '../app/notify';
import { bearerToken } from './auth';
import { etagVersions, waitOf } from './waiting';
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

/** The answer with its version as ETag, or `304` when the game is still at a version the client holds. */
function answerOr304(c: Context, past: Past<{ version: number }>): Response {
  c.header('etag', etagOf(past.changed ? past.value.version : past.version));
  return past.changed ? c.json(past.value as never, 200) : c.body(null, 304);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerGameRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(listGameTypesRoute, (c) => c.json({ gameTypes: listGameTypes() }, 200));

  app.openapi(createGameRoute, async (c) => {
    const created = await createGame(depsOf(c), c.req.valid('json') as { type: string; options?: unknown });
    c.header('location', `/v1/games/${created.id}`);
    return c.json(created as never, 201);
  });

  app.openapi(joinGameRoute, async (c) => {
    const joined = await joinGame(depsOf(c), c.req.valid('param').id, c.req.valid('json') ?? {});
    return c.json(joined, 201);
  });

  // The reads that can wait (Prefer: wait): null is "still at the version you hold" — 304.
  app.openapi(getGameRoute, async (c) => {
    const deps = depsOf(c);
    const versions = etagVersions(c.req.valid('header')['if-none-match']);
    const view = await viewPast(deps, c.req.valid('param').id, bearerToken(c), { versions, wait: waitOf(c, deps.changes !== undefined) });
    return answerOr304(c, view);
  });

  app.openapi(legalMovesRoute, async (c) => {
    const deps = depsOf(c);
    const versions = etagVersions(c.req.valid('header')['if-none-match']);
    const moves = await legalMovesPast(deps, c.req.valid('param').id, bearerToken(c), { versions, wait: waitOf(c, deps.changes !== undefined) });
    return answerOr304(c, moves);
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
    const deps = depsOf(c);
    const { after, limit } = c.req.valid('query');
    const page = await eventsPast(deps, c.req.valid('param').id, bearerToken(c), after, limit, waitOf(c, deps.changes !== undefined));
    return answerOr304(c, page);
  });
}
