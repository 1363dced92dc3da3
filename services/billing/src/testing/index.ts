// Test support: events of this context as a test writes them.
import type { SubscriptionEvent } from '../subscription/subscription.events.js';

/** A Platform monthly subscription started on 1 March 2026 at 09:00 UTC, as the decider writes it. */
export function platformStarted(
  userId: string,
  overrides: { providerEventId?: string; occurredAt?: string } = {},
): SubscriptionEvent {
  return {
    type: 'SubscriptionStarted',
    data: {
      userId,
      providerEventId: overrides.providerEventId ?? 'evt_created',
      occurredAt: overrides.occurredAt ?? '2026-03-01T09:00:00.000Z',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      plan: 'trainings',
      period: 'monthly',
      priceId: 'price_trainings_monthly',
      amountCents: 3500,
      currentPeriodStart: '2026-03-01T09:00:00.000Z',
      currentPeriodEnd: '2026-04-01T09:00:00.000Z',
      status: 'active',
    },
  };
}
