// `@impromptu/classes/rules`: the pure rules of live classes and cohorts, shared by the BFF and the web app.
export * from './plan.js';
export * from './schedule.js';
export * from './registration-button.js';
export * from './time.js';
export * from './points.js';
export * from './calendar.js';
