import { Module } from '@nestjs/common';
import { StripeWebhookModule } from './stripe-webhook/stripe-webhook.module.js';
import { ReconciliationModule } from './reconciliation/reconciliation.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

/**
 * Billing: plans and payment subscriptions, checkout, the billing portal, promotion codes, the provider's webhooks and
 * the reconciliation of the provider with the product.
 */
@Module({ imports: [SubscriptionsModule, StripeWebhookModule, ReconciliationModule] })
export class BillingModule {}
