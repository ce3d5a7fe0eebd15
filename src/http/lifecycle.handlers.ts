import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { abort, leave, rematch, resetSeat, resign, takeoverSeat, type ActResult, type AppDeps, type EntryInput } from '../app';
import { bearerToken } from './auth';
import { parseIfMatch, prefersMinimal } from './headers';
import { abortRoute, leaveRoute, rematchRoute, resetSeatRoute, resignRoute, takeoverSeatRoute } from './lifecycle.routes';

type Headers = { 'if-match'?: string; 'idempotency-key'?: string; prefer?: string };

const inputOf = (c: Context, headers: Headers): EntryInput => ({
  token: bearerToken(c),
  idempotencyKey: headers['idempotency-key'],
  ifMatch: parseIfMatch(headers['if-match']),
  minimal: prefersMinimal(headers.prefer),
});

/** The answer of an entry, as `POST /actions` answers: ETag, Idempotent-Replayed, Preference-Applied. */
function entryResponse(c: Context, result: ActResult) {
  c.header('etag', `"${result.version}"`);
  c.header('vary', 'Prefer');
  if (result.replayed) c.header('idempotent-replayed', 'true');
  const { game, version, events, view } = result;
  if (view === null) c.header('preference-applied', 'return=minimal');
  return c.json((view === null ? { game, version, events } : { game, version, events, view }) as never, 200);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerLifecycleRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(resignRoute, async (c) => entryResponse(c, await resign(depsOf(c), c.req.valid('param').id, inputOf(c, c.req.valid('header')))));
  app.openapi(abortRoute, async (c) => entryResponse(c, await abort(depsOf(c), c.req.valid('param').id, inputOf(c, c.req.valid('header')))));
  app.openapi(leaveRoute, async (c) => entryResponse(c, await leave(depsOf(c), c.req.valid('param').id, inputOf(c, c.req.valid('header')))));
  app.openapi(resetSeatRoute, async (c) => {
    const { id, seat } = c.req.valid('param');
    return entryResponse(c, await resetSeat(depsOf(c), id, seat, c.req.valid('json') ?? {}, inputOf(c, c.req.valid('header'))));
  });
  app.openapi(takeoverSeatRoute, async (c) => {
    const { id, seat } = c.req.valid('param');
    return entryResponse(c, await takeoverSeat(depsOf(c), id, seat, c.req.valid('json'), inputOf(c, c.req.valid('header'))));
  });
  app.openapi(rematchRoute, async (c) => {
    const answer = await rematch(depsOf(c), c.req.valid('param').id, inputOf(c, c.req.valid('header')));
    if (answer.created) c.header('location', `/v1/games/${answer.id}`);
    return answer.created ? c.json(answer, 201) : c.json(answer, 200);
  });
}
