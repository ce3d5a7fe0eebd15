import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import type { AppDeps } from '../app';
import { AppError } from '../app/errors';
import { answerToFailure } from '../app/errors';
import { mountGraphql } from '../graphql/mount';
import { docsPage } from './docs-page';
import { registerGameRoutes } from './games.handlers';
import { registerLifecycleRoutes } from './lifecycle.handlers';
import { registerLeaveRoutes } from './leave.handlers';
import { registerReminderRoutes } from './reminders.handlers';
import { registerPlayerRoutes } from './players.handlers';
import { registerPlayerWebhookRoutes } from './player-webhooks.handlers';
import { registerPlayerWebhookDocs } from './player-webhooks.openapi';
import { registerStreamRoutes, type StreamOptions } from './stream.handlers';
import { registerMeStreamRoutes } from './me-stream.handlers';
import { leanBodyLimit, leanCors } from './lean-middleware';
import { registerWebhookDocs } from './webhooks.openapi';
import { registerWebhookRoutes } from './webhooks.handlers';
import { problemResponse } from './problem';
import { registerRecordRoutes } from './records';
import { rateLimit, spendSignUp, type RateLimitOptions } from './rate-limit';
import { holdConnectionUntilReleased, streamCap } from './stream-cap';
import { validationHook } from './validation-hook';
import { registerWebClient, type StaticAssets } from './web-client';

export const API_INFO = {
  title: 'Tricktable',
  version: '1.0.0',
  description:
    'An open game-state API for trick-taking card games. Create a game, take seats, read your redacted view, list your legal moves and act. ' +
    'Every error is `application/problem+json` with a stable `code`.',
};

export const OPENAPI_CONFIG = {
  openapi: '3.1.0',
  info: API_INFO,
  servers: [{ url: '/' }],
  tags: [
    { name: 'games', description: 'Game types, creating and joining games, views and logs' },
    { name: 'play', description: 'Legal moves and actions' },
    { name: 'webhooks', description: 'Signed notifications (Standard Webhooks) with guaranteed, ordered delivery' },
    { name: 'players', description: 'One identity across games: players, your games, the lobby' },
    { name: 'lifecycle', description: 'Resign, abort, leave, reset a seat, hand a seat to a bot, rematch: each a log entry, like an action' },
  ],
};

/** The OpenAPI 3.1 document, exactly as `GET /openapi.json` serves it. */
export function openApiDocument(app: ReturnType<typeof createApp>) {
  return app.getOpenAPI31Document(OPENAPI_CONFIG);
}

/** Largest request body accepted; an action is a few dozen bytes. */
export const BODY_LIMIT = 16 * 1024;

const fromHttpException = (err: HTTPException): AppError => {
  switch (err.status) {
    case 400:
      return new AppError('invalid-request', err.message || 'the request body is not valid JSON');
    case 401:
      return new AppError('unauthorized', err.message || 'a valid token is needed');
    case 413:
      return new AppError('payload-too-large', `the request body is larger than ${BODY_LIMIT} bytes`);
    case 415:
      return new AppError('unsupported-media-type', 'send the body as JSON with Content-Type: application/json');
    default:
      return new AppError(err.status === 404 ? 'not-found' : 'invalid-request', err.message || 'the request was refused');
  }
};

/**
 * Reads and drops what is left of a refused body (up to 1 MiB), so the client has sent it all when
 * the 413 goes out: answering mid-upload made Node close the connection under the client, which then
 * saw "other side closed" instead of the 413 (issue 8). A larger body is left unread (Node closes).
 * (Workers: the platform ends the upload itself; a body without Content-Length arrives locked here.)
 */
