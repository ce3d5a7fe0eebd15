export * from './client';
export * from './game-stream';
export type { components, operations, paths } from './schema';
