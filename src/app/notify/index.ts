/**
 * notify/ — waiting for a game or a player to move on: the change hints (an in-process hub fed by
 * LISTEN/NOTIFY on Node, pollers on Workers, a slow safety check behind both: implementations of
 * deps.ts's GameChanges and PlayerChanges), one waiter's watch, waiting reads (`Prefer: wait`) and
 * the game and player streams. Hints only: every answer is read from the game. The top of the use
 * cases beside lifecycle/: may import every folder but lifecycle/.
 */
export * from './changes';
export * from './doorbell';
export * from './game-stream';
export * from './listen';
export * from './player-changes';
export * from './player-cursor';
export * from './player-stream';
export * from './player-watch';
export * from './polling';
export * from './version-check';
export * from './wait';
export * from './waiting-my-games';
export * from './waiting-reads';
export * from './currency';
