export * from './api';
export * from './bearer';
export * from './requests';
export * from './fairness';
export * from './game-record';
