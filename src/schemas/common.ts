import { z } from 'zod';

/** The small shapes every API schema is made of (here, so per-game and shared schemas both use them). */

export const seatSchema = z.number().int().min(0).meta({ example: 0 });
export const versionSchema = z.number().int().min(0).meta({ example: 12, description: 'Number of log entries; also the ETag' });

export const rulesetVersionSchema = z.number().int().min(1).meta({
  description: "The version of the game type's rules the game was created with; it is played under it for good",
  example: 2,
});

export const seatInfo = z.object({ seat: seatSchema, name: z.string().nullable(), joined: z.boolean() });

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
  .enum(['join', 'action', 'auto', 'timeout'])
  .meta({ description: '`auto`: a forced move the server played; `timeout`: played for a seat whose time ran out' });
