import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { problemResponses } from './problem';
import { preferenceAppliedHeader, waitingReadHeaders } from './waiting';
import {
  actionHeaders,
  actionSchema,
  actResultSchema,
  createdGameSchema,
  createGameBody,
  eventPageSchema,
  eventsQuery,
  gameIdParams,
  gameTypesSchema,
  joinBody,
  joinedSchema,
  joinIdempotencyKeySchema,
  legalMovesQuery,
  legalMovesSchema,
  playCardBody,
  viewSchema,
} from '../schemas';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const seatOrSpectator: Array<Record<string, string[]>> = [{ seatToken: [] }, { playerKey: [] }, {}];
const seatOnly: Array<Record<string, string[]>> = [{ seatToken: [] }, { playerKey: [] }];
const anyoneOrPlayer: Array<Record<string, string[]>> = [{}, { playerKey: [] }, { inviteToken: [] }];
/** Anyone may call it: no token. */
const open: Array<Record<string, string[]>> = [];
/** Anyone; a player key where it pays for something (a game of bots alone). */
const openOrPlayer: Array<Record<string, string[]>> = [{}, { playerKey: [] }];

const etag = { ETag: { description: 'The game version, quoted: `"12"`', schema: { type: 'string' as const } } };
const notModified = { 304: { description: 'Still at the version in If-None-Match (after waiting, with `Prefer: wait`)', headers: { ...etag, ...preferenceAppliedHeader } } };

export const listGameTypesRoute = createRoute({
  operationId: 'listGameTypes',
  method: 'get',
  path: '/v1/games',
  tags: ['games'],
  summary: 'List the game types',
  description: 'Every game this server plays: seat counts, options (as JSON Schema) and action types.',
  security: open,
  responses: { 200: json(gameTypesSchema, 'The game types'), ...problemResponses() },
});

export const createGameRoute = createRoute({
  operationId: 'createGame',
  method: 'post',
  path: '/v1/games',
  tags: ['games'],
  summary: 'Create a game',
  description:
    'Creates a game waiting for its players. The answer holds the admin token (shown once) and the commitment to the secret seed. ' +
    'A game whose every seat is a bot (`bots`) needs a player key, whose bot budget pays for its bots (README "Bots and budgets"): without one `403 bots-need-a-player`; ' +
    'with too little budget left `429 bot-budget-spent` with `Retry-After`. Its bots play after the answer, from the bot queue.',
  security: openOrPlayer,
  request: { body: { required: true, content: { 'application/json': { schema: createGameBody, example: { type: 'tango', options: { variant: 'roses' } } } } } },
  responses: {
    201: { ...json(createdGameSchema, 'The new game'), headers: { Location: { description: 'The game URL', schema: { type: 'string' } } } },
    ...problemResponses('unauthorized', 'bots-need-a-player', 'bot-budget-spent', 'payload-too-large', 'unsupported-media-type'),
  },
});

export const joinGameRoute = createRoute({
  operationId: 'joinGame',
  method: 'post',
  path: '/v1/games/{id}/join',
  tags: ['games'],
  summary: 'Take a seat',
  description:
    'Takes a seat (the first free one unless `seat` is given) and answers its token. When the last seat is taken the cards are dealt. ' +
    'With a player key the seat is bound to the player, whose key then acts and reads for it; joining again answers 200 with the same seat. ' +
    'Anonymously, an `Idempotency-Key` makes the join safe to resend after a lost answer (200, the same seat, a working token). ' +
    'A rematch keeps its seats: a player takes theirs with their key, an anonymous seat with its invite token as the bearer. ' +
    'With `bot` and the admin token, a server bot of that level takes the seat instead (no token is answered) and plays as soon as it is its turn; ' +
    'not the last free seat of a game whose other seats are bots (`403 bots-need-a-player`: create such a game with its bots and a player key).',
  security: [...anyoneOrPlayer, { adminToken: [] }],
  request: {
    params: gameIdParams,
    headers: z.object({ 'idempotency-key': joinIdempotencyKeySchema.optional() }),
    body: {
      required: false,
      content: {
        'application/json': {
          schema: joinBody,
          // A person's join; the admin seats a bot with `{ "seat": 1, "bot": "expert" }` (the field's own example).
          example: { name: 'Ada' },
        },
      },
    },
  },
  responses: {
    201: json(joinedSchema, 'The seat taken now and its token (a bot: no token)'),
    200: { ...json(joinedSchema, 'The seat you hold already (a player joining again, or a resend with the same Idempotency-Key) and its token'), headers: { 'Idempotent-Replayed': { description: '`true`', schema: { type: 'string' as const } } } },
    ...problemResponses('not-found', 'unauthorized', 'forbidden', 'bots-need-a-player', 'seat-taken', 'game-full', 'game-over', 'version-conflict', 'idempotency-key-reuse'),
  },
});

