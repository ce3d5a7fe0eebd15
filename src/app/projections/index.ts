/**
 * projections/ — what a commit derives, as pure functions of its steps: the game's webhook
 * deliveries, the players' webhook notices and stream events, and the read-model rows ("my games",
 * the lobby). Derived data: it never decides anything. May import game/, catalogue/, tokens/.
 */
export * from './deliveries';
export * from './me-events';
export * from './player-events';
export * from './player-notices';
export * from './read-model';
