import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks';
import { endReasonSchema, publicEventSchema, seatSchema, versionSchema } from '../schemas';

const base = { gameId: z.string().meta({ example: 'g_x8Qk2M0aZp1s7YvB' }), version: versionSchema };

/** `game.finished`'s result (game and player webhooks). */
export const finishedResultSchema = z.object({
  winners: z.array(seatSchema),
  draw: z.boolean(),
  scores: z.array(z.number()),
  reason: endReasonSchema,
  by: seatSchema.nullable().meta({ description: 'The seat that resigned or aborted; null when played out or aborted by the admin' }),
  seed: z.string(),
});

/** The delivery promise every notification's description ends with. */
export const DELIVERY_TERMS =
  'Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.';

/** What `data` holds for each notification type (README "Webhooks"). */
const DATA: Record<WebhookEventType, { description: string; data: z.ZodObject }> = {
  'game.started': {
    description: "The last seat was taken and the cards were dealt; `events` show the deal as the subscriber may see it (a seat-bound subscription: that seat's hand).",
    data: z.object({ ...base, seats: z.array(z.string().nullable()), toAct: z.array(seatSchema), events: z.array(publicEventSchema) }),
  },
  'turn.started': {
    description: 'A seat is to act (again); with a clock, by `deadline`, with `remaining` seconds on it as the turn began.',
    data: z.object({ ...base, seat: seatSchema, deadline: z.string().nullable(), remaining: z.number().nullable().meta({ description: "Seconds on the seat's clock as the turn began (it runs out at `deadline`); null without a clock" }) }),
  },
  'action.applied': {
    description: "An entry was appended: a seat's action, a forced move played by the server (`auto`), a timeout move (`timeout`) or a bot's move (`bot`), with its events as the subscriber may see them.",
    data: z.object({ ...base, seat: seatSchema, kind: z.enum(['action', 'auto', 'timeout', 'bot']), events: z.array(publicEventSchema) }),
  },
  'trick.completed': { description: 'A trick was won (the game\'s own event, redacted for the subscriber).', data: z.object({ ...base, event: z.union([publicEventSchema, z.null()]) }) },
  'round.completed': { description: 'A round was scored.', data: z.object({ ...base, event: z.union([publicEventSchema, z.null()]) }) },
  'game.finished': {
    description: 'The game is over — played out, resigned (`result.reason`) or aborted (`status`): winners, scores and the revealed seed.',
    data: z.object({
      ...base,
      status: z.enum(['finished', 'aborted']),
      result: finishedResultSchema,
    }),
  },
  'turn.timed-out': { description: "A seat's turn clock ran out; the server played for it (an action.applied of kind `timeout` follows).", data: z.object({ ...base, seat: seatSchema, deadline: z.string().nullable() }) },
  'seat.taken-over': {
    description: 'The admin handed a seat to a server bot for the rest of the game (a `takeover` entry); if it was to act, an action.applied of kind `bot` follows.',
    data: z.object({ ...base, seat: seatSchema, bot: z.string().meta({ example: 'expert' }) }),
  },
  'subscription.disabled': {
    description:
      "Another subscription of this game was disabled — every attempt to it failed for 5 days, or its receiver answered 410 Gone — and gets nothing more. Sent to the game's other subscriptions that take this type. `version` is the game's version then.",
    data: z.object({
      ...base,
      webhookId: z.string().meta({ description: 'The subscription disabled', example: 'wh_x8Qk2M0aZp1s7YvB' }),
      url: z.string(),
      reason: z.string().meta({ example: 'every attempt has failed since 2026-11-24T09:00:00.000Z (5 days)' }),
      failingSince: z.string().nullable().meta({ description: 'When its current run of failures began' }),
    }),
  },
};

export const webhookHeaders = z.object({
  'webhook-id': z.string().meta({ description: 'The delivery id: the same on every retry; deduplicate on it' }),
  'webhook-timestamp': z.string().meta({ description: 'Unix seconds of this attempt' }),
  'webhook-signature': z.string().meta({ description: '`v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks)' }),
});

/** Describes every notification as an OpenAPI 3.1 `webhooks` entry. */
export function registerWebhookDocs(app: OpenAPIHono<any>): void {
  for (const type of WEBHOOK_EVENT_TYPES) {
    const { description, data } = DATA[type];
    // `turn.started` → `TurnStarted`: the payload is `WebhookTurnStarted`, the operation `notifyTurnStarted`.
    const name = type.split(/[.-]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
    const payload = z.object({ type: z.literal(type), timestamp: z.string().meta({ description: 'When it happened (ISO 8601)' }), data }).meta({ id: `Webhook${name}` });
    app.openAPIRegistry.registerWebhook({
      method: 'post',
      path: type,
      operationId: `notify${name}`,
      // Called by us, not by a client: the receiver checks the Standard Webhooks signature instead.
      security: [],
      tags: ['webhooks'],
      summary: type,
      description: `${description} ${DELIVERY_TERMS}`,
      request: { headers: webhookHeaders, body: { content: { 'application/json': { schema: payload } } } },
      responses: { 200: { description: 'Acknowledged (any 2xx)' }, 410: { description: 'Gone: disable this subscription' } },
    });
  }
}
