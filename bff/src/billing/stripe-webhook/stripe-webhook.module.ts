import { Module } from '@nestjs/common';
import { paymentsPortProvider } from '../payments-port.provider.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookRepository } from './stripe-webhook.repository.js';

@Module({ controllers: [StripeWebhookController], providers: [StripeWebhookRepository, paymentsPortProvider] })
export class StripeWebhookModule {}
