import { HttpException } from '@nestjs/common';
import { z } from 'zod';
import { DomainError } from '@impromptu/kernel';

export const ErrorIssueSchema = z.object({
  path: z
    .string()
    .meta({ description: 'Where the problem is, dotted: body.email, params.shortCode', example: 'params.shortCode' }),
  message: z.string(),
});

/** The one error shape of the BFF: every error response has exactly these fields (some add details). */
export const ErrorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    issues: z.array(ErrorIssueSchema).meta({ description: 'Empty unless the request failed validation' }),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export interface ApiExceptionOptions {
  issues?: ErrorIssue[];
  /** Extra fields a route documents beside the error shape (health adds its checks). */
  details?: Record<string, unknown>;
  cause?: unknown;
}

/** An HTTP error with the issues and details that the exception filter puts into the error shape. */
export class ApiException extends HttpException {
  readonly issues: ErrorIssue[];
  readonly details: Record<string, unknown>;

  constructor(statusCode: number, message: string, options: ApiExceptionOptions = {}) {
    super({ statusCode, message }, statusCode, { cause: options.cause });
    this.issues = options.issues ?? [];
    this.details = options.details ?? {};
  }
}

export const VALIDATION_FAILED = 'Validation failed';

/** Issues found in a value as the error shape's issues, their paths prefixed with where the value came from. */
export function issuesAt(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix?: string,
): ErrorIssue[] {
  return issues.map((issue) => ({
    path: [...(prefix === undefined ? [] : [prefix]), ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/** Zod issues as the error shape's issues, their paths prefixed with where the value came from. */
export function issuesFromZod(error: z.core.$ZodError, prefix?: string): ErrorIssue[] {
  return issuesAt(error.issues, prefix);
}

/**
 * A request refused, at one field, for the reason its message says: 400 with that message and the field as its one
 * issue. (A decider's refusal of a field answers 'Validation failed' with the field's issue instead; ADR 0065.)
 */
export class FieldRefusedError extends DomainError {
  constructor(message: string, path: string, options: { cause?: unknown } = {}) {
    super('invalid', message, { issues: [{ path, message }], cause: options.cause });
  }
}
