export * from './bot-random';
export * from './levels';
export * from './seen';
export * from './types';
export { botsFor } from './registry';
