import { z } from 'zod';
import { actionSchema, rulesetVersionSchema, seatSchema, versionSchema } from './api';
import { endReasonSchema, entryKindSchema } from './engine-events';
import { fairnessSchema } from './fairness';
import { bankClockSchema } from '../app/catalogue';

/** The public record of a finished game (`GET /v1/games/{id}/record`): what a verifier needs. */

const recordEvent = z
  .looseObject({ type: z.string() })
  .meta({
    id: 'RecordEvent',
    description:
      'An event with nothing redacted: the public `Event` with every hidden field filled in (the dealt `hands` of every seat, …). Every field the public event shows has its value there, in the same units (Tanni points are decimals, `19.5`, as everywhere in the API); a count the public event derives from hidden cards (`handSizes`) may be absent. Shapes per game: docs/games/.',
  });

export const gameRecordSchema = z
  .object({
    id: z.string(),
    type: z.string().meta({ example: 'tantony' }),
    rulesetVersion: rulesetVersionSchema,
    options: z.record(z.string(), z.unknown()).meta({ description: "The game's own options with defaults applied (without the table settings)" }),
    settings: z.object({
      turnTimeout: z.number().int().nullable(),
      autoPlayForced: z.boolean(),
      hotSeat: z.boolean(),
      onTimeout: z.string().optional().meta({ description: 'The bot level that plays timed-out turns; absent: first-legal' }),
      clock: bankClockSchema.optional().meta({ description: 'A bank clock (issue 27); absent: `turnTimeout` is the clock (per move), or none' }),
    }),
    createdAt: z.string(),
    version: versionSchema,
    seats: z.array(z.object({ seat: seatSchema, name: z.string().nullable() })),
    fairness: fairnessSchema,
    result: z.object({ winners: z.array(seatSchema), draw: z.boolean(), scores: z.array(z.number()), reason: endReasonSchema, by: seatSchema.nullable() }),
    log: z.array(
      z.object({
        seq: z.number().int(),
        at: z.string(),
        kind: entryKindSchema,
        seat: seatSchema.nullable(),
        join: z
          .object({ name: z.string(), entropy: z.string().nullable().meta({ description: 'The entropy sent with the join, hex; null: none' }) })
          .nullable()
          .meta({ description: 'What a `join` entry holds; null for other entries' }),
        action: actionSchema.nullable().meta({ description: 'The action an `action`, `auto` or `timeout` entry holds; null for a join' }),
        lifecycle: z
          .object({
            name: z.string().nullable().optional().meta({ description: "A `reset`: the seat's name from then on (null: the seat was freed)" }),
            gameId: z.string().optional().meta({ description: 'A `rematch`: the new game' }),
            bot: z.string().optional().meta({ description: 'A `takeover`: the level of the bot that plays the seat from then on' }),
            leave: z
              .object({ id: z.string(), from: z.string().optional(), until: z.string().optional() })
              .optional()
              .meta({ description: "A `declare-leave`: the leave's id and span (the seat's clock stops from `from` until `until`); a `cancel-leave`: the id of the leave cancelled" }),
            reminder: z
              .object({ threshold: z.number().int(), deadline: z.string() })
              .optional()
              .meta({ description: 'A `remind`: the threshold reached (seconds left, as the player set it) and the deadline the seat was reminded of' }),
          })
          .nullable()
          .meta({ description: 'What a lifecycle entry (`leave`, `resign`, `abort`, `reset`, `takeover`, `rematch`, `declare-leave`, `cancel-leave`, `remind`) holds besides its kind and seat; null for others' }),
        events: z.array(recordEvent),
      }),
    ),
  })
  .meta({
    id: 'GameRecord',
    description:
      "A finished (or aborted) game's whole log with every event unredacted, its ruleset version and the revealed seeds: everything needed to recompute every deal and replay the game (`npx tricktable verify`).",
  });
