import { z } from 'zod';
import { BILLING_PERIODS, PAID_PLANS, PLAN_PERIODS, type PaymentsPort, type PriceIds } from './payments.port.js';
import { StripePaymentsAdapter } from './stripe-payments.adapter.js';

/** The embedded server's own price ids: what `npm start` sells with no Stripe account. */
export const EMBEDDED_PRICE_IDS: PriceIds = {
  trainings: { monthly: 'price_trainings_monthly', annually: 'price_trainings_annually' },
  legacy_trainings: { monthly: 'price_legacy_trainings_monthly', annually: 'price_legacy_trainings_annually' },
  coach: { monthly: 'price_coach_monthly' },
};

/** Where the embedded Stripe-compatible server listens unless EMBEDDED_STRIPE_PORT says otherwise. */
export const DEFAULT_EMBEDDED_STRIPE_PORT = 12111;

const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** The payments settings, read the same way by the BFF and the worker. */
export const PaymentsEnvSchema = z.object({
  // Set: Stripe itself. Unset: the embedded Stripe-compatible server at STRIPE_API_URL.
  STRIPE_SECRET_KEY: z.string().optional(),
  // Signs webhooks: Stripe's endpoint secret, or the one the launcher hands the embedded server.
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Where the SDK sends its requests (host, port and protocol); unset with a key: Stripe.
  STRIPE_API_URL: url.optional(),
  // Price ids, e.g. 'trainings:monthly=price_1,trainings:annually=price_2,legacy_trainings:monthly=…,coach:monthly=…'.
  STRIPE_PRICE_IDS: z.string().optional(),
});

export type PaymentsEnv = z.output<typeof PaymentsEnvSchema>;

const PriceIdsSchema = z.string().transform((list, ctx) => {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const prices: Record<string, Record<string, string>> = {};
  for (const entry of entries) {
    const match = /^([a-z_]+):([a-z]+)=(\S+)$/.exec(entry);
    const periods = match ? (PLAN_PERIODS as Record<string, readonly string[] | undefined>)[match[1]!] : undefined;
    if (!match || !periods || !periods.includes(match[2]!)) {
      ctx.addIssue({
        code: 'custom',
        message: `'${entry}' is not plan:period=price_id with a plan of ${PAID_PLANS.join(', ')} and a period it is sold by (${BILLING_PERIODS.join(', ')}; coach: monthly)`,
      });
      return z.NEVER;
    }
    (prices[match[1]!] ??= {})[match[2]!] = match[3]!;
  }
  for (const plan of PAID_PLANS) {
    for (const period of PLAN_PERIODS[plan]) {
      if (!prices[plan]?.[period]) ctx.addIssue({ code: 'custom', message: `needs a price id for ${plan}:${period}` });
    }
  }
  return prices as PriceIds;
});

export class PaymentsConfigError extends Error {
  override name = 'PaymentsConfigError';
}

/** Stripe when STRIPE_SECRET_KEY is set (then its price ids are required), else the embedded server. */
export function createPaymentsPort(env: PaymentsEnv): PaymentsPort {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const apiUrl = new URL(env.STRIPE_API_URL ?? `http://127.0.0.1:${DEFAULT_EMBEDDED_STRIPE_PORT}`);
  const endpoint = {
    host: apiUrl.hostname,
    port: apiUrl.port ? Number(apiUrl.port) : undefined,
    protocol: apiUrl.protocol === 'http:' ? ('http' as const) : ('https' as const),
  };
  if (secretKey) {
    if (!env.STRIPE_PRICE_IDS)
      throw new PaymentsConfigError('STRIPE_SECRET_KEY needs STRIPE_PRICE_IDS: the price id of every plan and period');
    const prices = PriceIdsSchema.safeParse(env.STRIPE_PRICE_IDS);
    if (!prices.success)
      throw new PaymentsConfigError(
        `STRIPE_PRICE_IDS: ${prices.error.issues.map((issue) => issue.message).join('; ')}`,
      );
    return new StripePaymentsAdapter({
      mode: 'stripe',
      secretKey,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      prices: prices.data,
      ...(env.STRIPE_API_URL ? endpoint : {}),
    });
  }
  // The embedded server checks no key; the SDK needs one to send.
  return new StripePaymentsAdapter({
    mode: 'embedded',
    secretKey: 'sk_test_embedded',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: EMBEDDED_PRICE_IDS,
    ...endpoint,
  });
}
