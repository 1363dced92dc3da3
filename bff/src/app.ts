import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { WsAdapter } from '@nestjs/platform-ws';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { createLogger, NestPinoLogger, requestLogging } from './common/logger.js';
import { requestMemo } from './common/request-memo.js';
import { securityHeaders } from './common/security-headers.js';
import type { AppConfig } from './config/config.js';

export interface CreateAppOptions {
  /** Defaults to a pino logger at the configured LOG_LEVEL. */
  logger?: Logger;
}

/** The initialised BFF, not yet listening: main.ts listens, API tests hand it to supertest. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const logger = options.logger ?? createLogger(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    logger: new NestPinoLogger(logger),
    // Fail by throwing, so a caller (a test, main.ts) decides what happens.
    abortOnError: false,
    // The raw body of each request is kept beside the parsed one: webhook signatures are checked over it.
    rawBody: true,
  });
  app.disable('x-powered-by');
  if (config.TRUST_PROXY !== undefined) app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestLogging(logger));
  app.use(requestMemo());
  for (const middleware of securityHeaders()) app.use(middleware);
  // The live channels (registration lists) are WebSockets on the same server (ws).
  app.useWebSocketAdapter(new WsAdapter(app));
  await app.init();
  return app;
}
