export * from './types.js';
export * from './errors.js';
export * from './event-store.js';
export * from './projection.js';
export * from './projection-runner.js';
export * from './checkpoint.js';
export * from './rebuild.js';
export * from './outbox.js';
