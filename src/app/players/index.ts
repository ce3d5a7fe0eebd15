/**
 * players/ — players as use cases: sign-up, the key and its rotation, "my games" and the lobby from
 * the read models, the player's webhooks, and rebuilding the read models from the log. May import
 * deps.ts, game/, callers/, load/, projections/, webhooks/, errors/, tokens/.
 */
export * from './cursor';
export * from './lobby';
export * from './my-games';
export * from './player-webhooks';
export * from './players';
export * from './rebuild';
export * from './reminder-thresholds';
export * from './reminders';
