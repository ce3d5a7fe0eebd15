import { z } from 'zod';
import { BOT_LEVELS, type BotLevel } from '../bots';
import { endReasonSchema, engineEventSchemas, entryKindSchema } from './engine-events';

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

/** A seat as a game view shows it: with its declared leave (issue 27 item 2). */
export const viewSeatInfo = seatInfo
  .extend({
    onLeave: z
      .object({
        from: z.string().meta({ example: '2026-12-24T00:00:00.000Z' }),
        until: z.string().meta({ example: '2026-12-28T00:00:00.000Z' }),
      })
      .nullable()
      .meta({
        id: 'SeatLeave',
        description:
          "The seat's declared leave that ends last (`POST /v1/me/leave`): its clock does not run from `from` until `until`. Null: none declared. Under way when `from` ≤ now < `until`; a past `until` means it is over. Computed from the log, like the deadlines.",
      }),
  })
  .meta({ id: 'ViewSeat' });

export const resultSchema = z.object({
  winners: z.array(seatSchema),
  draw: z.boolean(),
  scores: z.array(z.number()).meta({ description: 'Final score of each seat' }),
  seed: z.string().meta({ description: 'The secret seed, revealed: sha256(seed) equals seedCommitment' }),
  reason: endReasonSchema,
  by: seatSchema.nullable().meta({ description: 'The seat that resigned or aborted; null when played out or aborted by the admin' }),
});

/** The engine's own events (joins, the start, the lifecycle: engine-events.ts). */
export const engineEvents = engineEventSchemas;

/** How each log entry came about (engine-events.ts: actions, joins and the lifecycle). */
export const logEntryKind = entryKindSchema;

/** One seat's clock as answers show it (issue 27; README "Correspondence clocks"). */
export const seatClockSchema = z
  .object({
    remaining: z.number().min(0).meta({
      description: "Seconds on the seat's clock (to the millisecond): while its turn runs (`deadline` set), what it had when the turn began; else what it has now. A per-move clock always shows its seconds per move.",
      example: 604800,
    }),
    deadline: z.string().nullable().meta({ description: "When the seat's time runs out: its turn's start plus `remaining`; null while it is not awaited" }),
  })
  .meta({ id: 'SeatClock' });

export const seatClocksSchema = z
  .array(seatClockSchema)
  .nullable()
  .meta({ description: "Each seat's clock, by seat; null when the game has no clock. Computed from the log alone (the entries' times and the clock settings), as the verifier recomputes it." });
