export * from './event-store';
export * from './drizzle-store';
export * from './drizzle-webhook-store';
export * from './pg-error';
export * from './webhook-store';
export * from './read-models';
export * from './player-store';
export * from './drizzle-player-store';
