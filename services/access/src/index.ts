export * from './plan.js';
export * from './user-flags.js';
export * from './features.js';
export * from './redirect.js';
export * from './routing.js';
export * from './navigation.js';
export * from './games.js';
export * from './plan-catalogue.js';
