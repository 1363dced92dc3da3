import { applyDecorators, SetMetadata, UsePipes } from '@nestjs/common';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_FIELD } from './idempotency.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

export const ZOD_ROUTE = 'impromptu:zod-route';

export interface ZodRouteOptions {
  summary: string;
  tags: string[];
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success body, documented under `status` (200 unless the route says otherwise). */
  response?: z.ZodType;
  status?: number;
  /** Error statuses the route answers on purpose, with what they mean; 400 is added when it validates input. */
  errors?: Record<number, string>;
  /**
   * The body carries an `idempotencyKey`, which the handler takes with `@Idempotency()` and hands to
   * handleCommand: the same key with the same request replays the first answer, with another request 422.
   */
  idempotent?: boolean;
}

/**
 * Declares a route's zod schemas once: they validate the request (through ZodValidationPipe on
 * `@Param()`, `@Query()` and `@Body()`) and describe the route in the OpenAPI document.
 */
export function ZodRoute(options: ZodRouteOptions): MethodDecorator {
  if (
    options.idempotent === true &&
    !(options.body instanceof z.ZodObject && IDEMPOTENCY_KEY_FIELD in options.body.shape)
  ) {
    throw new Error(`An idempotent @ZodRoute ('${options.summary}') needs a body schema with ${IDEMPOTENCY_KEY_FIELD}`);
  }
  return applyDecorators(SetMetadata(ZOD_ROUTE, options), UsePipes(new ZodValidationPipe(options)));
}
