export * from './games';
