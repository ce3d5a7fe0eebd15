import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../app';
import { AppError } from '../app/errors';
import { answerToFailure } from '../app/errors';
import { openGameStream, type StreamEvent } from '../app/notify';
import { bearerToken } from './auth';
import { toProblem } from './problem';
import { sseBody, sseMessages, sseResponse, type SseMessage } from './sse';
import { holdConnection } from './stream-cap';
import { streamEntrySchema, streamFinishedSchema, streamGameRoute, streamViewSchema } from './stream.routes';
import { lastEventId } from './waiting';

export interface StreamOptions {
  /** Silence before a heartbeat comment (15 s; tests shorten it). */
  readonly heartbeatMs?: number;
}

function messageOf(event: StreamEvent): SseMessage {
  const id = String(event.version);
  switch (event.kind) {
    case 'view':
      return { event: 'view', id, data: { version: event.version, view: event.view, legalMoves: event.legalMoves } };
    case 'entry':
      return { event: 'entry', id, data: event.entry };
    case 'finished':
      return { event: 'finished', id, data: { version: event.version, result: event.result } };
    default: {
      const never: never = event;
      throw new Error(`unknown stream event ${JSON.stringify(never)}`);
    }
  }
}

/** A failure mid-stream (the database went away): an `error` event with the problem (a database
 * failure is `service-unavailable`), then the end; the client reconnects with Last-Event-ID. */
export const sseErrorOf =
  (route: string) =>
  (err: unknown): SseMessage => {
    const problem = err instanceof AppError ? err : answerToFailure(err, route);
    return { event: 'error', data: toProblem(problem) };
  };
const errorMessage = sseErrorOf('GET /v1/games/:id/stream');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerStreamRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps, options: StreamOptions = {}): void {
  app.openAPIRegistry.register('StreamView', streamViewSchema);
  app.openAPIRegistry.register('StreamEntry', streamEntrySchema);
  app.openAPIRegistry.register('StreamFinished', streamFinishedSchema);

  app.openapi(streamGameRoute, async (c) => {
    const after = lastEventId(c.req.valid('header')['last-event-id']) ?? c.req.valid('query').after;
    // Before any database work: past the cap this is 429 too-many-streams (src/http/stream-cap.ts).
    holdConnection(c);
    const abort = new AbortController();
    // The stream ends when the client goes away: the body is cancelled (both runtimes), and the
    // request's signal aborts (Node; Workers with enable_request_signal).
    c.req.raw.signal.addEventListener('abort', () => abort.abort(), { once: true });
    const stream = await openGameStream(depsOf(c), c.req.valid('param').id, bearerToken(c), { after, signal: abort.signal });
    const body = sseBody(sseMessages(stream.events, messageOf), abort, { heartbeatMs: options.heartbeatMs, onError: errorMessage });
    return sseResponse(body) as never;
  });
}
