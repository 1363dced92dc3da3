// `@impromptu/practice/rules`: the practice rules the web app and the BFF both apply. Pure and free
// of zod and the event store, so a page bundles them without the server's code.
export * from './elements.js';
export * from './navigation.js';
export * from './words.js';
export * from './timer.js';
export * from './progress.js';
export * from './schedule.js';
