export * from './meetings/meetings.port.js';
export * from './meetings/embedded-meetings.adapter.js';
export * from './meetings/zoom-meetings.adapter.js';
export * from './meetings/create-meetings-port.js';
export * from './feedback/feedback-form-link.js';
