import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { myGameSchema, seatSchema, versionSchema } from '../schemas';
import { resultSchema } from '../schemas/common';
import { problemResponses, problemSchema } from './problem';

/** The data of each event (SSE has no typed form in OpenAPI 3.1: these document them; GraphQL's `me` subscription mirrors them). */
const base = {
  gameId: z.string().meta({ example: 'g_x8Qk2M0aZp1s7YvB' }),
  type: z.string().meta({ description: "The game's type", example: 'tango' }),
  seat: seatSchema.meta({ description: 'Your seat in that game' }),
  version: versionSchema.meta({ description: 'The version the entry brought the game to (its `seq`)', example: 12 }),
  at: z.string().meta({ description: 'When the entry was written', example: '2026-12-01T15:04:05.000Z' }),
};

export const meTurnStartedSchema = z
  .object({ ...base, deadline: z.string().nullable().meta({ description: "The turn's deadline; null when no clock runs" }), remaining: z.number().nullable().meta({ description: "Seconds on the seat's clock as the turn began (it runs out at `deadline`); null without a clock" }) })
  .meta({ id: 'MeTurnStarted', description: '`event: turn-started` — it is your turn: you became awaited, or acted and owe another move' });

export const meTurnReminderSchema = z
  .object({
    ...base,
    threshold: z.number().int().meta({ description: 'The threshold reached: seconds left, as you set it (`PUT /v1/me/reminders`)', example: 3600 }),
    deadline: z.string().meta({ description: "The turn's deadline" }),
    left: z.number().meta({ description: 'Seconds from the reminder to the deadline', example: 3541.2 }),
  })
  .meta({ id: 'MeTurnReminder', description: '`event: turn-reminder` — your turn runs short: the time left reached one of your thresholds (at most once per threshold per turn, before the deadline)' });

export const meGameStartedSchema = z
  .object({ ...base, toAct: z.array(seatSchema).meta({ description: 'The seats awaited first' }) })
  .meta({ id: 'MeGameStarted', description: '`event: game-started` — the last seat was taken and the game began' });

export const meGameFinishedSchema = z
  .object({ ...base, status: z.enum(['finished', 'aborted']), result: resultSchema.nullable().meta({ description: 'The result with the revealed seed; null when aborted before it started' }) })
  .meta({ id: 'MeGameFinished', description: '`event: game-finished` — played out, resigned (`result.reason`) or aborted (`status`)' });

export const meRematchOfferedSchema = z
  .object({ ...base, rematchId: z.string().meta({ description: 'The new game; `GET /v1/me/games` shows the seat kept for you', example: 'g_RGQzTeIz2n5YbhM1' }) })
  .meta({ id: 'MeRematchOffered', description: '`event: rematch-offered` — a rematch of this finished game was created' });

export const meReadySchema = z
  .object({ games: z.array(myGameSchema).meta({ description: 'The games awaiting you now, as `GET /v1/me/games?turn=mine` lists them (its first 100)' }) })
  .meta({ id: 'MeReady', description: '`event: ready` — first on a new stream: what awaits you now' });

const position = 'The stream position after this event (opaque): send it back as `Last-Event-ID` to resume';
const sseEvent = (event: string, data: z.ZodType) =>
  z.object({ event: z.literal(event), id: z.string().meta({ description: position, example: 'WyIyMDI2LTEyLTAxVDE1OjA0OjA1LjAwMFoiLFtbImdfeDhRazJNMGFacDFzN1l2QiIsMTJdXV0' }), data });

export const meStreamEventSchema = z
  .discriminatedUnion('event', [
    sseEvent('ready', meReadySchema),
    sseEvent('turn-started', meTurnStartedSchema),
    sseEvent('turn-reminder', meTurnReminderSchema),
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
    '- `event: turn-reminder` (`MeTurnReminder`): your turn runs short — the time left reached one of your thresholds (`PUT /v1/me/reminders`).',
    '- `event: game-started` (`MeGameStarted`), `event: game-finished` (`MeGameFinished`: played out, resigned or aborted), `event: rematch-offered` (`MeRematchOffered`).',
    '- `: heartbeat` comments every 15 s of silence.',
    '',
    "Events come in the order their entries were written, each exactly once. The `id:` is an opaque position in your games' logs; reconnect with `Last-Event-ID: <id>` (browsers do it themselves) or `?after=<id>` and the events after it come first — nothing lost or repeated (a resumed stream sends no `ready`).",
    '',
    'Open streams and waits are capped: at most 8 at once per token and 64 per client address by default (`RATE_LIMIT_STREAMS_PER_TOKEN`, `RATE_LIMIT_STREAMS_PER_IP`); past them `429 too-many-streams` with `Retry-After`, and a stream already open is never cut.',
  ].join('\n'),
  security: [{ playerKey: [] }],
  request: { query: meStreamQuery, headers: meStreamHeaders },
  responses: {
    200: {
      description: 'The stream: `ready`, then `turn-started`, `turn-reminder`, `game-started`, `game-finished`, `rematch-offered` events; `error` (a problem) if the stream fails',
      content: { 'text/event-stream': { schema: meStreamEventSchema } },
    },
    ...problemResponses('unauthorized', 'not-found', 'too-many-streams'),
  },
});
