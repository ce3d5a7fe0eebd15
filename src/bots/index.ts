export * from './bot-random';
export * from './input';
export * from './levels';
export * from './seen';
export * from './types';
export { botsFor } from './registry';
export { searchTotals } from './search';
