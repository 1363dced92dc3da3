/**
 * `@impromptu/bff/request-logging`: the request ids and request log lines of the BFF and of the web
 * server, one shape for both (docs/decisions/0026). Imports pino and pino-http only, so the web
 * server takes it without NestJS.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Level, type Logger, type LoggerOptions } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';

export const REQUEST_ID_HEADER = 'x-request-id';

// An incoming id is reused only when it cannot smuggle anything into logs or headers: at most 128
// characters of letters, digits and . _ : -
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether `value` may be taken as a request id as it is. */
export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED_REQUEST_ID.test(value);
}

/** The incoming x-request-id when it is well formed, else a new uuid. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return isWellFormedRequestId(incoming) ? incoming : randomUUID();
}

/** The options of every process's pino logger: one JSON object a line, `service` naming the process. */
export function serviceLoggerOptions(service: string, level: Level | 'silent'): LoggerOptions {
  return {
    level,
    base: { service },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
}

/** A process's one pino logger (stdout). */
export function createServiceLogger(service: string, level: Level | 'silent'): Logger {
  return pino(serviceLoggerOptions(service, level));
}

export interface RequestLoggingOptions {
  /**
   * The request's id when an earlier step gave it one already (the web server names every response,
   * files included, before it logs the requests it hands to Remix). Default: requestIdFor, set on the response.
   */
  requestId?: (req: IncomingMessage, res: ServerResponse) => string;
}

/** Gives every request an id, echoes it in the response and binds it to every log line of the request. */
export function requestLogging(logger: Logger, options: RequestLoggingOptions = {}): HttpLogger {
  const requestId =
    options.requestId ??
    ((req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFor(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    });
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    // One short line per request: method, URL and status. Headers cost more to serialise than most
    // requests take to answer, and carry what must not be logged (the bearer token, cookies).
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    genReqId: requestId,
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
  });
}
