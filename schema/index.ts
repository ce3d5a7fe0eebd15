export * from './games';
export * from './webhooks';
export * from './snapshots';
