export * from './games';
export * from './webhooks';
