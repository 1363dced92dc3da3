/**
 * The BFF's AppModule on NestJS's Fastify adapter, for bff.bench.ts only (ADR 0013): the same
 * modules, request logging and security headers as createApp, through @fastify/middie. Not a
 * supported way to run the BFF (the Retry-After interceptor and the HSTS check are Express's).
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { WsAdapter } from '@nestjs/platform-ws';
import { AppModule } from '../../bff/src/app.module.js';
import { createLogger, NestPinoLogger, requestLogging } from '../../bff/src/common/logger.js';
import { requestMemo } from '../../bff/src/common/request-memo.js';
import { securityHeaders } from '../../bff/src/common/security-headers.js';
import { loadConfig } from '../../bff/src/config/config.js';

const config = loadConfig();
const logger = createLogger(config);
const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), new FastifyAdapter(), {
  logger: new NestPinoLogger(logger),
  abortOnError: false,
});
app.use(requestLogging(logger) as never);
app.use(requestMemo() as never);
for (const middleware of securityHeaders()) app.use(middleware as never);
// The live channels' gateways need their WebSocket adapter, as createApp sets it.
app.useWebSocketAdapter(new WsAdapter(app));
await app.init();
app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
await app.listen(config.BFF_PORT, '127.0.0.1');
