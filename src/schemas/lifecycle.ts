import { z } from 'zod';
import { gameIdParams, nameSchema, seatSchema } from './api';
import { botLevelSchema } from './common';
import { byGame, lifecycleResultOf } from './per-game';

/** The lifecycle requests (resign, abort, leave, reset, takeover, rematch): the shapes REST and GraphQL share. */

export const seatParams = gameIdParams.extend({
  // A path segment is text: a string pattern (0–15) the document states as required, then the number.
  seat: z
    .string()
    .regex(/^(?:1[0-5]|[0-9])$/, 'a seat number, 0 to 15')
    .transform(Number)
    .meta({ param: { name: 'seat', in: 'path' }, example: '1' }),
});

export const resetSeatBody = z
  .object({
    player: z.string().min(1).max(64).optional().meta({ description: 'Hand the seat to this player (id); absent: the seat is offered again', example: 'p_Xk2M0aZp1s7YvBq8' }),
    name: nameSchema.optional().meta({ description: "The seat's name from now on (default: the player's name)" }),
  })
  .strict()
  .meta({ id: 'ResetSeat' });

export const takeoverSeatBody = z
  .object({ bot: botLevelSchema.meta({ description: 'The level of the bot that plays the seat for the rest of the game', example: 'expert' }) })
  .strict()
  .meta({ id: 'TakeoverSeat' });

export const rematchSchema = z
  .object({
    id: z.string().meta({ description: 'The new game', example: 'g_Qk2M0aZp1s7YvBx8' }),
    rematchOf: z.string(),
    type: z.string(),
    options: z.record(z.string(), z.unknown()).meta({ description: 'The same options, the first dealer moved on' }),
    seedCommitment: z.string(),
    createdAt: z.string(),
    seats: z.array(z.object({ seat: seatSchema, keptFor: z.enum(['player', 'invite', 'bot']) })).meta({
      description: 'Every seat is kept: for the same player (who joins with their key), for the holder of its invite, or for the bot of the game before, which holds it at once',
    }),
    invite: z.string().nullable().meta({
      description: 'Your seat\'s invite when you played without a player key: `POST /v1/games/{id}/join` with `Authorization: Bearer <invite>` takes it. Each seat asks `POST /rematch` for its own',
      example: 'tt_invite_…',
    }),
    created: z.boolean().meta({ description: 'False when the rematch existed already: this answers it' }),
  })
  .meta({ id: 'Rematch' });

export const lifecycleResultSchema = byGame(lifecycleResultOf).meta({
  id: 'LifecycleResult',
  description: "A lifecycle entry applied: the version reached, the engine's events and the caller's view; one shape per game, discriminated by `game`",
});
