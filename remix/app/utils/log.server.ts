import { createServiceLogger } from '@impromptu/bff/request-logging';
import type { Logger } from 'pino';
import { env } from './env.server.js';
import { currentRequestId } from './request-scope.server.js';

// One logger per process, kept on globalThis: the web server and the app build import this module as
// two separate copies, and both write to the same stdout in the same shape as the BFF.
const WEB_LOGGER = Symbol.for('impromptu.web.logger');

/** The web process's pino logger: one JSON object a line, `service: "web"` (docs/decisions/0026). */
export const webLogger: Logger = ((globalThis as Record<symbol, Logger | undefined>)[WEB_LOGGER] ??=
  createServiceLogger('web', env.logLevel));

/**
 * The logger for what happens now: inside a request (loaders, actions, rendering) its lines carry the
 * request's id, the one the BFF logs its calls under and the error page shows.
 */
export function log(): Logger {
  const requestId = currentRequestId();
  return requestId ? webLogger.child({ requestId }) : webLogger;
}
