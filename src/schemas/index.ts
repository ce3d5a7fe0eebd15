export * from './api';
export * from './bearer';
export * from './requests';
export * from './engine-events';
export * from './players';
export * from './lifecycle';
export * from './fairness';
export * from './game-record';
