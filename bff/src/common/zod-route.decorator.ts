import { applyDecorators, HttpCode, SetMetadata, UsePipes } from '@nestjs/common';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_FIELD } from './idempotency.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

export const ZOD_ROUTE = 'impromptu:zod-route';
export const ZOD_TAGS = 'impromptu:zod-tags';

/**
 * The OpenAPI tags of a controller's routes, declared once on the controller (`@ZodTags('courses')`); a route that
 * belongs elsewhere names its own `tags`.
 */
export const ZodTags = (...tags: string[]): ClassDecorator => SetMetadata(ZOD_TAGS, tags);

export interface ZodRouteOptions {
  summary: string;
  /** The route's OpenAPI tags when they are not its controller's (`@ZodTags`). */
  tags?: string[];
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success body, documented under `status`. */
  response?: z.ZodType;
  /** The success status, answered and documented: 200 unless the route says otherwise (a POST too). */
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
 * Declares a route's zod schemas and success status once: they validate the request (through ZodValidationPipe on
 * `@Param()`, `@Query()` and `@Body()`), set the status the route answers (`@HttpCode`) and describe the route in
 * the OpenAPI document.
 */
export function ZodRoute(options: ZodRouteOptions): MethodDecorator {
  if (
    options.idempotent === true &&
    !(options.body instanceof z.ZodObject && IDEMPOTENCY_KEY_FIELD in options.body.shape)
  ) {
    throw new Error(`An idempotent @ZodRoute ('${options.summary}') needs a body schema with ${IDEMPOTENCY_KEY_FIELD}`);
  }
  return applyDecorators(
    SetMetadata(ZOD_ROUTE, options),
    HttpCode(options.status ?? 200),
    UsePipes(new ZodValidationPipe(options)),
  );
}
