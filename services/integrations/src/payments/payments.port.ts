import { DomainError } from '@impromptu/kernel';

/**
 * The plans a payment subscription can be for (spec 3 §3): Platform, for those who kept it Platform (Legacy), and
 * Coach, bought by card only through the Virtual Coach's Coach offer (spec 2 §7, §9).
 */
export const PAID_PLANS = ['trainings', 'legacy_trainings', 'coach'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** Spec 3 §4.1: the plan period toggles between monthly and annually. */
export const BILLING_PERIODS = ['monthly', 'annually'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The periods each paid plan is sold by: Coach is monthly only (spec 3 §9 gives it no yearly price). */
export const PLAN_PERIODS = {
  trainings: ['monthly', 'annually'],
  legacy_trainings: ['monthly', 'annually'],
  coach: ['monthly'],
} as const satisfies Record<PaidPlan, readonly BillingPeriod[]>;

/** The provider's price ids of every paid plan and its periods: configuration, never in the repository. */
export type PriceIds = { [Plan in PaidPlan]: Record<(typeof PLAN_PERIODS)[Plan][number], string> };

/** The price id of a plan and period, or null when the plan is not sold by that period. */
export function priceIdOf(prices: PriceIds, plan: PaidPlan, period: BillingPeriod): string | null {
  return (prices[plan] as Partial<Record<BillingPeriod, string>>)[period] ?? null;
}

export interface PriceOf {
  plan: PaidPlan;
  period: BillingPeriod;
}

/** The discount a coupon gives (spec 3 §3 Coupon: percent_off or amount_off in cents), with the coupon's name. */
export interface CouponDetails {
  id: string;
  name: string;
  percentOff: number | null;
  amountOffCents: number | null;
}

export interface PromotionCodeDetails {
  id: string;
  code: string;
  coupon: CouponDetails;
  expiresAt: string | null;
}

export interface SubscriptionDiscount extends Omit<CouponDetails, 'id'> {
  couponId: string;
  promotionCodeId: string | null;
}

/** A payment subscription as the product reads it, whatever the provider's object looks like. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** The provider's status word: active, trialing, past_due, canceled, incomplete, unpaid, paused… */
  status: string;
  priceId: string;
  amountCents: number;
  interval: 'month' | 'year';
  isPaused: boolean;
  /** When a pause ends by itself (pause_collection.resumes_at); null: when the customer resumes. */
  resumesAt: string | null;
  trialEnd: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** When a cancellation takes effect (the period's end for a cancellation at period end). */
  cancelAt: string | null;
  endedAt: string | null;
  discount: SubscriptionDiscount | null;
  /** The product's user, when the subscription carries it (metadata.userId, set at checkout). */
  userId: string | null;
  /** When the provider created it: of two live subscriptions of one customer, the earlier is the one kept. */
  createdAt: string;
  /** The subscription this one was a second payment beside (metadata.duplicateOf, set before it is cancelled). */
  duplicateOf: string | null;
}

/** A refund as the provider holds it. */
export interface RefundSnapshot {
  id: string;
  amountCents: number;
  /** succeeded, pending, requires_action, failed, canceled. */
  status: string;
  createdAt: string;
  paymentIntentId: string | null;
  /** Why the product refunded (metadata.reason): duplicate_subscription, credit, account_deleted. */
  reason: string | null;
  /** The subscription a refund of a second payment was for (metadata.subscriptionId). */
  subscriptionId: string | null;
}

/** A payment the provider took from the customer's card (a PaymentIntent). */
export interface PaymentSnapshot {
  id: string;
  amountCents: number;
  amountRefundedCents: number;
  status: string;
  createdAt: string;
}

/** Why the product gives money back: the metadata.reason of its refunds. */
export type RefundReason = 'duplicate_subscription' | 'credit' | 'account_deleted';

export interface CheckoutSessionInput {
  customerId: string;
  userId: string;
  priceId: string;
  /** A promotion code to apply at once (the offer page); otherwise the checkout page accepts codes. */
  promotionCodeId?: string | undefined;
  /** A coupon to apply at once (the Virtual Coach offers); otherwise the checkout page accepts codes. */
  couponId?: string | undefined;
  /** An affiliate's referral code, kept in the checkout's metadata. */
  referral?: string | undefined;
  successUrl: string;
  cancelUrl: string;
  /** Same key, same session: a double click opens one checkout. */
  idempotencyKey: string;
}

/** A checkout session as the product reads it: whose it is, whether it was paid, what it started. */
export interface CheckoutSessionSnapshot {
  id: string;
  /** open (not paid yet), complete (paid, or nothing to pay with a trial), expired. */
  status: 'open' | 'complete' | 'expired';
  customerId: string | null;
  /** The product's user the checkout was started for (metadata.userId or client_reference_id). */
  userId: string | null;
  subscriptionId: string | null;
  /** What the person paid (or pays) today, discounts included, in cents. */
  amountTotalCents: number | null;
}

/** One line of an invoice: a plan's period, or the credit or charge of a price change (a proration). */
export interface InvoiceLine {
  description: string;
  /** Negative for a credit. */
  amountCents: number;
  proration: boolean;
  periodStart: string;
  periodEnd: string;
  /** The price the line is for, when the provider says (the new price's line tells the new period). */
  priceId: string | null;
}

/** An invoice as the product shows it (Stripe's object, or the embedded server's in the same shape). */
export interface InvoiceSnapshot {
  id: string;
  number: string | null;
  /** draft, open, paid, uncollectible, void. */
  status: string;
  createdAt: string;
  paidAt: string | null;
  subtotalCents: number;
  /** What the coupon took off (negative when it reduced a credit more than a charge). */
  discountCents: number;
  totalCents: number;
  amountDueCents: number;
  amountPaidCents: number;
  /** The invoice's own page at the provider, to view it; and its PDF (or that same page). */
  hostedUrl: string | null;
  pdfUrl: string | null;
  lines: InvoiceLine[];
}

/** What moving a subscription to another price would do, computed by the provider at one proration date. */
export interface PriceChangePreview {
  /** Seconds since the epoch: pass it to changePrice so the change charges exactly this. */
  prorationDate: number;
  /** The invoice the change produces at once (always_invoice): its lines, discount and amount due. */
  invoice: InvoiceSnapshot;
  /** The customer's credit after the change (positive cents, Stripe's balance negated): it pays the next renewals. */
  creditAfterCents: number;
  /** The new recurring price before any discount. */
  newPrice: { amountCents: number; interval: 'month' | 'year' };
  /** When the new price is next charged: the end of the period the change leaves. */
  nextRenewalAt: string;
  /** The subscription's discount now, with how long it lasts. */
  discount: (SubscriptionDiscount & { duration: 'once' | 'repeating' | 'forever' | null }) | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as the provider stamps it: orders the updates of one subscription. */
  created: number;
  object: Record<string, unknown>;
}

/** A webhook delivery whose signature does not hold: an invalid request (ADR 0037's error policy). */
export class WebhookSignatureError extends DomainError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('invalid', message, options);
  }
}

