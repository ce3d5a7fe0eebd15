export * from '../load/cold-load';
export * from '../load/snapshot-format';
export * from '../load/snapshot-write';
