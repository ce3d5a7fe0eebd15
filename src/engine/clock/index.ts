export * from './settings';
export * from './step';
export * from './deadline';
export * from './leave';
