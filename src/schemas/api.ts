import { z } from 'zod';
import { settingsShape } from '../app/catalogue';
import { findRulesets, games } from '../games/registry';
import { WEBHOOK_EVENT_TYPES } from '../webhooks';
import { entropySchema } from './fairness';
import { botLevelSchema, engineEvents, rulesetVersionSchema, seatInfo, seatSchema, versionSchema } from './common';
import { actionResultOf, byGame, eventPageOf, gameOptionsOf, gameViewOf, legalMovesOf } from './per-game';

export { rulesetVersionSchema, seatSchema, versionSchema } from './common';

/** API shapes shared by REST (src/http/) and GraphQL (src/graphql/), assembled from every registered game's
 * own schemas. Neither edge imports the other: both import these. */

type Schemas<K extends keyof (typeof games)[number]['schemas']> = [z.ZodType, ...z.ZodType[]] & Array<(typeof games)[number]['schemas'][K]>;
const each = <K extends keyof (typeof games)[number]['schemas']>(key: K) => games.map((g) => g.schemas[key]) as unknown as Schemas<K>;
const oneOrUnion = (list: [z.ZodType, ...z.ZodType[]]) => (list.length === 1 ? list[0] : z.union(list as [z.ZodType, z.ZodType, ...z.ZodType[]]));

export const gameIdParams = z.object({
  id: z.string().min(1).max(64).meta({ param: { name: 'id', in: 'path' }, example: 'g_x8Qk2M0aZp1s7YvB' }),
});

export const actionSchema = oneOrUnion(each('action')).meta({ id: 'Action',
  description: 'One action of the game being played; `legal-moves` lists exactly the ones accepted now',
});

/** A game's own options with the table settings every game has, as a request gives them. */
const optionsWithSettings = (g: (typeof games)[number]) => (g.schemas.options as unknown as z.ZodObject).extend(settingsShape);
/** The options an answer shows: defaults applied, so every field is there. */
const anyOptions = oneOrUnion(games.map(gameOptionsOf) as unknown as [z.ZodType, ...z.ZodType[]]);

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
    disabledAt: z.string().nullable().meta({ description: 'Set when its receiver answered 410 Gone, or every attempt failed for 5 days' }),
    disabledReason: z.string().nullable(),
    failingSince: z.string().nullable().meta({ description: 'When its current run of failed attempts began; null while deliveries succeed' }),
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

/** `bots` at creation: the seats bots take at once, by seat number. */
export const botSeatsInput = z
  .record(z.string().regex(/^(0|[1-9][0-9]?)$/, 'a seat number'), botLevelSchema)
  .meta({ description: 'Seats bots take at once, `{ "<seat>": "<level>" }` (the rest wait for people); bots act as soon as it is their turn', example: { '1': 'expert' } });

/**
 * Exactly these numbers. Not `z.literal([1, 2])`: the OpenAPI converter writes only the first value of
 * a literal of several (`enum: [1]`), so the document would refuse what the server accepts.
 */
function oneOf(values: readonly number[]): z.ZodType<number> {
  const [first, ...more] = values.map((v) => z.literal(v));
  return more.length === 0 ? first! : z.union([first!, ...more]);
}

