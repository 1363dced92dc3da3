export * from './queues.js';
export * from './handlers.js';
export * from './contexts.js';
export * from './outbox-publisher.js';
export * from './job-worker.js';
export * from './config.js';
export * from './worker-host.js';
export * from './erasure.js';
