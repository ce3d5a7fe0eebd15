import { createRoute } from '@hono/zod-openapi';
import { problemResponses } from './problem';
import { actionHeaders, gameIdParams, lifecycleResultSchema, rematchSchema, resetSeatBody, seatParams, takeoverSeatBody } from '../schemas';

/** The game's lifecycle: each request is one log entry through the commit path actions take. */
const seatOrPlayer: Array<Record<string, string[]>> = [{ seatToken: [] }, { playerKey: [] }];
const etag = { ETag: { description: 'The game version, quoted: `"12"`', schema: { type: 'string' as const } } };
const replayed = { 'Idempotent-Replayed': { description: '`true` when this answers a retry with a used Idempotency-Key', schema: { type: 'string' as const } } };

const entryAnswer = (description: string, example: unknown) => ({
  200: { description, headers: { ...etag, ...replayed }, content: { 'application/json': { schema: lifecycleResultSchema, example } } },
});
const common = ['not-found', 'unauthorized', 'forbidden', 'version-conflict', 'precondition-failed', 'idempotency-key-reuse'] as const;

export const resignRoute = createRoute({
  method: 'post',
  path: '/v1/games/{id}/resign',
  operationId: 'resignGame',
  tags: ['lifecycle'],
  summary: 'Resign',
  description:
    "Your seat resigns and the game is over at once: `status: finished`, `result.reason: resigned`, the seed revealed. Who wins is the game's rule (docs/games/*.md \"Resigning\"): the other side, your team losing in a team game; in Tadpole and three-player Tantony you are last and the rest is scored as it stands.",
  security: seatOrPlayer,
  request: { params: gameIdParams, headers: actionHeaders },
  responses: { ...entryAnswer('Resigned: the new version, what happened and your view', { game: 'tango', version: 31, events: [{ type: 'seat-resigned', seat: 0 }] }), ...problemResponses(...common, 'game-not-started', 'game-over') },
});

export const abortRoute = createRoute({
  method: 'post',
  path: '/v1/games/{id}/abort',
  operationId: 'abortGame',
  tags: ['lifecycle'],
  summary: 'Abort the game',
  description:
    'Calls the game off: `status: aborted`, no winner, every score 0, the seed revealed. The admin may abort at any time before the end; a seat only before the deal: once the cards are dealt a seat is answered `409 game-started` (no free look at a hand, then a new deal) and resigns instead.',
  security: [{ adminToken: [] }, ...seatOrPlayer],
  request: { params: gameIdParams, headers: actionHeaders },
  responses: { ...entryAnswer('Aborted', { game: 'tango', version: 4, events: [{ type: 'game-aborted', seat: null }] }), ...problemResponses(...common, 'game-started', 'game-over') },
});

export const leaveRoute = createRoute({
  method: 'post',
  path: '/v1/games/{id}/leave',
  operationId: 'leaveGame',
  tags: ['lifecycle'],
  summary: 'Leave before the deal',
  description: 'Frees your seat before the game starts (its token stops working); anyone may take it. Once dealt, resign instead.',
  security: seatOrPlayer,
  request: { params: gameIdParams, headers: actionHeaders },
  responses: { ...entryAnswer('Left: the spectator view', { game: 'tango', version: 2, events: [{ type: 'seat-left', seat: 1 }] }), ...problemResponses(...common, 'game-started', 'game-over') },
});

export const resetSeatRoute = createRoute({
  method: 'post',
  path: '/v1/games/{id}/seats/{seat}/reset',
  operationId: 'resetSeat',
  tags: ['lifecycle'],
  summary: 'Reset a seat',
  description:
    "Revokes the seat's credentials (its token, its player) and offers the seat again — anyone may join it, and play goes on where it was — or hands it to the `player` named, whose key then acts for it. Needs the admin token.",
  security: [{ adminToken: [] }],
  request: {
    params: seatParams,
    headers: actionHeaders,
    body: { required: false, content: { 'application/json': { schema: resetSeatBody, example: { player: 'p_Xk2M0aZp1s7YvBq8' } } } },
  },
  responses: {
    ...entryAnswer('Reset: the spectator view', { game: 'tango', version: 17, events: [{ type: 'seat-reset', seat: 2, name: null }] }),
    ...problemResponses(...common, 'seat-free', 'already-seated', 'game-over', 'payload-too-large', 'unsupported-media-type'),
  },
});

export const takeoverSeatRoute = createRoute({
  method: 'post',
  path: '/v1/games/{id}/seats/{seat}/bot',
  operationId: 'takeoverSeat',
  tags: ['lifecycle'],
  summary: 'Hand a seat to a bot',
  description:
    "Hands a held seat to a server bot of the level given for the rest of the game (its person vanished: Board Game Arena's \"zombie\"). A `takeover` log entry (event `seat-taken-over`): the version moves, streams and webhooks see it. The seat keeps its name; its token stops working (`401`) and its player's key reads the game as a spectator (acting: `403`). If the seat is to act, its bot plays at once, in this answer. `POST …/seats/{seat}/reset` gives the seat back to a person. Needs the admin token.",
  security: [{ adminToken: [] }],
  request: {
    params: seatParams,
    headers: actionHeaders,
    body: { required: true, content: { 'application/json': { schema: takeoverSeatBody, example: { bot: 'expert' } } } },
  },
  responses: {
    ...entryAnswer('Taken over: the spectator view, with the bot\'s moves if it was to act', { game: 'tango', version: 18, events: [{ type: 'seat-taken-over', seat: 1, bot: 'expert' }] }),
    ...problemResponses(...common, 'invalid-request', 'seat-free', 'already-bot', 'game-over', 'payload-too-large', 'unsupported-media-type'),
  },
});

export const rematchRoute = createRoute({
  method: 'post',
  path: '/v1/games/{id}/rematch',
  operationId: 'createRematch',
  tags: ['lifecycle'],
  summary: 'Ask for a rematch',
  description:
    "Once the game is finished: one new game with the same type and options, the first dealer moved on, every seat kept for the same holder (a player joins with their key; an anonymous seat with the invite answered here, to that seat only). Two requests at once create one game; any seat's request answers it (`created: false`, 200). Both views link: `rematch`, `rematchOf`.",
  security: seatOrPlayer,
  request: { params: gameIdParams, headers: actionHeaders },
  responses: {
    201: { description: 'The rematch, created now', content: { 'application/json': { schema: rematchSchema } } },
    200: { description: 'The rematch, created before', content: { 'application/json': { schema: rematchSchema } } },
    ...problemResponses(...common, 'game-not-finished'),
  },
});