/** A payment-provider object the product asked for does not exist (a 404 of the provider): a refusal of kind not_found. */
export class PaymentObjectNotFoundError extends DomainError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('not_found', message, options);
  }
}

/** The provider refused a request (not a missing object): its message is safe to show; a refusal of kind invalid. */
export class PaymentProviderError extends DomainError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('invalid', message, options);
  }
}

/**
 * The payments port (ARCHITECTURE §6): Stripe through its SDK, talking to Stripe itself or to the
 * embedded Stripe-compatible server; the same adapter code in both modes, only the host differs.
 */
export interface PaymentsPort {
  readonly mode: 'stripe' | 'embedded';
  readonly prices: PriceIds;
  /** The plan and period a price id stands for; null for a price this product does not sell. */
  priceOf(priceId: string): PriceOf | null;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** A checkout session by id; PaymentObjectNotFoundError when there is none. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionSnapshot>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /**
   * What changePrice would charge at `prorationDate` (seconds since the epoch, within the current period): the
   * provider's invoice preview (ADR 0030).
   */
  previewPriceChange(input: {
    subscriptionId: string;
    priceId: string;
    prorationDate: number;
  }): Promise<PriceChangePreview>;
  /**
   * Moves the subscription to another price, prorating the rest of the period and invoicing it at once; with
   * `prorationDate`, exactly as previewed. The invoice is null when nothing was invoiced (the same price).
   */
  changePrice(input: {
    subscriptionId: string;
    priceId: string;
    prorationDate?: number | undefined;
    idempotencyKey: string;
  }): Promise<{ subscription: SubscriptionSnapshot; invoice: InvoiceSnapshot | null }>;
  /** A customer's invoices, newest first (at most `limit`, default 24). */
  listInvoices(customerId: string, limit?: number): Promise<InvoiceSnapshot[]>;
  /** Cancels at the end of the current period (the plan stays until then), or takes that back. */
  setCancelAtPeriodEnd(input: { subscriptionId: string; cancel: boolean }): Promise<SubscriptionSnapshot>;
  applyPromotionCode(input: { subscriptionId: string; promotionCodeId: string }): Promise<SubscriptionSnapshot>;
  /**
   * Cancels at once, with no further charge; a subscription already ended answers as it is. With `prorate`, the
   * unused time of the period is credited to the customer's balance (a final invoice), to be refunded by refundCredit.
   * `accountDeleted` marks it first (metadata), so its webhook leaves the credit to the deletion that refunds it.
   */
  cancelSubscription(
    subscriptionId: string,
    options?: { prorate?: boolean; accountDeleted?: boolean },
  ): Promise<SubscriptionSnapshot>;
  /** Every subscription the provider holds for the customer, whatever its status, newest first. */
  listSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]>;
  /** Expires the customer's checkout sessions that are still open (a newer one replaces them); answers their ids. */
  expireOpenCheckouts(customerId: string): Promise<string[]>;
  /**
   * A second subscription of a customer who already holds `keptSubscriptionId`: marked as such, cancelled at once
   * without proration, and every payment it took refunded. Safe to repeat: what is done already is not done again.
   */
  refundDuplicateSubscription(input: {
    subscriptionId: string;
    keptSubscriptionId: string;
  }): Promise<{ subscription: SubscriptionSnapshot; refunds: RefundSnapshot[] }>;
  /** The customer's credit (positive cents): Stripe's customer balance negated; 0 when the customer owes or holds none. */
  customerCreditCents(customerId: string): Promise<number>;
  /**
   * Gives the customer's credit back to the card: refunds against the latest payments (each up to what is left of
   * it) and debits the balance by what was refunded. `idempotencyKey` makes a retry refund nothing twice.
   */
  refundCredit(input: { customerId: string; reason: RefundReason; idempotencyKey: string }): Promise<RefundSnapshot[]>;
  /**
   * A refund the bank refused after it was made (status failed): its amount stays with the merchant, so it goes back
   * to the customer's balance as credit, once (a balance transaction marked with the refund's id). Answers the refund,
   * its customer and the cents credited by this call or an earlier one; null when the refund has not failed.
   */
  creditFailedRefund(
    refundId: string,
  ): Promise<{ refund: RefundSnapshot; customerId: string; creditedCents: number } | null>;
  /** The customer's payments, newest first. */
  listPayments(customerId: string): Promise<PaymentSnapshot[]>;
  /** Every refund of the customer's payments, newest first. */
  listRefunds(customerId: string): Promise<RefundSnapshot[]>;
  /** An active, unexpired promotion code by what a person types; null when there is none. */
  findPromotionCode(code: string, now: Date): Promise<PromotionCodeDetails | null>;
  /** Checks the signature over the raw body (300 s tolerance) and answers the event; WebhookSignatureError otherwise. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent;
  /** Changes the customer's e-mail (and name) at the provider, where its receipts and invoices go (issue 44). */
  updateCustomer(input: { customerId: string; email: string; name?: string | undefined }): Promise<void>;
}
