export * from './changes';
export * from './doorbell';
export * from './game-stream';
export * from './polling';
export * from './wait';
export * from './waiting-reads';
export * from './listen';
export * from './version-check';
