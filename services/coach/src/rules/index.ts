// `@impromptu/coach/rules`: the Virtual Coach's rules and content that the web app and the BFF both use. Pure and
// free of zod and the event store, so a page bundles them without the server's code.
export * from './lessons.js';
export * from './coach-game.js';
export * from './flow.js';
export * from './offers.js';
export * from './recording-eligibility.js';
