export * from './game-table';
