import { z } from 'zod';
import { resultSchema, seatSchema, versionSchema } from './common';
import { myGameSchema } from './players';

/** The data of each `GET /v1/me/stream` event (REST documents them; GraphQL's `me` subscription mirrors them). */
const base = {
  gameId: z.string().meta({ example: 'g_x8Qk2M0aZp1s7YvB' }),
  type: z.string().meta({ description: "The game's type", example: 'tango' }),
  seat: seatSchema.meta({ description: 'Your seat in that game' }),
  version: versionSchema.meta({ description: 'The version the entry brought the game to (its `seq`)', example: 12 }),
  at: z.string().meta({ description: 'When the entry was written', example: '2026-12-01T15:04:05.000Z' }),
};

export const meTurnStartedSchema = z
  .object({ ...base, deadline: z.string().nullable().meta({ description: "The turn's deadline (turnTimeout); null when none runs" }) })
  .meta({ id: 'MeTurnStarted', description: '`event: turn-started` — it is your turn: you became awaited, or acted and owe another move' });

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
