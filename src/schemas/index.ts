export * from './api';
export * from './bearer';
export * from './requests';
