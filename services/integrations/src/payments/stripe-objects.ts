import { z } from 'zod';
import type {
  CouponDetails,
  InvoiceSnapshot,
  PaymentSnapshot,
  PromotionCodeDetails,
  RefundSnapshot,
  SubscriptionDiscount,
  SubscriptionSnapshot,
} from './payments.port.js';

const idOf = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const instant = (seconds: number): string => new Date(seconds * 1000).toISOString();

export const StripeCouponSchema = z
  .object({
    id: z.string(),
    name: z.string().nullish(),
    percent_off: z.number().nullish(),
    amount_off: z.number().int().nullish(),
    duration: z.string().nullish(),
  })
  .loose();

export function couponDetails(coupon: z.output<typeof StripeCouponSchema>): CouponDetails {
  return {
    id: coupon.id,
    name: coupon.name ?? coupon.id,
    percentOff: coupon.percent_off ?? null,
    amountOffCents: coupon.amount_off ?? null,
  };
}

const StripeDiscountSchema = z
  .object({
    id: z.string(),
    promotion_code: idOf.nullish(),
    source: z
      .object({ coupon: z.union([z.string(), StripeCouponSchema]).nullish() })
      .loose()
      .nullish(),
    // Older API versions put the coupon on the discount itself.
    coupon: StripeCouponSchema.nullish(),
  })
  .loose();

const StripePriceSchema = z
  .object({
    id: z.string(),
    unit_amount: z.number().int().nullish(),
    recurring: z
      .object({ interval: z.enum(['day', 'week', 'month', 'year']) })
      .loose()
      .nullish(),
  })
  .loose();

export const StripeSubscriptionSchema = z
  .object({
    id: z.string(),
    customer: idOf,
    status: z.string(),
    metadata: z.record(z.string(), z.string()).nullish(),
    items: z.object({
      data: z
        .array(
          z
            .object({
              price: StripePriceSchema,
              current_period_start: z.number().int().optional(),
              current_period_end: z.number().int().optional(),
            })
            .loose(),
        )
        .min(1),
    }),
    // Older API versions keep the period on the subscription.
    current_period_start: z.number().int().optional(),
    current_period_end: z.number().int().optional(),
    pause_collection: z.object({ behavior: z.string(), resumes_at: z.number().int().nullish() }).loose().nullish(),
    trial_end: z.number().int().nullish(),
    cancel_at: z.number().int().nullish(),
    cancel_at_period_end: z.boolean().optional(),
    ended_at: z.number().int().nullish(),
    created: z.number().int().optional(),
    discounts: z.array(z.union([z.string(), StripeDiscountSchema])).optional(),
    discount: StripeDiscountSchema.nullish(),
  })
  .loose();

export type StripeSubscription = z.output<typeof StripeSubscriptionSchema>;

/** The discount of a subscription when it is readable here; 'unexpanded' when only its id came (a webhook payload). */
function discountOf(subscription: StripeSubscription): SubscriptionDiscount | null | 'unexpanded' {
  const first = subscription.discounts?.[0] ?? subscription.discount ?? null;
  if (first === null) return null;
  if (typeof first === 'string') return 'unexpanded';
  const coupon = first.source?.coupon ?? first.coupon ?? null;
  if (coupon === null || typeof coupon === 'string') return 'unexpanded';
  const { id, ...details } = couponDetails(coupon);
  return { couponId: id, ...details, promotionCodeId: first.promotion_code ?? null };
}

/** Whether the subscription object names its discount only by id, so it must be fetched expanded to be read. */
export function needsExpansion(subscription: unknown): boolean {
  const parsed = StripeSubscriptionSchema.safeParse(subscription);
  return !parsed.success || discountOf(parsed.data) === 'unexpanded';
}

/** Reads a Stripe subscription (an SDK answer or a webhook's object) as the product's snapshot. */
export function subscriptionSnapshot(input: unknown): SubscriptionSnapshot {
  const subscription = StripeSubscriptionSchema.parse(input);
  const item = subscription.items.data[0]!;
  const interval = item.price.recurring?.interval === 'year' ? 'year' : 'month';
  const periodStart = item.current_period_start ?? subscription.current_period_start ?? 0;
  const periodEnd = item.current_period_end ?? subscription.current_period_end ?? 0;
  const discount = discountOf(subscription);
  const cancelAt = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
  return {
    id: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    priceId: item.price.id,
    amountCents: item.price.unit_amount ?? 0,
    interval,
    isPaused: subscription.pause_collection !== null && subscription.pause_collection !== undefined,
    resumesAt: subscription.pause_collection?.resumes_at ? instant(subscription.pause_collection.resumes_at) : null,
    trialEnd: subscription.trial_end ? instant(subscription.trial_end) : null,
    currentPeriodStart: instant(periodStart),
    currentPeriodEnd: instant(periodEnd),
    cancelAt: cancelAt ? instant(cancelAt) : null,
    endedAt: subscription.ended_at ? instant(subscription.ended_at) : null,
    discount: discount === 'unexpanded' ? null : discount,
    userId: subscription.metadata?.['userId'] ?? null,
    createdAt: instant(subscription.created ?? periodStart),
    duplicateOf: subscription.metadata?.['duplicateOf'] ?? null,
  };
}

