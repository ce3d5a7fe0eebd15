export * from './client.js';
export * from './game-stream.js';
export type { components, operations, paths } from './schema.js';
