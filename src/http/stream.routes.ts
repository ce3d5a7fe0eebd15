import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { eventPageSchema, gameIdParams, legalMovesSchema, versionSchema, viewSchema } from '../schemas';
import { problemResponses, problemSchema } from './problem';

/** The data of each stream event (documented as schemas: SSE has no typed form in OpenAPI 3.1). */
export const streamViewSchema = z
  .object({
    version: versionSchema,
    view: viewSchema,
    legalMoves: legalMovesSchema.nullable().meta({ description: 'Your legal moves (empty when it is not your turn); null for a spectator' }),
  })
  .meta({ id: 'StreamView', description: '`event: view` — your view and your legal moves at `version`' });

/** Each game's log entry (the per-game `…LogEntry` of `EventPage`), so a client narrows it as it narrows a page. */
const logEntries = eventPageSchema.options.map((page) => page.shape.events.element) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]];

export const streamEntrySchema = z.union(logEntries).meta({
  id: 'StreamEntry',
  description: '`event: entry` — one log entry, exactly as `GET /events` shows it to you (`id:` is its `seq`)',
});

export const streamFinishedSchema = z
  .object({ version: versionSchema, result: viewSchema.options[0].shape.result })
  .meta({ id: 'StreamFinished', description: '`event: finished` — the game is over (after the final `view`); the stream ends' });

/** One SSE event as the stream sends it (OpenAPI 3.2 describes SSE items this way; 3.1 has no
 * typed form, so this is the documented shape of each event, not a JSON body). */
const sseEvent = (event: string, data: z.ZodType, id: string) =>
  z.object({
    event: z.literal(event),
    id: z.string().meta({ description: id, example: '12' }),
    data, // the `data:` line, as JSON
  });

export const streamEventSchema = z
  .discriminatedUnion('event', [
    sseEvent('view', streamViewSchema, 'The version the view reflects'),
    sseEvent('entry', streamEntrySchema, 'The `seq` of the entry (the version it brings the game to)'),
    sseEvent('finished', streamFinishedSchema, 'The final version'),
    // A failure mid-stream (the database went away): the problem, then the end; reconnect with Last-Event-ID.
    z.object({ event: z.literal('error'), data: problemSchema }),
  ])
  .meta({ id: 'StreamEvent', description: 'An event of `GET /v1/games/{id}/stream`: its `event:`, `id:` and `data:` lines' });

export const streamQuery = z
  .object({
    after: z.coerce.number().int().min(0).max(2_147_483_647).optional().meta({
      description: 'Resume after this version, as `Last-Event-ID` does (for clients that cannot set headers); Last-Event-ID wins when both are given',
      example: 12,
    }),
  })
  .strict();

export const streamHeaders = z.object({
  'last-event-id': z.string().max(20).optional().meta({ description: 'Resume after this version: the `id:` of the last event you received', example: '12' }),
});

export const streamGameRoute = createRoute({
  method: 'get',
  path: '/v1/games/{id}/stream',
  operationId: 'streamGame',
  tags: ['games'],
  summary: 'Stream the game as it moves',
  description: [
    'Server-Sent Events (`text/event-stream`) for one reader (a seat token, a player key reading for its seat, or none for the spectator), redacted as `GET /v1/games/{id}` and `GET /events` are. ' +
      'The reader is found again at every version: a player key that joins or is handed a seat reads for it from then on; a seat token revoked (the seat reset or left) ends the stream with an `unauthorized` error.',
    '',
    '- `event: view` (`StreamView`): first on a new stream; then after new entries whenever it is your turn; and the final view at the end.',
    '- `event: entry` (`StreamEntry`): every new log entry, each exactly once, in order (joins, moves, and lifecycle entries: resign, abort, leave, reset).',
    '- `event: finished` (`StreamFinished`): the game is over (played out, resigned or aborted); the stream ends.',
    '- `: heartbeat` comments every 15 s of silence.',
    '',
    'Every event\'s `id:` is the game version it reflects. Reconnect with `Last-Event-ID: <id>` (browsers do it themselves) or `?after=<id>`: the entries after it come first, then a `view`; nothing is lost and no entry is repeated. ' +
      'That `view` always comes, even when no entry was missed (its `id:` then equals `Last-Event-ID`): an entry and the view after it share their version as `id:`, so a stream cut between the two still brings the view; a view is a snapshot, and a second copy changes nothing. ' +
      'A whole game can be played with this stream and one `POST` per move.',
    '',
    'Open streams and waits are capped: at most 8 at once per token and 64 per client address by default (`RATE_LIMIT_STREAMS_PER_TOKEN`, `RATE_LIMIT_STREAMS_PER_IP`); past them `429 too-many-streams` with `Retry-After`, and a stream already open is never cut.',
  ].join('\n'),
  security: [{ seatToken: [] }, { playerKey: [] }, {}] as Array<Record<string, string[]>>,
  request: { params: gameIdParams, query: streamQuery, headers: streamHeaders },
  responses: {
    200: {
      description: 'The stream: `view`, `entry` and `finished` events (their data: `StreamView`, `StreamEntry`, `StreamFinished`); `error` (a problem) if the stream fails before the end',
      content: { 'text/event-stream': { schema: streamEventSchema } },
    },
    ...problemResponses('not-found', 'unauthorized', 'too-many-streams'),
  },
});
