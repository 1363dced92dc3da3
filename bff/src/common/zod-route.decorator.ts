import { applyDecorators, SetMetadata, UsePipes } from '@nestjs/common';
import type { z } from 'zod';
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
}

/**
 * Declares a route's zod schemas once: they validate the request (through ZodValidationPipe on
 * `@Param()`, `@Query()` and `@Body()`) and describe the route in the OpenAPI document.
 */
export function ZodRoute(options: ZodRouteOptions): MethodDecorator {
  return applyDecorators(SetMetadata(ZOD_ROUTE, options), UsePipes(new ZodValidationPipe(options)));
}
