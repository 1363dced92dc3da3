import type { Provider } from '@nestjs/common';
import { createPaymentsPort, type PaymentsPort } from '@impromptu/integrations';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';

export const PAYMENTS_PORT = Symbol('PAYMENTS_PORT');

/** Stripe when STRIPE_SECRET_KEY is set, else the embedded Stripe-compatible server: the same SDK either way. */
export const paymentsPortProvider: Provider = {
  provide: PAYMENTS_PORT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PaymentsPort =>
    createPaymentsPort({
      STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: config.STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: config.STRIPE_API_URL,
      STRIPE_PRICE_IDS: config.STRIPE_PRICE_IDS,
    }),
};
