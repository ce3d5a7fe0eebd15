export * from './dispatch';
export * from './event-types';
export * from './schedule';
export * from './sign';
export * from './url-policy';
