/** Every notification a subscription can receive (README "Webhooks"). */
export const WEBHOOK_EVENT_TYPES = [
  'game.started',
  'turn.started',
  'action.applied',
  'trick.completed',
  'round.completed',
  'game.finished',
  'turn.timed-out',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
