import { z } from 'zod';

export const NOT_YOUR_SUBSCRIPTION = 'You can only change your own plan.';
export const NOT_YOUR_BILLING = 'You can only manage your own billing.';
export const PLAN_NOT_SOLD_HERE =
  'This plan is not bought here: Coach-Led is booked on the cohort page, and Daily Trainings come with a class.';
export const PAUSED_PLAN_CANNOT_CHANGE =
  'Your plan is paused. Resume it in Manage Billing Details before changing plan.';
export const NO_PAYMENT_SUBSCRIPTION = 'You have no payment subscription to apply a promo code to.';
export const NO_BILLING_DETAILS = 'You have no billing details yet: they are created when you first pay for a plan.';
export const BILLING_NOT_MANAGED_HERE = 'Billing for your plan is not managed here.';
export const PROMO_CODE_NOT_FOUND = 'This promo code does not exist or has expired.';
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const PAYMENTS_UNAVAILABLE = 'The payment service is unavailable. Please try again in a moment.';
export const UNKNOWN_DISCOUNT = 'This discount does not exist.';
export const DISCOUNT_NOT_FOR_PLAN = 'This discount is for another plan or period.';
export const COACH_ONLY_WITH_OFFER = 'The Coach plan is bought by card only through its Virtual Coach offer.';
export const CHECKOUT_NOT_FOUND = 'This checkout was not found.';
export const NOT_YOUR_CHECKOUT = 'This checkout belongs to another account.';
export const PREVIEW_EXPIRED = 'This preview has expired. Review the change again before you confirm it.';
export const PREVIEW_OUT_OF_DATE =
  'The amount due has changed since you saw it. Review the change again before you confirm it.';
export const ALREADY_SUBSCRIBED =
  'You already have a payment subscription: change its plan instead of starting another checkout.';

const SpecPlanSchema = z.enum(['free', 'simulator', 'trainings', 'trainings-free', 'coach']);
const PeriodSchema = z.enum(['monthly', 'annually']);
/** Where the browser comes back to after the checkout page. */
const ReturnToSchema = z
  .enum(['billing', 'home', 'virtual-coach'])
  .default('billing')
  .meta({ description: 'The page the checkout returns to' });

/** Spec 3 §7 PUT /user/{sub}/subscription; the offer page sends only plan and subscriptionId. */
export const UpdateSubscriptionBodySchema = z.object({
  plan: SpecPlanSchema.meta({ description: 'The plan to move to' }),
  period: PeriodSchema.optional(),
  subscriptionId: z.string().max(255).optional(),
  type: z.enum(['fundamentals', 'standard']).default('standard'),
  discountId: z.string().max(255).optional(),
  returnTo: ReturnToSchema.optional(),
  prorationDate: z.int().positive().optional().meta({
    description:
      "The preview's proration date (seconds since the epoch): the change charges exactly what that preview showed",
  }),
  expectedAmountDueCents: z.int().min(0).optional().meta({
    description: "The preview's amount due today: if the provider would now charge another amount, 409 and no change",
  }),
});

/** Which change the preview is for: the plan and period chosen on the Update Plan form. */
export const PlanChangePreviewQuerySchema = z.object({
  plan: SpecPlanSchema.meta({ description: 'The plan to move to' }),
  period: PeriodSchema.default('monthly'),
});

const PREVIEW_CHANGES = ['price', 'end', 'keep', 'none', 'checkout'] as const;

/**
 * What Change Plan would do, before it does it (issue 24): `price` a prorated move to another price, charged today
 * (the provider's invoice preview); `end` the free plan, the paid plan ending at its period's end; `keep` the plan
 * held, which was set to end, renewing instead; `none` the plan and period already held; `checkout` a paid plan
 * with no payment subscription, paid on the checkout page, which shows the amount first.
 */
