import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { act, createGame, joinGame, listGameTypes, type AppDeps } from '../app';
import { eventsPast, legalMovesPast, viewPast, type Past } from '../app/notify';
import { bearerToken } from './auth';
import { parseIfMatch, prefersMinimal } from './headers';
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

/** The answer with its version as ETag, or `304` when the game is still at a version the client holds. */
function answerOr304(c: Context, past: Past<{ version: number }>): Response {
  c.header('etag', etagOf(past.changed ? past.value.version : past.version));
  return past.changed ? c.json(past.value as never, 200) : c.body(null, 304);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerGameRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(listGameTypesRoute, (c) => c.json({ gameTypes: listGameTypes() }, 200));

  app.openapi(createGameRoute, async (c) => {
    const created = await createGame(depsOf(c), c.req.valid('json') as { type: string; options?: unknown; bots?: Record<string, 'random' | 'basic' | 'expert'> }, { token: bearerToken(c) });
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

  // The reads that can wait (Prefer: wait): null is "still at the version you hold" — 304. Each is
  // per reader (perReader first: waitOf adds Prefer to its Vary), its 304 too.
  app.openapi(getGameRoute, async (c) => {
    perReader(c);
    const deps = depsOf(c);
    const versions = etagVersions(c.req.valid('header')['if-none-match']);
    const view = await viewPast(deps, c.req.valid('param').id, bearerToken(c), { versions, wait: waitOf(c, deps.changes !== undefined) });
    return answerOr304(c, view);
  });

  app.openapi(legalMovesRoute, async (c) => {
    perReader(c);
    const deps = depsOf(c);
    const versions = etagVersions(c.req.valid('header')['if-none-match']);
    const explain = ['1', 'true'].includes(c.req.valid('query').explain ?? '');
    const moves = await legalMovesPast(deps, c.req.valid('param').id, bearerToken(c), { versions, wait: waitOf(c, deps.changes !== undefined) }, explain);
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
    perReader(c);
    const deps = depsOf(c);
    const { after, limit } = c.req.valid('query');
    const page = await eventsPast(deps, c.req.valid('param').id, bearerToken(c), after, limit, waitOf(c, deps.changes !== undefined));
    return answerOr304(c, page);
  });
}
