import { z } from 'zod';
import { settingsShape } from '../app/settings';
import { BOT_LEVELS, type BotLevel } from '../bots';
import { games } from '../games/registry';
import { WEBHOOK_EVENT_TYPES } from '../webhooks';

/** API shapes shared by REST (src/http/) and GraphQL (src/graphql/), assembled from every registered game's
 * own schemas. Neither edge imports the other: both import these. */

type Schemas<K extends keyof (typeof games)[number]['schemas']> = [z.ZodType, ...z.ZodType[]] & Array<(typeof games)[number]['schemas'][K]>;
const each = <K extends keyof (typeof games)[number]['schemas']>(key: K) => games.map((g) => g.schemas[key]) as unknown as Schemas<K>;
const oneOrUnion = (list: [z.ZodType, ...z.ZodType[]]) => (list.length === 1 ? list[0] : z.union(list as [z.ZodType, z.ZodType, ...z.ZodType[]]));

export const seatSchema = z.number().int().min(0).meta({ example: 0 });
export const versionSchema = z.number().int().min(0).meta({ example: 12, description: 'Number of log entries; also the ETag' });

export const gameIdParams = z.object({
  id: z.string().min(1).max(64).meta({ param: { name: 'id', in: 'path' }, example: 'g_x8Qk2M0aZp1s7YvB' }),
});

export const actionSchema = oneOrUnion(each('action')).meta({ id: 'Action',
  description: 'One action of the game being played; `legal-moves` lists exactly the ones accepted now',
});

/** A game's own options with the table settings every game has. */
const optionsWithSettings = (g: (typeof games)[number]) => (g.schemas.options as unknown as z.ZodObject).extend(settingsShape);
const anyOptions = oneOrUnion(games.map(optionsWithSettings) as unknown as [z.ZodType, ...z.ZodType[]]);

export const webhookInput = z
  .object({
    url: z.string().max(2000).meta({ description: 'https URL (http to 127.0.0.1 only in local mode)', example: 'https://bot.example.com/tricktable' }),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).optional().meta({ description: 'Event types to receive; all when absent' }),
    seat: seatSchema.optional().meta({ description: "Bind to a seat: payloads then show that seat's view (its own cards); public view when absent" }),
  })
  .strict()
  .meta({ id: 'WebhookInput' });