export const PlanChangePreviewSchema = z
  .object({
    change: z.enum(PREVIEW_CHANGES),
    from: z.object({ plan: z.string().nullable(), name: z.string().nullable(), period: PeriodSchema.nullable() }),
    to: z.object({ plan: z.string(), name: z.string(), period: PeriodSchema.nullable() }),
    amountDueTodayCents: z.int(),
    lines: z.array(
      z.object({
        kind: z.enum(['credit', 'charge']),
        description: z.string(),
        amountCents: z.int().meta({ description: 'Negative for the credit of unused time' }),
      }),
    ),
    subtotalCents: z.int(),
    discountCents: z.int(),
    totalCents: z.int(),
    creditAppliedCents: z.int().meta({
      description: 'Credit the account already held, used today (positive); or credit the change leaves (negative)',
    }),
    recurring: z
      .object({
        amountCents: z.int(),
        period: PeriodSchema,
        discountedAmountCents: z.int().nullable().meta({
          description: 'With the current discount, when it lasts beyond today',
        }),
      })
      .nullable(),
    nextRenewalAt: z.iso.datetime({ offset: true }).nullable(),
    effectiveAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'When a move to the free plan takes effect' }),
    discount: z
      .object({
        name: z.string(),
        percentOff: z.number().nullable(),
        amountOffCents: z.int().nullable(),
        lastsBeyondToday: z.boolean().meta({ description: "False for a coupon that applies once (today's only)" }),
      })
      .nullable(),
    prorationDate: z.int().nullable().meta({ description: 'Send it back with the change to be charged exactly this' }),
    creditHeldCents: z.int().min(0).meta({ description: 'Credit the customer holds at the provider now' }),
    creditAfterCents: z.int().min(0).meta({
      description: 'Credit the customer holds after the change: it pays the next renewals before the card does',
    }),
    firstCardChargeAt: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'When the card is next charged, once credit no longer covers a whole renewal (null: no renewal)',
    }),
    firstCardChargeCents: z.int().min(0).nullable().meta({ description: 'What the card is charged then' }),
  })
  .meta({ id: 'PlanChangePreview' });

/** The plan now, or the checkout to open (spec 3 §7: with no payment subscription a checkout session is started). */
export const SubscriptionChangeSchema = z.object({
  plan: z.string(),
  period: PeriodSchema.optional(),
  unchanged: z
    .boolean()
    .optional()
    .meta({ description: 'True when the plan and period asked for were already held: nothing changed' }),
  amountChargedCents: z.int().optional().meta({ description: 'What a prorated change charged today' }),
  sessionId: z.string().optional().meta({ description: 'The checkout session to open, when one was started' }),
  url: z.url().optional().meta({ description: 'The checkout page of that session' }),
  effectiveAt: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: 'When a move to the free plan takes effect' }),
});

/**
 * Spec 2 §7 POST /create-checkout-session: plan, period, userId, type (default standard), discountIds. A discount is
 * one of billing's checkout discounts (the Virtual Coach offers, spec 2 §9) for its own plan and period, or a
 * promotion code id; the Coach plan is sold by card only with its offer (the service checks both, 400 by field).
 */
export const CreateCheckoutSessionBodySchema = z.object({
  plan: z.enum(['trainings', 'coach']).meta({ description: 'Platform, or Coach through its Virtual Coach offer' }),
  period: PeriodSchema.default('monthly'),
  userId: z.uuid('must be a user id'),
  type: z.enum(['fundamentals', 'standard']).default('standard'),
  discountIds: z.array(z.string().trim().min(1).max(255)).max(1, 'takes at most one discount').default([]).meta({
    description: "A checkout discount's id (e.g. virtual-coach-coach-72) or a promotion code id, applied at once",
  }),
  returnTo: ReturnToSchema.optional(),
  referral: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: "The affiliate script's referral code (subscribe-then-pay), kept on the checkout" }),
});

export const CheckoutSessionSchema = z.object({ sessionId: z.string(), url: z.url() });

