export * from './event-store';
export * from './drizzle-store';
export * from './drizzle-webhook-store';
export * from './failure';
export * from './pg-error';
export * from './webhook-store';
export * from './snapshot-store';
