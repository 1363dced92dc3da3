import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { BILLING_PERIODS, PAID_PLANS } from '@impromptu/integrations';

/** One stream per user (`billing-{userId}`): every payment subscription the user has had, in order. */
export function billingStreamId(userId: string): string {
  return `billing-${userId}`;
}
export const BILLING_STREAM_TYPE = 'billing';

const isoInstant = z.iso.datetime({ offset: true });

/** What every event took from the provider: the provider event it came from and when the provider stamped it. */
const Provenance = {
  userId: z.uuid(),
  /** evt_… of the webhook, or `api:…` when the product read the subscription after changing it itself. */
  providerEventId: z.string().min(1),
  occurredAt: isoInstant,
};

export const DiscountSchema = z.object({
  couponId: z.string(),
  /** Spec 3 §2.4: the discount badge shows the coupon's name. */
  name: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
  promotionCodeId: z.string().nullable(),
});
export type Discount = z.infer<typeof DiscountSchema>;

const Price = {
  plan: z.enum(PAID_PLANS),
  period: z.enum(BILLING_PERIODS),
  priceId: z.string(),
  amountCents: z.number().int().min(0),
  currentPeriodStart: isoInstant,
  currentPeriodEnd: isoInstant,
};

export const CheckoutCompletedV1 = z.object({
  ...Provenance,
  checkoutSessionId: z.string(),
  customerId: z.string(),
  subscriptionId: z.string().nullable(),
});

export const SubscriptionStartedV1 = z.object({
  ...Provenance,
  subscriptionId: z.string(),
  customerId: z.string(),
  ...Price,
  /** The provider's status word when it started: active, trialing, past_due… */
  status: z.string(),
});

export const PlanChangedV1 = z.object({
  ...Provenance,
  subscriptionId: z.string(),
  fromPlan: z.enum(PAID_PLANS),
  fromPeriod: z.enum(BILLING_PERIODS),
  ...Price,
});

export const SubscriptionRenewedV1 = z.object({
  ...Provenance,
  subscriptionId: z.string(),
  currentPeriodStart: isoInstant,
  currentPeriodEnd: isoInstant,
});

export const SubscriptionStatusChangedV1 = z.object({ ...Provenance, subscriptionId: z.string(), status: z.string() });
/**
 * Payments paused. The period already paid runs to its end (issue 44): the plan is paused only from `pausedFrom`
 * (absent in events recorded before: paused at once), and resumes by itself at `resumesAt` when one was set.
 */
export const SubscriptionPausedV1 = z.object({
  ...Provenance,
  subscriptionId: z.string(),
  pausedFrom: isoInstant.optional(),
  resumesAt: isoInstant.nullable().optional(),
});
export const SubscriptionResumedV1 = z.object({ ...Provenance, subscriptionId: z.string() });
export const TrialStartedV1 = z.object({ ...Provenance, subscriptionId: z.string(), trialEnd: isoInstant });
export const TrialEndedV1 = z.object({ ...Provenance, subscriptionId: z.string() });
export const PromotionAppliedV1 = z.object({ ...Provenance, subscriptionId: z.string(), discount: DiscountSchema });
export const PromotionEndedV1 = z.object({ ...Provenance, subscriptionId: z.string() });
/** A cancellation asked for: the plan stays until `cancelAt` (the period's end). */
export const CancellationScheduledV1 = z.object({ ...Provenance, subscriptionId: z.string(), cancelAt: isoInstant });
export const CancellationWithdrawnV1 = z.object({ ...Provenance, subscriptionId: z.string() });
/** The subscription ended: the plan it gave is gone. */
export const SubscriptionCancelledV1 = z.object({ ...Provenance, subscriptionId: z.string(), endedAt: isoInstant });

/**
 * A second subscription of a customer who already held one (two checkouts paid, issue 44): cancelled at once and
 * every payment it took refunded. It never gives a plan; the kept subscription does.
 */
export const DuplicateSubscriptionRefundedV1 = z.object({
  ...Provenance,
  subscriptionId: z.string(),
  keptSubscriptionId: z.string(),
  amountCents: z.number().int().min(0),
  refundIds: z.array(z.string()),
});

/** The customer's credit (unused time paid for) given back to the card: when the plan ended, or the account was deleted. */
export const CreditRefundedV1 = z.object({
  ...Provenance,
  reason: z.enum(['credit', 'account_deleted']),
  amountCents: z.number().int().min(0),
  refundIds: z.array(z.string()),
});

/**
 * A refund the bank refused after it was made (a closed or expired card): the money stayed with the provider, and the
 * amount went back to the customer's balance as credit (0 when the customer no longer exists there).
 */
export const RefundFailedV1 = z.object({
  ...Provenance,
  refundId: z.string(),
  reason: z.string().nullable(),
  amountCents: z.number().int().min(0),
  creditedCents: z.number().int().min(0),
});

export const subscriptionEvents = defineEvents({
  CheckoutCompleted: { version: 1, schema: CheckoutCompletedV1 },
  SubscriptionStarted: { version: 1, schema: SubscriptionStartedV1 },
  PlanChanged: { version: 1, schema: PlanChangedV1 },
  SubscriptionRenewed: { version: 1, schema: SubscriptionRenewedV1 },
  SubscriptionStatusChanged: { version: 1, schema: SubscriptionStatusChangedV1 },
  SubscriptionPaused: { version: 1, schema: SubscriptionPausedV1 },
  SubscriptionResumed: { version: 1, schema: SubscriptionResumedV1 },
  TrialStarted: { version: 1, schema: TrialStartedV1 },
  TrialEnded: { version: 1, schema: TrialEndedV1 },
  PromotionApplied: { version: 1, schema: PromotionAppliedV1 },
  PromotionEnded: { version: 1, schema: PromotionEndedV1 },
  CancellationScheduled: { version: 1, schema: CancellationScheduledV1 },
  CancellationWithdrawn: { version: 1, schema: CancellationWithdrawnV1 },
  SubscriptionCancelled: { version: 1, schema: SubscriptionCancelledV1 },
  DuplicateSubscriptionRefunded: { version: 1, schema: DuplicateSubscriptionRefundedV1 },
  CreditRefunded: { version: 1, schema: CreditRefundedV1 },
  RefundFailed: { version: 1, schema: RefundFailedV1 },
});

export type SubscriptionEvent = CatalogueEvent<typeof subscriptionEvents>;