export const StripePromotionCodeSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    active: z.boolean(),
    expires_at: z.number().int().nullish(),
    promotion: z
      .object({ coupon: z.union([z.string(), StripeCouponSchema]).nullish() })
      .loose()
      .optional(),
    coupon: StripeCouponSchema.optional(),
  })
  .loose();

/** A promotion code with its coupon expanded; null when the coupon came as a bare id. */
export function promotionCodeDetails(input: unknown): PromotionCodeDetails | null {
  const code = StripePromotionCodeSchema.parse(input);
  const coupon = code.promotion?.coupon ?? code.coupon ?? null;
  if (coupon === null || typeof coupon === 'string') return null;
  return {
    id: code.id,
    code: code.code,
    coupon: couponDetails(coupon),
    expiresAt: code.expires_at ? instant(code.expires_at) : null,
  };
}

export const StripeEventSchema = z
  .object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    created: z.number().int(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }).loose(),
  })
  .loose();

const prorationFlag = z.object({ proration: z.boolean().optional() }).loose().nullish();

const StripeInvoiceLineSchema = z
  .object({
    description: z.string().nullish(),
    amount: z.number().int(),
    period: z.object({ start: z.number().int(), end: z.number().int() }).loose(),
    // Where the line says it is a proration: on its parent (API 2025 onwards) or on itself (older versions).
    parent: z
      .object({ subscription_item_details: prorationFlag, invoice_item_details: prorationFlag })
      .loose()
      .nullish(),
    proration: z.boolean().optional(),
    // The line's price: under `pricing` (API 2025 onwards) or as `price` (older versions).
    pricing: z
      .object({ price_details: z.object({ price: idOf.nullish() }).loose().nullish() })
      .loose()
      .nullish(),
    price: z.object({ id: z.string() }).loose().nullish(),
  })
  .loose();

export const StripeInvoiceSchema = z
  .object({
    id: z.string().optional(),
    number: z.string().nullish(),
    status: z.string().nullish(),
    created: z.number().int(),
    status_transitions: z.object({ paid_at: z.number().int().nullish() }).loose().nullish(),
    subtotal: z.number().int(),
    total: z.number().int(),
    total_discount_amounts: z.array(z.object({ amount: z.number().int() }).loose()).nullish(),
    amount_due: z.number().int(),
    amount_paid: z.number().int(),
    hosted_invoice_url: z.string().nullish(),
    invoice_pdf: z.string().nullish(),
    lines: z.object({ data: z.array(StripeInvoiceLineSchema) }).loose(),
  })
  .loose();

/** Reads a Stripe invoice (or an invoice preview, which has no id) as the product's snapshot. */
export function invoiceSnapshot(input: unknown): InvoiceSnapshot {
  const invoice = StripeInvoiceSchema.parse(input);
  const paidAt = invoice.status_transitions?.paid_at ?? null;
  return {
    id: invoice.id ?? 'preview',
    number: invoice.number ?? null,
    status: invoice.status ?? 'draft',
    createdAt: instant(invoice.created),
    paidAt: paidAt ? instant(paidAt) : null,
    subtotalCents: invoice.subtotal,
    discountCents: (invoice.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0),
    totalCents: invoice.total,
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
    lines: invoice.lines.data.map((line) => ({
      description: line.description ?? '',
      amountCents: line.amount,
      proration:
        line.parent?.subscription_item_details?.proration ??
        line.parent?.invoice_item_details?.proration ??
        line.proration ??
        false,
      periodStart: instant(line.period.start),
      periodEnd: instant(line.period.end),
      priceId: line.pricing?.price_details?.price ?? line.price?.id ?? null,
    })),
  };
}

export const StripeRefundSchema = z
  .object({
    id: z.string(),
    amount: z.number().int(),
    status: z.string().nullish(),
    created: z.number().int(),
    payment_intent: idOf.nullish(),
    metadata: z.record(z.string(), z.string()).nullish(),
  })
  .loose();

export function refundSnapshot(input: unknown): RefundSnapshot {
  const refund = StripeRefundSchema.parse(input);
  return {
    id: refund.id,
    amountCents: refund.amount,
    status: refund.status ?? 'succeeded',
    createdAt: instant(refund.created),
    paymentIntentId: refund.payment_intent ?? null,
    reason: refund.metadata?.['reason'] ?? null,
    subscriptionId: refund.metadata?.['subscriptionId'] ?? null,
  };
}

export const StripePaymentIntentSchema = z
  .object({
    id: z.string(),
    amount: z.number().int(),
    amount_received: z.number().int().nullish(),
    status: z.string(),
    created: z.number().int(),
    latest_charge: z
      .union([z.string(), z.object({ id: z.string(), amount_refunded: z.number().int().nullish() }).loose()])
      .nullish(),
  })
  .loose();

/** A PaymentIntent with its latest charge expanded (what it took and what was refunded of it). */
export function paymentSnapshot(input: unknown): PaymentSnapshot {
  const intent = StripePaymentIntentSchema.parse(input);
  const charge = intent.latest_charge;
  return {
    id: intent.id,
    amountCents: intent.amount_received ?? intent.amount,
    amountRefundedCents: charge && typeof charge !== 'string' ? (charge.amount_refunded ?? 0) : 0,
    status: intent.status,
    createdAt: instant(intent.created),
  };
}
