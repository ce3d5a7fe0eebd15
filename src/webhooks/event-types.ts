/** Every notification a subscription can receive (README "Webhooks"). */
export const WEBHOOK_EVENT_TYPES = [
  'game.started',
  'turn.started',
  'action.applied',
  'trick.completed',
  'round.completed',
  'game.finished',
  'turn.timed-out',
  // The admin handed a seat to a bot (`POST …/seats/{seat}/bot`, a `takeover` entry).
  'seat.taken-over',
  // Sent to a game's other subscriptions when one of them is disabled (failing for 5 days, or 410).
  'subscription.disabled',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What a player is told about their games (player webhooks, `POST /v1/me/webhooks`). */
export const PLAYER_EVENT_TYPES = ['turn.started', 'turn.reminder', 'game.started', 'game.finished', 'rematch.offered'] as const;
export type PlayerEventType = (typeof PLAYER_EVENT_TYPES)[number];

/** What a player's subscription can take: their events, and the notice that a sibling was disabled. */
export const PLAYER_WEBHOOK_EVENT_TYPES = [...PLAYER_EVENT_TYPES, 'subscription.disabled'] as const;
export type PlayerWebhookEventType = (typeof PLAYER_WEBHOOK_EVENT_TYPES)[number];
