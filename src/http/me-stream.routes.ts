import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { meGameFinishedSchema, meGameStartedSchema, meReadySchema, meRematchOfferedSchema, meTurnStartedSchema } from '../schemas';
import { problemResponses, problemSchema } from './problem';

const position = 'The stream position after this event (opaque): send it back as `Last-Event-ID` to resume';
const sseEvent = (event: string, data: z.ZodType) =>
  z.object({ event: z.literal(event), id: z.string().meta({ description: position, example: 'WyIyMDI2LTEyLTAxVDE1OjA0OjA1LjAwMFoiLFtbImdfeDhRazJNMGFacDFzN1l2QiIsMTJdXV0' }), data });

export const meStreamEventSchema = z
  .discriminatedUnion('event', [
    sseEvent('ready', meReadySchema),
    sseEvent('turn-started', meTurnStartedSchema),
    sseEvent('game-started', meGameStartedSchema),
    sseEvent('game-finished', meGameFinishedSchema),
    sseEvent('rematch-offered', meRematchOfferedSchema),
    // A failure mid-stream (the database went away): the problem, then the end; reconnect with Last-Event-ID.
    z.object({ event: z.literal('error'), data: problemSchema }),
  ])
  .meta({ id: 'MeStreamEvent', description: 'An event of `GET /v1/me/stream`: its `event:`, `id:` and `data:` lines' });

const cursorText = z.string().min(1).max(8000);

export const meStreamQuery = z
  .object({
    after: cursorText.optional().meta({ description: 'Resume after this position, as `Last-Event-ID` does (for clients that cannot set headers); Last-Event-ID wins when both are given' }),
  })
  .strict();

export const meStreamHeaders = z.object({
  'last-event-id': cursorText.optional().meta({ description: 'Resume after this position: the `id:` of the last event you received' }),
});

export const streamMeRoute = createRoute({
  method: 'get',
  path: '/v1/me/stream',
  operationId: 'streamMe',
  tags: ['players'],
  summary: 'Stream what needs you, across all your games',
  description: [
    "Server-Sent Events (`text/event-stream`) for a player: what happens to you in every game you hold a seat in, including games you enter while it is open. Each event names the game, your seat and the version; none carries a card (open the game's own stream or view to see them).",
    '',
    '- `event: ready` (`MeReady`): first on a new stream, the games awaiting you now (as `GET /v1/me/games?turn=mine`).',
    '- `event: turn-started` (`MeTurnStarted`): your turn began — you became awaited, or acted and owe another move — with its deadline.',
    '- `event: game-started` (`MeGameStarted`), `event: game-finished` (`MeGameFinished`: played out, resigned or aborted), `event: rematch-offered` (`MeRematchOffered`).',
    '- `: heartbeat` comments every 15 s of silence.',
    '',
    "Events come in the order their entries were written, each exactly once. The `id:` is an opaque position in your games' logs; reconnect with `Last-Event-ID: <id>` (browsers do it themselves) or `?after=<id>` and the events after it come first — nothing lost or repeated (a resumed stream sends no `ready`).",
  ].join('\n'),
  security: [{ playerKey: [] }],
  request: { query: meStreamQuery, headers: meStreamHeaders },
  responses: {
    200: {
      description: 'The stream: `ready`, then `turn-started`, `game-started`, `game-finished`, `rematch-offered` events; `error` (a problem) if the stream fails',
      content: { 'text/event-stream': { schema: meStreamEventSchema } },
    },
    ...problemResponses('unauthorized', 'not-found'),
  },
});
