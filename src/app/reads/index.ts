/**
 * reads/ — reading a game as it stands: a reader's view, a seat's legal moves, the log as a reader
 * may see it, and a finished game's whole record. May import deps.ts, game/, callers/, turns/, errors/.
 */
export * from './game-record';
export * from './read-game';
