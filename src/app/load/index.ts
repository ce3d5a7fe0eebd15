/**
 * load/ — reading a game: from the cache (replayed games in memory, within a byte budget), else from
 * its latest snapshot and the log after it, else the whole log; snapshots written after the fact.
 * Applies no timeout (turns/ does). May import deps.ts, game/, errors/.
 */
export * from './bot-window';
export * from './cold-load';
export * from './game-bytes';
export * from './game-cache';
export * from './heap-estimate';
export * from './load-stored';
export * from './snapshot-format';
export * from './snapshot-write';
