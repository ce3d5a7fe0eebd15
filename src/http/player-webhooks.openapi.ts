import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { PLAYER_WEBHOOK_EVENT_TYPES, type PlayerWebhookEventType } from '../webhooks';
import { publicEventSchema, seatSchema, versionSchema } from '../schemas';
import { DELIVERY_TERMS, finishedResultSchema, webhookHeaders } from './webhooks.openapi';

/** What a player's subscription (`POST /v1/me/webhooks`) receives: each about one of their seats. */
const base = {
  gameId: z.string().meta({ example: 'g_x8Qk2M0aZp1s7YvB' }),
  gameType: z.string().meta({ example: 'tango' }),
  version: versionSchema,
  seat: seatSchema.meta({ description: "The player's seat in that game: the payload shows what it may see" }),
};

const DATA: Record<PlayerWebhookEventType, { description: string; data: z.ZodObject }> = {
  'turn.started': {
    description: "It is your turn in one of your games (again, when you owe another move); with a clock, by `deadline` (`remaining`: the seconds on it as the turn began). Play at `/play/g/{gameId}`, or act with your key.",
    data: z.object({ ...base, deadline: z.string().nullable().meta({ description: 'When the server plays for you; null without a turn clock' }), remaining: z.number().nullable().meta({ description: "Seconds on the seat's clock as the turn began (it runs out at `deadline`); null without a clock" }) }),
  },
  'turn.reminder': {
    description:
      "Your turn in one of your games runs short: the time left reached one of your thresholds (`PUT /v1/me/reminders`; a day and an hour by default). At most once per threshold per turn, always before `deadline`; the game's log holds it as a `remind` entry (event `turn-reminded`).",
    data: z.object({
      ...base,
      threshold: z.number().int().meta({ description: 'The threshold reached: seconds left, as you set it', example: 3600 }),
      deadline: z.string().meta({ description: 'When the server plays for you' }),
      left: z.number().meta({ description: 'Seconds from the reminder to the deadline (at most `threshold`)', example: 3541.2 }),
    }),
  },
  'game.started': {
    description: "One of your games started (its last seat was taken and the cards were dealt); `events` show the deal as your seat sees it: your own hand, nobody else's.",
    data: z.object({ ...base, seats: z.array(z.string().nullable()), toAct: z.array(seatSchema), events: z.array(publicEventSchema) }),
  },
  'game.finished': {
    description: 'One of your games is over — played out, resigned (`result.reason`) or aborted (`status`): winners, scores and the revealed seed.',
    data: z.object({ ...base, status: z.enum(['finished', 'aborted']), result: finishedResultSchema }),
  },
  'rematch.offered': {
    description: 'Another seat of one of your finished games asked for a rematch: `rematch.gameId` keeps your seat for you (join it with your key).',
    data: z.object({ ...base, rematch: z.object({ gameId: z.string() }), by: seatSchema.nullable().meta({ description: 'The seat that asked' }) }),
  },
  'subscription.disabled': {
    description:
      'Another of your subscriptions was disabled — every attempt to it failed for 5 days, or its receiver answered 410 Gone — and gets nothing more. Sent to your other subscriptions that take this type. `gameId` and `version`: the game of the delivery that was its last, at its version then.',
    data: z.object({
      gameId: base.gameId,
      version: versionSchema,
      webhookId: z.string().meta({ description: 'The subscription disabled', example: 'wh_x8Qk2M0aZp1s7YvB' }),
      url: z.string(),
      reason: z.string().meta({ example: 'every attempt has failed since 2026-11-24T09:00:00.000Z (5 days)' }),
      failingSince: z.string().nullable().meta({ description: 'When its current run of failures began' }),
    }),
  },
};

/** Describes every player notification as an OpenAPI 3.1 `webhooks` entry, named `player.<type>`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerPlayerWebhookDocs(app: OpenAPIHono<any>): void {
  for (const type of PLAYER_WEBHOOK_EVENT_TYPES) {
    const { description, data } = DATA[type];
    const name = type.split(/[.-]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
    const payload = z.object({ type: z.literal(type), timestamp: z.string().meta({ description: 'When it happened (ISO 8601)' }), data }).meta({ id: `PlayerWebhook${name}` });
    app.openAPIRegistry.registerWebhook({
      method: 'post',
      path: `player.${type}`,
      operationId: `notifyPlayer${name}`,
      security: [],
      tags: ['webhooks', 'players'],
      summary: `${type} (a player's subscription)`,
      description: `${description} ${DELIVERY_TERMS}`,
      request: { headers: webhookHeaders, body: { content: { 'application/json': { schema: payload } } } },
      responses: { 200: { description: 'Acknowledged (any 2xx)' }, 410: { description: 'Gone: disable this subscription' } },
    });
  }
}
