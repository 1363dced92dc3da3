import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config.js';
import { createServiceLogger } from './request-logging.js';

export { requestLogging } from './request-logging.js';

/** The one pino logger of the BFF process. */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL'>): Logger {
  return createServiceLogger('bff', config.LOG_LEVEL);
}

// Nest's bootstrap chatter (modules, mapped routes) is useful only when debugging.
const BOOTSTRAP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Routes Nest's own messages into the same pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    if (context !== undefined && BOOTSTRAP_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }

  error(message: unknown, ...rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    if (message instanceof Error) this.logger.error({ context, err: message }, message.message);
    else this.logger.error({ context, stack: rest.length > 1 ? rest[0] : undefined }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }

  fatal(message: unknown, context?: string): void {
    this.logger.fatal({ context }, String(message));
  }
}
