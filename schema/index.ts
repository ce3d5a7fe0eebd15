export * from './games';
export * from './webhooks';
export * from './players';
export * from './snapshots';