async function discardBody(request: Request, max = 1024 * 1024): Promise<void> {
  // A body without Content-Length is being read by bodyLimit itself (its stream is locked): leave it.
  if (!request.body || request.body.locked) return;
  const reader = request.body.getReader();
  try {
    for (let read = 0; read <= max; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing to answer anyway.
  }
}

export interface AppOptions {
  /** GraphiQL on `GET /graphql` from a browser: off unless the entry point says so. */
  readonly graphiql?: boolean;
  /** Per-token and per-IP request limits (`429 rate-limited`, sign-ups `429 too-many-sign-ups`) and
   * caps on open streams and waits (`429 too-many-streams`): set by the entry points; off when absent. */
  readonly rateLimit?: RateLimitOptions;
  /** The built web client (`public/`) at `/play`: set by the entry points; absent in API-only tests. */
  readonly staticAssets?: StaticAssets;
  /** Event streams (`GET /v1/games/{id}/stream`): the heartbeat interval. */
  readonly streams?: StreamOptions;
}

/** `deps` is fixed (Node) or resolved per request (Workers, where a database client lives one request). */
export function createApp(deps: AppDeps | ((c: Context) => AppDeps), options: AppOptions = {}) {
  const depsOf = typeof deps === 'function' ? deps : () => deps;
  const app = new OpenAPIHono({ defaultHook: validationHook as never });

  // Hono's cors (origin *) and bodyLimit, without building web Requests/Responses to apply them.
  app.use(
    '*',
    leanCors({
      allowHeaders: ['Authorization', 'Content-Type', 'If-Match', 'If-None-Match', 'Idempotency-Key', 'Prefer', 'Last-Event-ID'],
      exposeHeaders: ['ETag', 'Location', 'Retry-After', 'Idempotent-Replayed', 'Preference-Applied', 'RateLimit', 'RateLimit-Policy'],
      maxAge: 600,
    }),
  );
  if (options.rateLimit) app.use('*', rateLimit(options.rateLimit), streamCap(options.rateLimit));
  app.use(
    '/v1/*',
    leanBodyLimit({
      maxSize: BODY_LIMIT,
      onError: async (c) => {
        await discardBody(c.req.raw);
        throw new AppError('payload-too-large', `the request body is larger than ${BODY_LIMIT} bytes`);
      },
    }),
  );

  app.openAPIRegistry.registerComponent('securitySchemes', 'seatToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The seat token answered by `join` (shown once). Without it, you read as a spectator.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'adminToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The admin token answered by `POST /v1/games` (shown once): manages webhooks; cannot act as a seat.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'playerKey', {
    type: 'http',
    scheme: 'bearer',
    description: "A player's key (`tt_player_…`, `POST /v1/players`, shown once): acts and reads for the player's seat in every game, and reads `/v1/me`.",
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'inviteToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A rematch invite (`tt_invite_…`, answered by `POST /rematch` to each anonymous seat): takes the seat kept for it with `join`.',
  });
  registerGameRoutes(app, depsOf);
  registerPlayerRoutes(app, depsOf);
  registerLifecycleRoutes(app, depsOf);
  registerRecordRoutes(app, depsOf);
  registerStreamRoutes(app, depsOf, options.streams);
  registerMeStreamRoutes(app, depsOf, options.streams);
  registerWebhookRoutes(app, depsOf);
  registerPlayerWebhookRoutes(app, depsOf);
  registerLeaveRoutes(app, depsOf);
  registerReminderRoutes(app, depsOf);
  registerWebhookDocs(app);
  registerPlayerWebhookDocs(app);
  mountGraphql(app, depsOf, { graphiql: options.graphiql ?? false, maxBodySize: BODY_LIMIT, spendSignUp, holdConnection: holdConnectionUntilReleased });

  app.doc31('/openapi.json', OPENAPI_CONFIG);
  // The reference as `npm run build` rendered it (content at once); without a build, Redoc renders it in the page.
  app.get('/docs', async (c) => (await options.staticAssets?.reference?.(c)) ?? c.html(docsPage('/openapi.json')));
  if (options.staticAssets) registerWebClient(app, options.staticAssets);
  app.get('/', (c) => c.json({ name: 'Tricktable', docs: '/docs', openapi: '/openapi.json', games: '/v1/games', lobby: '/v1/lobby', graphql: '/graphql' }));

  app.notFound((c) => problemResponse(c, new AppError('not-found', `no route ${c.req.method} ${new URL(c.req.url).pathname}`)));
  app.onError((err, c) => {
    if (err instanceof AppError) return problemResponse(c, err);
    if (err instanceof HTTPException) return problemResponse(c, fromHttpException(err));
    // A database outage is 503 with Retry-After; anything else 500. Logged without SQL or parameters.
    return problemResponse(c, answerToFailure(err, `${c.req.method} ${c.req.routePath === '/*' ? new URL(c.req.url).pathname : c.req.routePath}`));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
