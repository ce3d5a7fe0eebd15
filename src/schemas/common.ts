import { z } from 'zod';
import { BOT_LEVELS, type BotLevel } from '../bots';

/** The small shapes every API schema is made of (here, so per-game and shared schemas both use them). */

export const seatSchema = z.number().int().min(0).meta({ example: 0 });
export const versionSchema = z.number().int().min(0).meta({ example: 12, description: 'Number of log entries; also the ETag' });

export const rulesetVersionSchema = z.number().int().min(1).meta({
  description: "The version of the game type's rules the game was created with; it is played under it for good",
  example: 2,
});

export const botLevelSchema = z.enum(BOT_LEVELS.map((l) => l.level) as [BotLevel, ...BotLevel[]]).meta({ id: 'BotLevel', description: 'How strong a server bot plays: `GET /v1/games` describes each level' });

export const seatInfo = z.object({
  seat: seatSchema,
  name: z.string().nullable(),
  joined: z.boolean(),
  bot: botLevelSchema.nullable().meta({ description: 'The level of the bot holding the seat; null for a person or a free seat' }),
});

export const resultSchema = z.object({
  winners: z.array(seatSchema),
  draw: z.boolean(),
  scores: z.array(z.number()).meta({ description: 'Final score of each seat' }),
  seed: z.string().meta({ description: 'The secret seed, revealed: sha256(seed) equals seedCommitment' }),
});

export const engineEvents = [
  z.object({ type: z.literal('seat-joined'), seat: seatSchema, name: z.string() }).meta({ id: 'SeatJoined' }),
  z.object({ type: z.literal('game-started') }).meta({ id: 'GameStarted' }),
] as const;

export const logEntryKind = z
  .enum(['join', 'action', 'auto', 'timeout', 'bot'])
  .meta({ description: '`auto`: a forced move the server played; `timeout`: played for a seat whose time ran out; `bot`: played by the bot holding the seat' });
