import { z } from 'zod';
import { PLAYER_WEBHOOK_EVENT_TYPES } from '../webhooks';

/** `POST /v1/me/webhooks`: a player's subscription, across all their games. */
export const playerWebhookInput = z
  .object({
    url: z.string().max(2000).meta({ description: 'https URL (http to 127.0.0.1 only in local mode)', example: 'https://mail.example.com/tricktable' }),
    events: z.array(z.enum(PLAYER_WEBHOOK_EVENT_TYPES)).optional().meta({ description: 'Event types to receive; all when absent' }),
  })
  .strict()
  .meta({ id: 'PlayerWebhookInput' });

const shared = {
  id: z.string().meta({ example: 'wh_x8Qk2M0aZp1s7YvB' }),
  url: z.string(),
  events: z.array(z.enum(PLAYER_WEBHOOK_EVENT_TYPES)).nullable(),
  createdAt: z.string(),
};

export const playerWebhookSchema = z
  .object({
    ...shared,
    disabledAt: z.string().nullable().meta({ description: 'Set when its receiver answered 410 Gone, or every attempt failed for 5 days' }),
    disabledReason: z.string().nullable(),
    failingSince: z.string().nullable().meta({ description: 'When its current run of failed attempts began; null while deliveries succeed' }),
  })
  .meta({ id: 'PlayerWebhook' });

export const createdPlayerWebhookSchema = z
  .object({ ...shared, secret: z.string().meta({ description: 'Shown once: verify signatures with it (Standard Webhooks)', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }) })
  .meta({ id: 'CreatedPlayerWebhook' });