/** Spec 3 §7 POST /create-customer-portal-session. */
export const CreatePortalSessionBodySchema = z.object({ userId: z.uuid('must be a user id') });
export const PortalSessionSchema = z.object({ redirectURI: z.url() });

export const CouponCodeParamsSchema = z.object({
  code: z.string().trim().min(1, 'Enter a promo code').max(100).meta({ description: 'What the person typed' }),
});

const CouponSchema = z.object({
  id: z.string(),
  name: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
});

/** Spec 3 §7 GET /coupons/{code}: the promotion code and its coupon (spec 3 §3: percent_off or amount_off in cents). */
export const PromotionCodeSchema = z.object({ promotionCodeId: z.string(), code: z.string(), coupon: CouponSchema });

/** Spec 3 §7 PUT /user/{sub}/subscription/promotion. */
export const ApplyPromotionBodySchema = z.object({
  subscriptionId: z.string().min(1).max(255),
  promotionCodeId: z.string().min(1).max(255),
});

const PlanTimelineEntrySchema = z.object({
  plan: z.string().meta({
    description: 'Stored plan code (spec 3 §3): free, trainings, legacy_trainings, coach, free_trainings, simulator',
  }),
  name: z.string(),
  period: PeriodSchema.nullable(),
  amountCents: z.number().int().nullable(),
  isPaused: z.boolean(),
  pausedFrom: z.iso.datetime({ offset: true }).nullable().meta({
    description: 'From when a paused plan is paused: the end of the period paid (issue 44); null when not paused',
  }),
  resumesAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .meta({ description: 'When the pause ends by itself; null: when the customer resumes' }),
  isTrial: z.boolean(),
  discount: z.string().nullable().meta({ description: 'The coupon name' }),
  startDate: z.iso.datetime({ offset: true }).nullable(),
  endDate: z.iso.datetime({ offset: true }).nullable(),
});

