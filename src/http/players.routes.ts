import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { problemResponses } from './problem';
import { preferenceAppliedHeader, waitingReadHeaders } from './waiting';
import { createPlayerBody, lobbyPageSchema, lobbyQuery, myGamesPageSchema, myGamesQuery, playerSchema, playerWithKeySchema } from '../schemas';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const playerOnly: Array<Record<string, string[]>> = [{ playerKey: [] }];
const pageEtag = { ETag: { description: 'A digest of the page, quoted: send it as `If-None-Match` to wait for a change', schema: { type: 'string' as const } } };
const myGamesHeaders = z.object({
  'if-none-match': z.string().max(1000).optional().meta({ description: 'The ETag of the page you hold: unchanged, the answer is `304` — at once, or after waiting with `Prefer: wait`.', example: '"5d41402abc4b2a76b9719d911017c592"' }),
  prefer: waitingReadHeaders.shape.prefer,
});

export const createPlayerRoute = createRoute({
  method: 'post',
  path: '/v1/players',
  operationId: 'createPlayer',
  tags: ['players'],
  summary: 'Create a player',
  description:
    'One identity across games: join, act and read with its key in every game (no seat tokens to keep), list your games, get a seat back after a lost answer. The key is shown once; only its SHA-256 is stored. Sign-ups are limited per client address: 30 an hour by default (`RATE_LIMIT_SIGN_UPS_PER_IP`, a burst of 30, then one every 2 minutes); beyond it `429 too-many-sign-ups` with `Retry-After`.',
  security: [],
  request: { body: { required: true, content: { 'application/json': { schema: createPlayerBody, example: { name: 'Ada' } } } } },
  responses: { 201: json(playerWithKeySchema, 'The player and its key (shown once)'), ...problemResponses('payload-too-large', 'unsupported-media-type', 'too-many-sign-ups') },
});

export const getMeRoute = createRoute({
  method: 'get',
  path: '/v1/me',
  operationId: 'getMe',
  tags: ['players'],
  summary: 'Who am I',
  description: 'The player whose key is presented.',
  security: playerOnly,
  responses: { 200: json(playerSchema, 'The player'), ...problemResponses('unauthorized') },
});

export const rotateKeyRoute = createRoute({
  method: 'post',
  path: '/v1/me/keys',
  operationId: 'rotatePlayerKey',
  tags: ['players'],
  summary: 'Rotate your key',
  description: 'A new key, shown once; the key presented stops working at once. Seat tokens answered to your joins keep working until the seat is reset.',
  security: playerOnly,
  responses: { 201: json(playerWithKeySchema, 'The player and its new key (shown once)'), ...problemResponses('unauthorized') },
});

export const listMyGamesRoute = createRoute({
  method: 'get',
  path: '/v1/me/games',
  operationId: 'listMyGames',
  tags: ['players'],
  summary: 'List your games',
  description:
    'Every seat you hold (or a rematch kept for you), most urgent first: the games awaiting you, the soonest deadline first, then the longest unchanged. `turn=mine` lists only the games awaiting you. Cursor pagination: pass `next` as `cursor`.\n\n' +
    'The page has an `ETag` (a digest of it). **Waiting** (RFC 7240, "wake me when someone needs me"): with `Prefer: wait=<s>` (≤ 60) the answer comes at once when the page has games in it and is not one you hold (`If-None-Match`); otherwise as soon as it changes — with `turn=mine`, as soon as a game becomes yours to act. When the wait runs out: `304` if you sent `If-None-Match` and the page is still the one you hold, else the empty page (`200`, a request without `If-None-Match` is never answered 304). `Preference-Applied: wait=<s>` says the wait was applied.',
  security: playerOnly,
  request: { query: myGamesQuery, headers: myGamesHeaders },
  responses: {
    200: { ...json(myGamesPageSchema, 'A page of your games'), headers: { ...pageEtag, ...preferenceAppliedHeader } },
    304: { description: 'Still the page in If-None-Match (after waiting, with `Prefer: wait`)', headers: { ...pageEtag, ...preferenceAppliedHeader } },
    ...problemResponses('unauthorized', 'too-many-streams'),
  },
});

export const listLobbyRoute = createRoute({
  method: 'get',
  path: '/v1/lobby',
  operationId: 'listLobby',
  tags: ['players'],
  summary: 'List open games',
  description: 'Games created with `listed: true` that have a free seat, the longest waiting first, until they fill. Join one with `POST /v1/games/{id}/join`.',
  security: [],
  request: { query: lobbyQuery },
  responses: { 200: json(lobbyPageSchema, 'A page of open games'), ...problemResponses() },
});
