/**
 * lifecycle/ — a game from creation to rematch: created (bots seated), a seat taken (keyed, by a
 * player, by a rematch invite), left, reset or handed to a bot, the game resigned or aborted, a
 * rematch made; one commit path for all its entries (run-entry.ts). The top of the use cases: may
 * import every folder but notify/.
 */
export * from './create-game';
export * from './join-game';
export * from './rematch';
export * from './reset-seat';
export * from './resign-abort-leave';
export * from './run-entry';
export * from './takeover-seat';
export * from './declare-leave';
export * from './leave-allowance';