/** The billing screen (spec 3 §2.4): the plan timeline, what may be changed, and the plans to choose from. */
export const BillingOverviewSchema = z
  .object({
    currentPlan: PlanTimelineEntrySchema.nullable(),
    nextPlan: PlanTimelineEntrySchema.nullable(),
    paymentSubscription: z
      .object({
        id: z.string(),
        status: z.string(),
        discount: CouponSchema.omit({ id: true }).nullable(),
        isLegacy: z.boolean(),
      })
      .nullable(),
    hasBillingDetails: z.boolean(),
    creditCents: z.int().min(0).nullable().meta({
      description:
        "The customer's credit at the payment provider (unused time paid for), used by the next charges; null when the provider could not be asked",
    }),
    refunds: z
      .array(
        z.object({
          id: z.string(),
          reason: z.enum(['duplicate_subscription', 'credit', 'account_deleted', 'other']),
          amountCents: z.int(),
          createdAt: z.iso.datetime({ offset: true }),
          message: z.string().meta({ description: 'What was refunded and why, in words' }),
          failed: z.boolean().meta({
            description: 'The bank refused the refund after it was made: the amount was kept as credit instead',
          }),
        }),
      )
      .meta({ description: 'Refunds of the last year at the provider, newest first' }),
    canManageBilling: z.boolean(),
    canChangePlan: z.boolean(),
    plans: z.array(
      z.object({
        code: z.string(),
        plan: SpecPlanSchema,
        name: z.string(),
        description: z.string(),
        monthlyCents: z.number().int().nullable(),
        annualCents: z.number().int().nullable(),
        isLegacy: z.boolean(),
        isCurrent: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'BillingOverview' });

/** A checkout session id as the provider writes it (cs_…). */
export const CheckoutSessionParamsSchema = z.object({
  sessionId: z
    .string()
    .max(255)
    .regex(/^cs_[A-Za-z0-9_]+$/, 'must be a checkout session id')
    .meta({ description: 'The checkout session the payment page returned from' }),
});

export const CHECKOUT_CONFIRMATION_STATES = ['confirmed', 'confirming', 'unpaid', 'expired', 'refunded'] as const;

/**
 * After a checkout page (issue 24): confirmed once the payment's own subscription event is in the billing view
 * (read-your-writes, bounded); confirming until then; unpaid or expired when the checkout was not paid; refunded when
 * it was a second payment beside a plan already held (issue 44), refunded at once.
 */
export const CheckoutConfirmationSchema = z
  .object({
    status: z.enum(CHECKOUT_CONFIRMATION_STATES),
    plan: z.string().nullable().meta({ description: 'Stored plan code of the subscription the payment started' }),
    planName: z.string().nullable(),
    period: PeriodSchema.nullable(),
    amountPaidCents: z.number().int().nullable(),
    nextRenewalAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'Null when the plan is set to end' }),
    receiptTo: z.string().nullable().meta({ description: 'Where the receipt e-mail went, once confirmed' }),
  })
  .meta({ id: 'CheckoutConfirmation' });

export const OFFER_ACTIONS = [
  'REDIRECT_TO_DASHBOARD',
  'OFFER_UPGRADE',
  'SHOW_UPGRADE_WARNING',
  'NEW_SUBSCRIPTION',
] as const;

/** The annual-plan offer page (spec 3 §2.6): which of its four states the user is in, and the offer's price. */
export const OfferSchema = z
  .object({
    action: z.enum(OFFER_ACTIONS),
    subscriptionId: z.string().nullable(),
    baseAnnualCents: z.number().int(),
    priceCents: z.number().int().meta({ description: "The annual price less the promotion code's coupon" }),
    promotionCode: PromotionCodeSchema.nullable(),
  })
  .meta({ id: 'SubscriptionOffer' });

/** The user's invoices, newest first (issue 24): date, amount, status and the provider's page to view it. */
export const InvoiceListSchema = z
  .object({
    invoices: z.array(
      z.object({
        id: z.string(),
        number: z.string().nullable(),
        status: z.string().meta({ description: 'paid, open, void, uncollectible, draft' }),
        createdAt: z.iso.datetime({ offset: true }),
        amountPaidCents: z.int(),
        totalCents: z.int(),
        url: z.url().nullable().meta({ description: "The invoice's page at the payment provider" }),
        pdfUrl: z.url().nullable(),
      }),
    ),
  })
  .meta({ id: 'InvoiceList' });

export type UpdateSubscriptionBody = z.infer<typeof UpdateSubscriptionBodySchema>;
export type PlanChangePreviewQuery = z.infer<typeof PlanChangePreviewQuerySchema>;
export type PlanChangePreviewDto = z.infer<typeof PlanChangePreviewSchema>;
export type InvoiceListDto = z.infer<typeof InvoiceListSchema>;
export type SubscriptionChangeDto = z.infer<typeof SubscriptionChangeSchema>;
export type CreateCheckoutSessionBody = z.infer<typeof CreateCheckoutSessionBodySchema>;
export type CheckoutSessionDto = z.infer<typeof CheckoutSessionSchema>;
export type CreatePortalSessionBody = z.infer<typeof CreatePortalSessionBodySchema>;
export type PortalSessionDto = z.infer<typeof PortalSessionSchema>;
export type CouponCodeParams = z.infer<typeof CouponCodeParamsSchema>;
export type PromotionCodeDto = z.infer<typeof PromotionCodeSchema>;
export type ApplyPromotionBody = z.infer<typeof ApplyPromotionBodySchema>;
export type BillingOverviewDto = z.infer<typeof BillingOverviewSchema>;
export type PlanTimelineEntryDto = z.infer<typeof PlanTimelineEntrySchema>;
export type OfferDto = z.infer<typeof OfferSchema>;
export type CheckoutSessionParams = z.infer<typeof CheckoutSessionParamsSchema>;
export type CheckoutConfirmationDto = z.infer<typeof CheckoutConfirmationSchema>;
