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