export const getGameRoute = createRoute({
  operationId: 'getGame',
  method: 'get',
  path: '/v1/games/{id}',
  tags: ['games'],
  summary: "Read the caller's view",
  description:
    "The game as the caller may see it: a seat token shows that seat's hand; without a token, the spectator's view. " +
    'With `If-None-Match: "<version>"` and `Prefer: wait=<s>` (≤ 60) it waits: it answers as soon as the game moves past that version, else `304` when the wait runs out.',
  security: seatOrSpectator,
  request: { params: gameIdParams, headers: waitingReadHeaders },
  responses: {
    200: { ...json(viewSchema, 'The view'), headers: { ...etag, ...preferenceAppliedHeader } },
    ...notModified,
    ...problemResponses('not-found', 'unauthorized', 'too-many-streams'),
  },
});

export const legalMovesRoute = createRoute({
  operationId: 'listLegalMoves',
  method: 'get',
  path: '/v1/games/{id}/legal-moves',
  tags: ['play'],
  summary: 'List your legal moves',
  description:
    'Every action the caller may take now, each exactly the body `POST /actions` accepts; empty when it is not their turn. ' +
    'With `explain=1`, `refusals` says why each other move the caller might try now is refused — every card they hold, as the phase\'s action, and the phase\'s other controls — ' +
    'with the `code`, `rule`, `reason` and message `POST /actions` would answer, computed by the same rules on the same state (a greyed-out card can say "you must follow suit"). ' +
    'Waits like `GET /v1/games/{id}` with `If-None-Match` and `Prefer: wait`.',
  security: seatOnly,
  request: { params: gameIdParams, query: legalMovesQuery, headers: waitingReadHeaders },
  responses: {
    200: { ...json(legalMovesSchema, 'The legal moves'), headers: { ...etag, ...preferenceAppliedHeader } },
    ...notModified,
    ...problemResponses('not-found', 'unauthorized', 'forbidden', 'too-many-streams'),
  },
});

const actErrors = problemResponses(
  'not-found',
  'unauthorized',
  'forbidden',
  'game-not-started',
  'game-over',
  'not-your-turn',
  'illegal-action',
  'version-conflict',
  'precondition-failed',
  'idempotency-key-reuse',
  'payload-too-large',
  'unsupported-media-type',
);
const actResponses = {
  200: {
    ...json(actResultSchema, 'Applied: the new version, what happened (as you may see it) and your view'),
    headers: { ...etag, 'Idempotent-Replayed': { description: '`true` when this answers a retry of an applied action', schema: { type: 'string' as const } } },
  },
  ...actErrors,
};

export const actRoute = createRoute({
  operationId: 'takeAction',
  method: 'post',
  path: '/v1/games/{id}/actions',
  tags: ['play'],
  summary: 'Take an action',
  description: 'Plays one action of the game for the seat of the token. Bodies per game are listed in the `Action` schema.',
  security: seatOnly,
  request: { params: gameIdParams, headers: actionHeaders, body: { required: true, content: { 'application/json': { schema: actionSchema, example: { type: 'play', card: 'G7' } } } } },
  responses: actResponses,
});

export const playRoute = createRoute({
  operationId: 'playCard',
  method: 'post',
  path: '/v1/games/{id}/play',
  tags: ['play'],
  summary: 'Play a card',
  description: 'The short form of `POST /actions` with `{ "type": "play", "card": … }`.',
  security: seatOnly,
  request: {
    params: gameIdParams,
    headers: actionHeaders,
    body: {
      required: true,
      content: { 'application/json': { schema: playCardBody, example: { card: 'G7' } } },
    },
  },
  responses: actResponses,
});

export const eventsRoute = createRoute({
  operationId: 'listEvents',
  method: 'get',
  path: '/v1/games/{id}/events',
  tags: ['games'],
  summary: 'Read the log',
  description:
    'The log after `after`, each entry with the events it caused as the caller may see them (redacted like the view). ' +
    'With `Prefer: wait=<s>` (≤ 60) and nothing after `after` yet, it answers as soon as there is, else `304` when the wait runs out.',
  security: seatOrSpectator,
  request: {
    params: gameIdParams,
    query: eventsQuery,
    headers: waitingReadHeaders.pick({ prefer: true }),
  },
  responses: {
    200: { ...json(eventPageSchema, 'A page of the log'), headers: { ...etag, ...preferenceAppliedHeader } },
    ...notModified,
    ...problemResponses('not-found', 'unauthorized', 'too-many-streams'),
  },
});
