import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../app';
import { openPlayerStream, type PlayerStreamEvent } from '../app/notify';
import { bearerToken } from './auth';
import { meGameFinishedSchema, meGameStartedSchema, meReadySchema, meRematchOfferedSchema, meStreamEventSchema, meTurnStartedSchema, streamMeRoute } from './me-stream.routes';
import { sseBody, sseMessages, sseResponse, type SseMessage } from './sse';
import { holdConnection } from './stream-cap';
import { sseErrorOf, type StreamOptions } from './stream.handlers';

function messageOf(e: PlayerStreamEvent): SseMessage {
  if (e.kind === 'ready') return { event: 'ready', id: e.cursor, data: { games: e.games } };
  const { kind, ...data } = e.event;
  return { event: kind, id: e.cursor, data };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerMeStreamRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps, options: StreamOptions = {}): void {
  app.openAPIRegistry.register('MeReady', meReadySchema);
  app.openAPIRegistry.register('MeTurnStarted', meTurnStartedSchema);
  app.openAPIRegistry.register('MeGameStarted', meGameStartedSchema);
  app.openAPIRegistry.register('MeGameFinished', meGameFinishedSchema);
  app.openAPIRegistry.register('MeRematchOffered', meRematchOfferedSchema);
  app.openAPIRegistry.register('MeStreamEvent', meStreamEventSchema);

  app.openapi(streamMeRoute, async (c) => {
    const after = c.req.valid('header')['last-event-id'] || c.req.valid('query').after;
    holdConnection(c); // 429 too-many-streams past the cap, before any database work
    const abort = new AbortController();
    // Ends when the client goes away: the body is cancelled (both runtimes), the request's signal aborts (Node).
    c.req.raw.signal.addEventListener('abort', () => abort.abort(), { once: true });
    const stream = await openPlayerStream(depsOf(c), bearerToken(c), { after, signal: abort.signal });
    return sseResponse(sseBody(sseMessages(stream.events, messageOf), abort, { heartbeatMs: options.heartbeatMs, onError: sseErrorOf('GET /v1/me/stream') })) as never;
  });
}
