export * from './derivation';
export * from './fetch-record';
export * from './record';
export * from './report';
export * from './verify';
