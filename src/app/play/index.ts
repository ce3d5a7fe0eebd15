/**
 * play/ — a seat's move: the action parsed for its game, judged on the game as it stands, committed
 * (or its first answer again, for a retry with its Idempotency-Key), answered with the caller's
 * events and view. May import deps.ts, game/, callers/, commit/ (types), turns/, errors/, tokens/.
 */
export * from './act';
