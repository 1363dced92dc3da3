// Test support for deciders and projections; imported by tests only (`@impromptu/event-store/testing`).
export * from './decider-specification.js';
export * from './projection-specification.js';
