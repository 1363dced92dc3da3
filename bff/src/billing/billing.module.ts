import { Module } from '@nestjs/common';
import { StripeWebhookModule } from './stripe-webhook/stripe-webhook.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

/** Billing: plans and payment subscriptions, checkout, the billing portal, promotion codes and the provider's webhooks. */
@Module({ imports: [SubscriptionsModule, StripeWebhookModule] })
export class BillingModule {}
