import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getGameRecord, type AppDeps } from '../app';
import { gameIdParams, gameRecordSchema } from '../schemas';
import { problemResponses } from './problem';

export const getGameRecordRoute = createRoute({
  method: 'get',
  path: '/v1/games/{id}/record',
  operationId: 'getGameRecord',
  tags: ['games'],
  summary: "Read a finished game's public record",
  description:
    'Once a game is finished nothing in it is secret: its whole log, every event unredacted (every dealt card), the ruleset version, every seat\'s entropy and the revealed server and deal seeds. ' +
    'Anyone may read it and recompute the deal (README "Fair deals"; `npx tricktable verify <base-url> <id>`). Before the end: `409 game-not-finished`.',
  security: [],
  request: { params: gameIdParams },
  responses: {
    200: {
      description: 'The record (it never changes once the game is finished)',
      content: { 'application/json': { schema: gameRecordSchema } },
      headers: { ETag: { description: 'The game version, quoted', schema: { type: 'string' as const } } },
    },
    ...problemResponses('not-found', 'game-not-finished'),
  },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerRecordRoutes(app: OpenAPIHono<any>, depsOf: (c: Context) => AppDeps): void {
  app.openapi(getGameRecordRoute, async (c) => {
    const record = await getGameRecord(depsOf(c), c.req.valid('param').id);
    c.header('etag', `"${record.version}"`);
    // A finished game's log never changes: any cache may keep the record.
    c.header('cache-control', 'public, max-age=86400, immutable');
    return c.json(record as never, 200);
  });
}
