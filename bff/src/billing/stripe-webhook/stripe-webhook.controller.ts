import { Controller, Inject, Post } from '@nestjs/common';
import type { PaymentsPort } from '@impromptu/integrations';
import { isRefusal } from '@impromptu/event-store';
import { DomainError } from '@impromptu/kernel';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { Public } from '../../identity/auth/public.decorator.js';
import { PAYMENTS_PORT } from '../payments-port.provider.js';
import { SignedWebhook, type SignedDelivery } from './raw-body.decorator.js';
import { WebhookReceivedSchema, type WebhookReceived } from './stripe-webhook.dto.js';
import { StripeWebhookRepository } from './stripe-webhook.repository.js';

export const BAD_WEBHOOK_SIGNATURE = 'The webhook signature is missing, invalid or older than 300 seconds.';

/**
 * The payment provider's webhooks (ARCHITECTURE §7: stripe-webhook.controller.ts). The signature is checked over
 * the raw body by the SDK's own helper; the event is kept and queued, and answered at once: the worker applies it.
 */
@ZodTags('billing')
@Controller('stripe')
export class StripeWebhookController {
  constructor(
    @Inject(PAYMENTS_PORT) private readonly payments: PaymentsPort,
    @Inject(StripeWebhookRepository) private readonly repository: StripeWebhookRepository,
  ) {}

  @Post('webhook')
  @Public()
  @ZodRoute({
    summary: 'Stripe webhook endpoint: signed with the Stripe-Signature header over the raw JSON body',
    response: WebhookReceivedSchema,
    errors: { 400: BAD_WEBHOOK_SIGNATURE },
  })
  async receive(@SignedWebhook() delivery: SignedDelivery): Promise<WebhookReceived> {
    let event;
    try {
      event = this.payments.verifyWebhook(delivery.rawBody, delivery.signature);
    } catch (error) {
      // The port refuses a delivery whose signature does not hold (WebhookSignatureError, kind invalid).
      if (isRefusal(error, 'invalid')) throw new DomainError('invalid', BAD_WEBHOOK_SIGNATURE, { cause: error });
      throw error;
    }
    const first = await this.repository.receive(event, delivery.rawBody.toString('utf8'));
    return { received: true, duplicate: !first };
  }
}