export const webhookSchema = z
  .object({
    id: z.string().meta({ example: 'wh_x8Qk2M0aZp1s7YvB' }),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).nullable(),
    seat: seatSchema.nullable(),
    disabledAt: z.string().nullable().meta({ description: 'Set when a receiver answered 410 Gone' }),
    disabledReason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Webhook' });

export const createdWebhookSchema = z
  .object({
    id: z.string().meta({ example: 'wh_x8Qk2M0aZp1s7YvB' }),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).nullable(),
    seat: seatSchema.nullable(),
    secret: z.string().meta({ description: 'Shown once: verify signatures with it (Standard Webhooks)', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
    createdAt: z.string(),
  })
  .meta({ id: 'CreatedWebhook' });

export const createGameBody = z
  .discriminatedUnion(
    'type',
    games.map((g) =>
      z
        .object({
          type: z.literal(g.type),
          options: optionsWithSettings(g).optional(),
          webhooks: z.array(webhookInput).max(10).optional().meta({ description: 'Subscriptions created with the game (so they see game.started)' }),
        })
        .strict()
        .meta({ id: `Create${g.title}Game`, example: { type: g.type } }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .meta({ id: 'CreateGame' });

const seatInfo = z.object({ seat: seatSchema, name: z.string().nullable(), joined: z.boolean() });

export const createdGameSchema = z
  .object({
    id: z.string().meta({ example: 'g_x8Qk2M0aZp1s7YvB' }),
    type: z.string().meta({ example: 'tango' }),
    options: anyOptions.meta({ description: "The game's options with defaults applied, and turnTimeout and autoPlayForced" }),
    seats: z.array(seatInfo),
    status: z.literal('waiting'),
    version: versionSchema,
    seedCommitment: z.string().meta({ description: 'sha256(seed), hex: the seed is revealed when the game ends', example: 'a3f1…' }),
    adminToken: z.string().meta({ description: 'Shown once. Manages the game (webhooks); it cannot act as a seat', example: 'tt_admin_…' }),
    webhooks: z.array(createdWebhookSchema),
    createdAt: z.string().meta({ example: '2026-11-29T17:00:00.000Z' }),
  })
  .meta({ id: 'CreatedGame' });

export const joinBody = z
  .object({
    seat: seatSchema.optional().meta({ description: 'The seat to take; the first free one when absent' }),
    name: z.string().trim().min(1).max(40).regex(/^[^\p{Cc}\p{Cs}]*$/u, 'no control characters or lone surrogates').optional().meta({ example: 'Ada' }),
  })
  .strict()
  .meta({ id: 'Join' });

export const joinedSchema = z
  .object({
    gameId: z.string(),
    seat: seatSchema,
    name: z.string(),
    token: z.string().meta({ description: 'Shown once: send as `Authorization: Bearer <token>`', example: 'tt_seat_…' }),
    version: versionSchema,
    started: z.boolean().meta({ description: 'True when this join took the last seat and the cards were dealt' }),
  })
  .meta({ id: 'Joined' });

export const viewSchema = z
  .object({
    id: z.string(),
    type: z.string().meta({ example: 'tango' }),
    status: z.enum(['waiting', 'active', 'finished']),
    version: versionSchema,
    toAct: z.array(seatSchema).meta({ description: 'Seats whose move is awaited' }),
    deadlines: z.array(z.string().nullable()).meta({ description: "Each seat's turn deadline (with turnTimeout); null where no clock runs" }),
    you: seatSchema.nullable().meta({ description: 'Your seat; null for a spectator' }),
    seats: z.array(seatInfo),
    options: anyOptions.meta({ description: "The game's options, and turnTimeout and autoPlayForced" }),
    seedCommitment: z.string(),
    createdAt: z.string(),
    state: z
      .discriminatedUnion('game', each('view') as unknown as [z.ZodObject, ...z.ZodObject[]])
      .nullable()
      .meta({ description: "The game's state as the caller may see it (null until every seat is taken)" }),
    result: z
      .object({
        winners: z.array(seatSchema),
        draw: z.boolean(),
        scores: z.array(z.number()).meta({ description: 'Final score of each seat' }),
        seed: z.string().meta({ description: 'The secret seed, revealed: sha256(seed) equals seedCommitment' }),
      })
      .nullable(),
  })
  .meta({ id: 'GameView' });

const engineEvents = [
  z.object({ type: z.literal('seat-joined'), seat: seatSchema, name: z.string() }).meta({ id: 'SeatJoined' }),
  z.object({ type: z.literal('game-started') }).meta({ id: 'GameStarted' }),
];
export const publicEventSchema = z.union([...engineEvents, ...each('event')] as [z.ZodType, z.ZodType, ...z.ZodType[]]).meta({ id: 'Event' });

export const actResultSchema = z
  .object({
    version: versionSchema,
    events: z.array(publicEventSchema),
    view: viewSchema.optional(),
  })
  .meta({
    id: 'ActionResult',
    description: "The version reached, the events as the caller may see them, and the caller's view after the action (`view` is absent when the request said `Prefer: return=minimal`)",
  });

export const legalMovesSchema = z
  .object({ version: versionSchema, seat: seatSchema, moves: z.array(actionSchema) })
  .meta({ id: 'LegalMoves' });

export const eventPageSchema = z
  .object({
    version: versionSchema,
    events: z.array(
      z.object({
        seq: z.number().int(),
        at: z.string(),
        kind: z.enum(['join', 'action', 'auto', 'timeout']).meta({ description: '`auto`: a forced move the server played; `timeout`: played for a seat whose time ran out' }),
        seat: seatSchema.nullable(),
        events: z.array(publicEventSchema),
      }),
    ),
    next: z.number().int().nullable().meta({ description: 'Pass as `after` for the next page; null at the end' }),
  })
  .meta({ id: 'EventPage' });

export const gameTypesSchema = z
  .object({
    gameTypes: z.array(
      z.object({
        type: z.string(),
        title: z.string(),
        description: z.string(),
        seats: z.array(z.number().int()),
        options: z.record(z.string(), z.unknown()).meta({ description: 'JSON Schema of the options' }),
        defaultOptions: z.unknown(),
        actions: z.array(z.string()),
        botLevels: z
          .array(z.object({ level: z.enum(BOT_LEVELS.map((l) => l.level) as [BotLevel, ...BotLevel[]]), description: z.string() }))
          .meta({ description: 'The levels at which server bots can play this game, weakest first' }),
      }),
    ),
  })
  .meta({ id: 'GameTypes' });
