import { createParamDecorator, type ExecutionContext, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';

/** A webhook delivery as its signature covers it: the body exactly as it came, and the Stripe-Signature header. */
export interface SignedDelivery {
  rawBody: Buffer;
  signature: string | undefined;
}

/**
 * The one input of the webhook route, validated by its signature instead of a schema: the raw body (the app is
 * created with `rawBody: true`) and the `Stripe-Signature` header.
 */
export const SignedWebhook = createParamDecorator((_data: unknown, context: ExecutionContext): SignedDelivery => {
  const request = context.switchToHttp().getRequest<RawBodyRequest<Request>>();
  const header = request.headers['stripe-signature'];
  return { rawBody: request.rawBody ?? Buffer.alloc(0), signature: typeof header === 'string' ? header : undefined };
});
