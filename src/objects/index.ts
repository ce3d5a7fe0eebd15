/**
 * objects/ — Workers only: the Durable Object classes and the Worker's side of them. Hints and
 * triggers only; PostgreSQL is the truth. May import app/ and store/; nothing in src/app imports it.
 */
export * from './bindings';
export * from './game-hub';
export * from './hub-object';
export * from './hub-changes';
export * from './hub-protocol';
export * from './player-hub';
export * from './hub-pokes';
export * from './limiter';
export * from './limiter-client';