export const createGameBody = z
  .discriminatedUnion(
    'type',
    games.map((g) =>
      z
        .object({
          type: z.literal(g.type),
          rulesetVersion: oneOf(findRulesets(g.type)!.versions.map((r) => r.version))
            .optional()
            .meta({ description: `Play under an older ruleset of ${g.title} (\`GET /v1/games\` lists them); the current one when absent` }),
          options: optionsWithSettings(g).optional(),
          webhooks: z.array(webhookInput).max(10).optional().meta({ description: 'Subscriptions created with the game (so they see game.started)' }),
          bots: botSeatsInput.optional(),
          listed: z.boolean().optional().meta({ description: 'Show the game in the lobby (`GET /v1/lobby`) while a seat is free. Default false' }),
        })
        .strict()
        .meta({ id: `Create${g.title}Game`, example: { type: g.type } }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .meta({ id: 'CreateGame' });

export const createdGameSchema = z
  .object({
    id: z.string().meta({ example: 'g_x8Qk2M0aZp1s7YvB' }),
    type: z.string().meta({ example: 'tango' }),
    rulesetVersion: rulesetVersionSchema,
    options: anyOptions.meta({ description: "The game's options with defaults applied, and turnTimeout and autoPlayForced" }),
    seats: z.array(seatInfo),
    status: z.enum(['waiting', 'active']).meta({ description: '`waiting`, unless `bots` took every seat: then `active` (they play on at once)' }),
    version: versionSchema,
    seedCommitment: z.string().meta({ description: 'sha256(seed), hex: the seed is revealed when the game ends', example: 'a3f1…' }),
    adminToken: z.string().meta({ description: 'Shown once. Manages the game (webhooks); it cannot act as a seat', example: 'tt_admin_…' }),
    webhooks: z.array(createdWebhookSchema),
    createdAt: z.string().meta({ example: '2026-11-29T17:00:00.000Z' }),
    listed: z.boolean().meta({ description: 'In the lobby while a seat is free' }),
  })
  .meta({ id: 'CreatedGame' });

/**
 * No control character (Unicode Cc: U+0000–U+001F, U+007F–U+009F) and no lone surrogate. Written
 * without the `u` flag and so that it means the same with it, since the OpenAPI document carries
 * only the source: a client compiles it as an ECMAScript regex, with or without `u`.
 */
export const NAME_PATTERN = /^(?:[^\x00-\x1f\x7f-\x9f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** A seat's or a player's name: 1–40 characters, trimmed, no control characters, well-formed Unicode. */
export const nameSchema = z.string().trim().min(1).max(40).regex(NAME_PATTERN, 'no control characters or lone surrogates');

export const joinBody = z
  .object({
    seat: seatSchema.optional().meta({ description: 'The seat to take; the first free one when absent (a rematch: the seat kept for you)' }),
    name: nameSchema.optional().meta({ example: 'Ada', description: "The seat's name; default: a player's own name, else `Player n`" }),
    entropy: entropySchema.optional(),
    bot: botLevelSchema.optional().meta({ description: "Seat a server bot of this level instead of a person: needs the game's admin token; answers no token", example: 'expert' }),
  })
  .strict()
  .meta({ id: 'Join' });

export const joinedSchema = z
  .object({
    gameId: z.string(),
    seat: seatSchema,
    name: z.string(),
    token: z.string().optional().meta({ description: 'Shown once: send as `Authorization: Bearer <token>`. Absent when a bot took the seat', example: 'tt_seat_…' }),
    bot: botLevelSchema.optional().meta({ description: 'The level of the bot that took the seat (a bot join)' }),
    version: versionSchema,
    started: z.boolean().meta({ description: 'True when this join took the last seat and the cards were dealt' }),
  })
  .meta({ id: 'Joined' });

export const viewSchema = byGame(gameViewOf).meta({
  id: 'GameView',
  description: 'A game as the caller may see it: one shape per game, discriminated by `game`',
});

export const publicEventSchema = z.union([...engineEvents, ...each('event')] as [z.ZodType, z.ZodType, ...z.ZodType[]]).meta({ id: 'Event' });

export const actResultSchema = byGame(actionResultOf).meta({
  id: 'ActionResult',
  description: "The version reached, the events as the caller may see them, and the caller's view after the action (`view` is absent when the request said `Prefer: return=minimal`); one shape per game, discriminated by `game`",
});

export const legalMovesSchema = byGame(legalMovesOf).meta({ id: 'LegalMoves', description: 'Your legal moves: one shape per game, discriminated by `game`' });

export const eventPageSchema = byGame(eventPageOf).meta({ id: 'EventPage', description: 'A page of the log: one shape per game, discriminated by `game`' });

export const gameTypesSchema = z
  .object({
    gameTypes: z.array(
      z.object({
        type: z.string(),
        title: z.string(),
        description: z.string(),
        rulesetVersion: z.number().int().meta({ description: 'The ruleset version new games of this type get' }),
        rulesetVersions: z
          .array(z.object({ version: z.number().int(), summary: z.string() }))
          .meta({ description: 'Every ruleset version this server plays, oldest first: a game keeps the one it was created with' }),
        seats: z.array(z.number().int()),
        options: z.record(z.string(), z.unknown()).meta({ description: 'JSON Schema of the options' }),
        defaultOptions: z.unknown(),
        actions: z.array(z.string()),
        botLevels: z
          .array(z.object({ level: botLevelSchema, description: z.string() }))
          .meta({ description: 'The levels at which server bots can play this game, weakest first' }),
      }),
    ),
  })
  .meta({ id: 'GameTypes' });
