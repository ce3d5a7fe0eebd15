/**
 * src/app — the use cases, one folder per concept, every import one way (the README's
 * "Architecture"; .dependency-cruiser.cjs enforces it). From the ground up: errors/, tokens/,
 * catalogue/, game/ (pure), deps.ts (the ports), bots/ and projections/ (pure), callers/, load/,
 * commit/, turns/, webhooks/, players/, play/, reads/, and at the top lifecycle/ and notify/.
 */
export * from './deps';
export * from './errors';
export * from './tokens';
export * from './catalogue';
export * from './game';
export * from './bots';
export * from './projections';
export * from './callers';
export * from './load';
export * from './commit';
export * from './turns';
export * from './webhooks';
export * from './players';
export * from './play';
export * from './reads';
export * from './lifecycle';
export * from './notify';
