import { Catch, HttpException, HttpStatus, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  DomainError,
  IdempotencyKeyReusedError,
  WrongExpectedVersionError,
  type DomainErrorKind,
} from '@impromptu/event-store';
import { LOGGER } from '../infrastructure/tokens.js';
import {
  ApiException,
  FieldRefusedError,
  issuesFromZod,
  VALIDATION_FAILED,
  type ErrorResponse,
} from './error-response.js';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency.js';
import { UNDECODABLE_PARAMETER } from './storable-input.js';

/** The body parser's 413, said so that a client knows what to do (bulk uploads send chunks well under it). */
export const BODY_TOO_LARGE =
  'The request body is larger than the 100 KB a request may carry: send less in one request (a bulk upload sends its file in chunks).';

/** Another request changed the same stream between our read and our append, on every attempt. */
export const CHANGED_WHILE_SAVING = 'This changed while saving. Please try again.';

/** The answer to each kind of refusal a decider (or a service) raises as a DomainError. */
const STATUS_OF_KIND: Record<DomainErrorKind, HttpStatus> = {
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  forbidden: HttpStatus.FORBIDDEN,
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  gone: HttpStatus.GONE,
  unavailable: HttpStatus.BAD_GATEWAY,
  timed_out: HttpStatus.GATEWAY_TIMEOUT,
};

/** Turns every error, known or not, into the one error shape. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<IncomingMessage>();
    const { body, details } = toErrorResponse(exception);
    if (body.statusCode >= 500 && !(exception instanceof HttpException) && !(exception instanceof DomainError)) {
      // An unexpected error (an outside service that failed is a DomainError the service already named): logged with its stack through the request's logger (it carries the
      // request id); the client only sees 'Internal server error'.
      (req.log ?? this.logger).error({ err: exception }, 'Unexpected error');
    }
    this.adapterHost.httpAdapter.reply(http.getResponse(), { ...details, ...body }, body.statusCode);
  }
}

export function toErrorResponse(exception: unknown): { body: ErrorResponse; details: Record<string, unknown> } {
  const response = errorResponseOf(exception);
  // The body parser's own words name no limit and no way out.
  if (response.body.statusCode === HttpStatus.PAYLOAD_TOO_LARGE && response.body.message === 'request entity too large')
    return { ...response, body: { ...response.body, message: BODY_TOO_LARGE } };
  return response;
}

function errorResponseOf(exception: unknown): { body: ErrorResponse; details: Record<string, unknown> } {
  if (exception instanceof ApiException) {
    return {
      body: { statusCode: exception.getStatus(), message: exception.message, issues: exception.issues },
      details: exception.details,
    };
  }
  if (exception instanceof HttpException && exception.cause instanceof URIError) {
    // The router failed to decode a path parameter, before any route was matched: it cannot say which one.
    return {
      body: {
        statusCode: HttpStatus.BAD_REQUEST,
        message: VALIDATION_FAILED,
        issues: [{ path: 'params', message: UNDECODABLE_PARAMETER }],
      },
      details: {},
    };
  }
  if (exception instanceof HttpException) {
    return {
      body: { statusCode: exception.getStatus(), message: messageOf(exception), issues: [] },
      details: {},
    };
  }
  if (exception instanceof z.core.$ZodError) {
    return {
      body: { statusCode: HttpStatus.BAD_REQUEST, message: VALIDATION_FAILED, issues: issuesFromZod(exception) },
      details: {},
    };
  }
  if (exception instanceof DomainError) {
    // An invalid request with the refused fields named reads like any other validation failure.
    const invalidFields =
      exception.kind === 'invalid' && exception.issues.length > 0 && !(exception instanceof FieldRefusedError);
    return {
      body: {
        statusCode: STATUS_OF_KIND[exception.kind],
        message: invalidFields ? VALIDATION_FAILED : exception.message,
        issues: exception.issues,
      },
      details: exception.details,
    };
  }
  if (exception instanceof WrongExpectedVersionError) {
    // The command runner tried again a few times; each time another request was first.
    return { body: { statusCode: HttpStatus.CONFLICT, message: CHANGED_WHILE_SAVING, issues: [] }, details: {} };
  }
  if (exception instanceof IdempotencyKeyReusedError) {
    // Raised by the event store for every idempotent command, whichever route sent it.
    return {
      body: { statusCode: HttpStatus.UNPROCESSABLE_ENTITY, message: IDEMPOTENCY_KEY_REUSED, issues: [] },
      details: {},
    };
  }
  if (isClientError(exception)) {
    // Errors raised by the body parser (malformed JSON, body too large) carry their own status.
    return { body: { statusCode: exception.status, message: exception.message, issues: [] }, details: {} };
  }
  return {
    body: { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', issues: [] },
    details: {},
  };
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.length > 0) return message.map(String).join('; ');
  return exception.message;
}

function isClientError(exception: unknown): exception is { status: number; message: string; expose: true } {
  if (typeof exception !== 'object' || exception === null) return false;
  const candidate = exception as { status?: unknown; expose?: unknown; message?: unknown };
  return (
    candidate.expose === true &&
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500 &&
    typeof candidate.message === 'string'
  );
}
