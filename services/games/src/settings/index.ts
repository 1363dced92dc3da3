export * from './game-short-code.js';
export * from './sliders.js';
export * from './controls.js';
export * from './schemas.js';
