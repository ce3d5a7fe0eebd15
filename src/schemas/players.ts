import { z } from 'zod';
import { nameSchema, seatSchema, versionSchema } from './api';
import { gameStatusSchema } from './engine-events';
import { seatClocksSchema } from './common';
import { idempotencyKeySchema } from './requests';

/** Players, "my games" and the lobby: the shapes REST and GraphQL share. */

export const createPlayerBody = z.object({ name: nameSchema.meta({ example: 'Ada' }) }).strict().meta({ id: 'CreatePlayer' });

export const playerSchema = z
  .object({
    id: z.string().meta({ example: 'p_Xk2M0aZp1s7YvBq8' }),
    name: z.string().meta({ example: 'Ada' }),
    createdAt: z.string(),
  })
  .meta({ id: 'Player' });

export const playerWithKeySchema = playerSchema
  .extend({
    key: z.string().meta({
      description: 'Shown once (only its SHA-256 is stored): send as `Authorization: Bearer <key>` to join, act and read as this player in every game',
      example: 'tt_player_…',
    }),
  })
  .meta({ id: 'PlayerWithKey' });

const seatNames = z.array(z.object({ seat: seatSchema, name: z.string().nullable() }));
const cursor = z.string().min(1).max(500).meta({ description: 'The `next` of the page before' });
const limit = (max: number, def: number) => z.coerce.number().int().min(1).max(max).default(def).meta({ example: def });

export const myGamesQuery = z.object({
  status: gameStatusSchema.optional().meta({ description: 'Only games in this status' }),
  turn: z.literal('mine').optional().meta({ description: '`mine`: only the games awaiting you (your move, or a rematch seat to take)' }),
  type: z.string().min(1).max(40).optional().meta({ example: 'tango' }),
  cursor: cursor.optional(),
  limit: limit(200, 50),
});

export const myGameSchema = z
  .object({
    id: z.string().meta({ example: 'g_x8Qk2M0aZp1s7YvB' }),
    type: z.string().meta({ example: 'tango' }),
    seat: seatSchema,
    status: gameStatusSchema,
    yourTurn: z.boolean().meta({ description: 'The game awaits you: your move, or your kept rematch seat' }),
    deadline: z.string().nullable().meta({ description: "Your turn's deadline (your seat's clock); null when none runs" }),
    version: versionSchema,
    updatedAt: z.string().meta({ description: 'When the game last changed' }),
    joined: z.boolean().meta({ description: 'False: a rematch seat kept for you — `POST /v1/games/{id}/join` with your key takes it' }),
    players: seatNames,
    clocks: seatClocksSchema,
  })
  .meta({ id: 'MyGame' });

export const myGamesPageSchema = z
  .object({
    games: z.array(myGameSchema).meta({ description: 'Most urgent first: the games awaiting you, the soonest deadline first, then the longest unchanged' }),
    next: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last' }),
  })
  .meta({ id: 'MyGames' });

export const lobbyQuery = z.object({
  type: z.string().min(1).max(40).optional().meta({ example: 'tanni' }),
  cursor: cursor.optional(),
  limit: limit(200, 50),
});

export const lobbyGameSchema = z
  .object({
    id: z.string(),
    type: z.string().meta({ example: 'tanni' }),
    options: z.record(z.string(), z.unknown()).meta({ description: "The game's options and table settings" }),
    status: z.enum(['waiting', 'active']).meta({ description: '`active`: a seat was freed mid-game (reset) and is offered again' }),
    seats: seatNames,
    seatsTaken: z.number().int(),
    seatCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'LobbyGame' });

export const lobbyPageSchema = z
  .object({
    games: z.array(lobbyGameSchema).meta({ description: 'Listed games with a free seat, the longest waiting first' }),
    next: z.string().nullable(),
  })
  .meta({ id: 'Lobby' });

/** An anonymous join keyed for resending: a key that is guessable would let others take the answer. */
export const joinIdempotencyKeySchema = idempotencyKeySchema.min(16, 'at least 16 characters (e.g. a UUID): whoever repeats the key and body gets the seat').meta({
  description:
    'An anonymous join with a key can be resent after a lost answer: the same key and body answer the same seat with a working token (`Idempotent-Replayed: true`). Whoever knows the key and the game gets that seat: use a random one (a UUID). A player key needs none: joining again answers your seat.',
  example: '5d0e7b7a-2f7c-4b57-9a55-0f0d2e1c9a10',
});
