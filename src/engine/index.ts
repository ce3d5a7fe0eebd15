export * from './contract';
export * from './match';
export * from './random';
export * from './playout';
export * from './rulesets';
export * from './deal-seed';
export * from './clock';
export * from './clock-entry';
