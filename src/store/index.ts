export * from './event-store';
export * from './drizzle-store';
export * from './pg-error';
