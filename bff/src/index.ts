export { createApp, type CreateAppOptions } from './app.js';
export { loadConfig, ConfigError, type AppConfig, type LogLevel } from './config/config.js';
export { createLogger } from './common/logger.js';
export { ErrorResponseSchema, type ErrorResponse, type ErrorIssue } from './common/error-response.js';
export { CLOCK, type Clock } from './auth/clock.js';
export { IS_PUBLIC } from './auth/public.decorator.js';
