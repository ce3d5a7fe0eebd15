export * from './cold-load';
export * from './format';
export * from './write';
