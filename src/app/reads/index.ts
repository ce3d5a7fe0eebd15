/**
 * reads/ — reading a game as it stands: a reader's view, a seat's legal moves (and why the others
 * are refused, from the engine's own decide path), the log as a reader may see it, and a finished
 * game's whole record. May import deps.ts, game/, callers/, turns/, errors/, tokens/.
 */
export * from './explain-moves';
export * from './game-record';
export * from './read-game';
