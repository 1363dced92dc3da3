import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { MAX_INPUT_DEPTH } from './storable-input.js';

/** Where an idempotent route's body carries the client's key (the wire format of every such route). */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

/** The answer to a key sent again with a different request (422, as Stripe answers it). */
export const IDEMPOTENCY_KEY_REUSED =
  'This idempotency key was already used with a different request. Send a new key for a new request, and the same key only to retry the same request.';

/** The request as Express routed it: the route's path pattern, its parameters and the parsed body. */
interface RoutedRequest extends IncomingMessage {
  route?: { path?: unknown };
  params?: Record<string, string>;
  body?: unknown;
  user?: { id: string };
}

/** What handleCommand takes to make a command idempotent: spread it into the options. */
export interface IdempotentRequest {
  idempotencyKey: string;
  /** sha256 of the route, the user, the path parameters and the body without the key, as canonical JSON. */
  idempotencyFingerprint: string;
}

/**
 * The key and the fingerprint of the request, for a route whose @ZodRoute says `idempotent: true`.
 * Read from the request as it came: the handler runs only once its body passed validation, so the
 * key is then the validated one.
 */
export const Idempotency = createParamDecorator((_data: unknown, context: ExecutionContext): IdempotentRequest => {
  const request = context.switchToHttp().getRequest<RoutedRequest>();
  const { [IDEMPOTENCY_KEY_FIELD]: key, ...body } = (request.body ?? {}) as Record<string, unknown>;
  return {
    idempotencyKey: typeof key === 'string' ? key : '',
    idempotencyFingerprint: requestFingerprint({
      route: `${request.method} ${String(request.route?.path)}`,
      userId: request.user?.id ?? null,
      params: request.params ?? {},
      body,
    }),
  };
});

export function requestFingerprint(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request, MAX_INPUT_DEPTH + 1)))
    .digest('hex');
}

/** Keys sorted at every level, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown, depthLeft: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  // Deeper input is refused by StorableInputPipe before the handler runs: its fingerprint is never used.
  if (depthLeft === 0) return null;
  if (Array.isArray(value)) return value.map((item) => canonical(item, depthLeft - 1));
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key], depthLeft - 1)]),
  );
}
