import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { applyCoupon, PLAN_CATALOGUE, planFromStored, type CataloguePlan } from '@impromptu/access';
import { formatDollars } from '@impromptu/kernel';
import {
  checkoutDiscount,
  firstCardCharge,
  isCharging,
  isLive,
  refundSentence,
  failedRefundSentence,
  OFFER_BASE_ANNUAL_CENTS,
  OFFER_PROMOTION_CODE,
  offerAction,
  receiptEmailJob,
} from '@impromptu/billing';
import {
  priceIdOf,
  type BillingPeriod,
  type PaidPlan,
  type PaymentsPort,
  type PriceChangePreview,
  type PromotionCodeDetails,
  type RefundSnapshot,
  type SubscriptionSnapshot,
} from '@impromptu/integrations';
import { FieldRefusedError } from '../../common/error-response.js';
import type { AppConfig } from '../../config/config.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { AccessService, type Account } from '../../identity/access/access.service.js';
import { callPort } from '../../infrastructure/port-call.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { PAYMENTS_PORT } from '../payments-port.provider.js';
import {
  ALREADY_SUBSCRIBED,
  BILLING_NOT_MANAGED_HERE,
  CHECKOUT_NOT_FOUND,
  COACH_ONLY_WITH_OFFER,
  DISCOUNT_NOT_FOR_PLAN,
  NO_BILLING_DETAILS,
  NO_PAYMENT_SUBSCRIPTION,
  NOT_YOUR_BILLING,
  NOT_YOUR_CHECKOUT,
  NOT_YOUR_SUBSCRIPTION,
  PAUSED_PLAN_CANNOT_CHANGE,
  PAYMENTS_UNAVAILABLE,
  PLAN_NOT_SOLD_HERE,
  PREVIEW_EXPIRED,
  PREVIEW_OUT_OF_DATE,
  PROMO_CODE_NOT_FOUND,
  SUBSCRIPTION_NOT_FOUND,
  UNKNOWN_DISCOUNT,
  type ApplyPromotionBody,
  type BillingOverviewDto,
  type CheckoutConfirmationDto,
  type CheckoutSessionDto,
  type CreateCheckoutSessionBody,
  type InvoiceListDto,
  type OfferDto,
  type PlanChangePreviewDto,
  type PlanChangePreviewQuery,
  type PlanTimelineEntryDto,
  type PortalSessionDto,
  type PromotionCodeDto,
  type SubscriptionChangeDto,
  type UpdateSubscriptionBody,
} from './subscriptions.dto.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { OFFER_NOT_FOR_YOU, offerOfDiscount, offersFor } from '@impromptu/coach/rules';
import { DomainError } from '@impromptu/kernel';

type Payment = NonNullable<Awaited<ReturnType<SubscriptionsRepository['getPaymentSubscription']>>>;

/** A discount to apply at checkout: one of billing's checkout discounts (a coupon) or a promotion code. */
type CheckoutDiscountRef = { couponId: string } | { promotionCodeId: string };
type ReturnTo = 'billing' | 'home' | 'virtual-coach';

/** What a promotion code id looks like at the provider (the offer page's fixed code). */
const PROMOTION_CODE_ID = /^promo_[A-Za-z0-9_]+$/;

const RETURN_PATHS: Record<ReturnTo, string> = {
  billing: '/games/user/settings/billing',
  home: '/games/home',
  'virtual-coach': '/games/virtual-coach',
};

const badDiscount = (message: string, path = 'body.discountIds.0') => new FieldRefusedError(message, path);

/** How long a preview's proration date may be confirmed: past it, the person looks at the change again. */
export const PREVIEW_VALID_SECONDS = 30 * 60;

/** Spec 3 §2.4 / §6: plans whose billing is not managed here (no portal, no plan change). */
const UNMANAGED_PLANS = ['coach', 'free_trainings'];

const catalogueEntry = (code: string): CataloguePlan | undefined =>
  (PLAN_CATALOGUE as readonly CataloguePlan[]).find((entry) => entry.code === code);
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

@Injectable()
export class SubscriptionsService {
  constructor(
    @Inject(SubscriptionsRepository) private readonly repository: SubscriptionsRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(PAYMENTS_PORT) private readonly payments: PaymentsPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(userId: string): Promise<BillingOverviewDto> {
    const { account, payment } = await this.load(userId);
    const money = await this.providerMoney(customerIdOf(account, payment));
    const live = payment && isLive(rowView(payment)) ? payment : null;
    const storedPlan = live?.plan ?? account.plan;
    const currentPlan = this.timelineEntry(account, live);
    const paused = live?.is_paused ?? account.is_plan_paused;
    const unmanaged = UNMANAGED_PLANS.includes(storedPlan ?? '');
    const customerId = customerIdOf(account, payment);
    return {
      currentPlan,
      nextPlan:
        live && live.cancel_at
          ? {
              ...planEntry('free', null, null),
              startDate: iso(live.cancel_at),
              endDate: null,
              isPaused: false,
              pausedFrom: null,
              resumesAt: null,
              isTrial: false,
              discount: null,
            }
          : null,
      paymentSubscription: live
        ? {
            id: live.subscription_id!,
            status: live.status ?? 'active',
            discount: live.discount
              ? {
                  name: live.discount.name,
                  percentOff: live.discount.percentOff,
                  amountOffCents: live.discount.amountOffCents,
                }
              : null,
            isLegacy:
              live.plan === 'legacy_trainings' ||
              Object.values(this.payments.prices.legacy_trainings).includes(live.price_id ?? ''),
          }
        : null,
      hasBillingDetails: customerId !== null,
      creditCents: money.creditCents,
      refunds: money.refunds,
      // The portal only for someone with something to manage there: a payment subscription (live or ended, with its
      // card and invoices). A customer left by an abandoned checkout has neither (issue 24).
      canManageBilling: customerId !== null && payment !== undefined && !unmanaged,
      canChangePlan: !paused && !unmanaged,
      plans: (['free', 'trainings', 'legacy_trainings'] as const).map((code) => {
        const entry = catalogueEntry(code)!;
        return {
          code,
          plan: planFromStored(code) ?? 'free',
          name: entry.name,
          description: entry.description,
          monthlyCents: entry.priceMonthlyCents,
          annualCents: entry.priceYearlyCents,
          isLegacy: entry.isLegacy,
          isCurrent: storedPlan === code,
        };
      }),
    };
  }

  /**
   * What the provider holds of the customer's money that the projection does not (issue 44): the credit and the
   * refunds of the last year. The Billing page still opens when the provider cannot be asked: the credit is then null.
   */
  private async providerMoney(customerId: string | null): Promise<Pick<BillingOverviewDto, 'creditCents' | 'refunds'>> {
    if (!customerId) return { creditCents: 0, refunds: [] };
    try {
      const [creditCents, refunds] = await Promise.all([
        this.payments.customerCreditCents(customerId),
        this.payments.listRefunds(customerId),
      ]);
      const yearAgo = this.clock.now().getTime() - 365 * 86_400_000;
      return {
        creditCents,
        refunds: refunds.filter((refund) => Date.parse(refund.createdAt) >= yearAgo).map(refundDto),
      };
    } catch {
      return { creditCents: null, refunds: [] };
    }
  }

  /** The customer's credit for a preview: 0 without billing details. */
  private async creditHeld(account: Account, live: Payment | null): Promise<number> {
    const customerId = customerIdOf(account, live ?? undefined);
    return customerId ? this.provider(() => this.payments.customerCreditCents(customerId)) : 0;
  }

  /** The checks every change of plan and its preview make, in this order; the live payment subscription, if any. */
  private async planChangeContext(
    caller: AuthenticatedUser,
    userId: string,
    body: { plan: UpdateSubscriptionBody['plan']; subscriptionId?: string | undefined },
    input: 'body' | 'query' = 'body',
  ): Promise<{ account: Account; live: Payment | null }> {
    if (caller.id !== userId) throw new DomainError('forbidden', NOT_YOUR_SUBSCRIPTION);
    const { account, payment } = await this.load(userId);
    const live = payment && isLive(rowView(payment)) ? payment : null;
    if (body.subscriptionId !== undefined && body.subscriptionId !== live?.subscription_id)
      throw new DomainError('not_found', SUBSCRIPTION_NOT_FOUND);
    if (live?.is_paused) throw new DomainError('conflict', PAUSED_PLAN_CANNOT_CHANGE);
    if (body.plan === 'free') return { account, live };
    if (body.plan !== 'trainings') throw new FieldRefusedError(PLAN_NOT_SOLD_HERE, `${input}.plan`);
    if (UNMANAGED_PLANS.includes(live?.plan ?? account.plan ?? ''))
      throw new DomainError('conflict', BILLING_NOT_MANAGED_HERE);
    return { account, live };
  }

  /**
   * What Change Plan would do, before anything changes (issue 24): for a move to another price, the provider's
   * invoice preview at a proration date the change is then given, so the amount charged is the amount shown.
   */
  async previewPlanChange(
    caller: AuthenticatedUser,
    userId: string,
    query: PlanChangePreviewQuery,
  ): Promise<PlanChangePreviewDto> {
    const { account, live } = await this.planChangeContext(caller, userId, { plan: query.plan }, 'query');
    const fromPlan = live?.plan ?? account.plan ?? null;
    const fromPeriod = live ? ((live.period as BillingPeriod | null) ?? null) : null;
    const from = {
      plan: fromPlan,
      name: fromPlan ? (catalogueEntry(fromPlan)?.name ?? fromPlan) : null,
      period: fromPeriod,
    };
    const period: BillingPeriod = query.period;
    const base: PlanChangePreviewDto = {
      change: 'none',
      from,
      to: { plan: 'free', name: catalogueEntry('free')?.name ?? 'Free', period: null },
      amountDueTodayCents: 0,
      lines: [],
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
      creditAppliedCents: 0,
      recurring: null,
      nextRenewalAt: null,
      effectiveAt: null,
      discount: null,
      prorationDate: null,
      creditHeldCents: 0,
      creditAfterCents: 0,
      firstCardChargeAt: null,
      firstCardChargeCents: null,
    };
    const creditHeldCents = await this.creditHeld(account, live);
    const held = { ...base, creditHeldCents, creditAfterCents: creditHeldCents };
    if (query.plan === 'free') {
      if (!live) return account.plan === 'free' ? held : { ...held, change: 'end', effectiveAt: iso(this.clock.now()) };
      // Already set to end: choosing Free again changes nothing.
      if (live.cancel_at) return { ...held, effectiveAt: iso(live.cancel_at) };
      return { ...held, change: 'end', effectiveAt: iso(live.current_period_end) };
    }
    const to = { plan: 'trainings', name: catalogueEntry('trainings')?.name ?? 'Platform', period };
    if (!live) return { ...held, change: 'checkout', to };
    const priceId = this.payments.prices.trainings[period];
    const recurring = { amountCents: live.amount_cents ?? 0, period, discountedAmountCents: null };
    if (live.price_id === priceId) {
      const renewalAt = iso(live.current_period_end)!;
      const charge = firstCardCharge({
        renewalAt,
        period,
        renewalCents: recurring.amountCents,
        creditCents: creditHeldCents,
      });
      return {
        ...held,
        change: live.cancel_at ? 'keep' : 'none',
        to,
        recurring,
        nextRenewalAt: renewalAt,
        firstCardChargeAt: charge.at,
        firstCardChargeCents: charge.amountCents,
      };
    }
    const prorationDate = Math.floor(this.clock.now().getTime() / 1000);
    const preview = await this.provider(() =>
      this.payments.previewPriceChange({ subscriptionId: live.subscription_id!, priceId, prorationDate }),
    );
    const shown = previewDto(preview);
    const renewalCents = shown.recurring?.discountedAmountCents ?? shown.recurring?.amountCents ?? 0;
    const charge = firstCardCharge({
      renewalAt: preview.nextRenewalAt,
      period,
      renewalCents,
      creditCents: preview.creditAfterCents,
    });
    return {
      ...held,
      ...shown,
      change: 'price',
      to,
      creditAfterCents: preview.creditAfterCents,
      firstCardChargeAt: charge.at,
      firstCardChargeCents: charge.amountCents,
    };
  }

  /** Spec 3 §7 PUT /user/{sub}/subscription: the free plan, a prorated change of a payment subscription, or a checkout. */
  async changePlan(
    caller: AuthenticatedUser,
    userId: string,
    body: UpdateSubscriptionBody,
  ): Promise<SubscriptionChangeDto> {
    const { account, live } = await this.planChangeContext(caller, userId, body);

    if (body.plan === 'free') {
      if (!live) {
        if (account.plan === 'free') return { plan: 'free', unchanged: true };
        await this.repository.updatePlan(userId, 'free');
        return { plan: 'free' };
      }
      if (live.cancel_at) {
        // Already ending (perhaps cancelled in the portal): Free follows it, as it would have.
        if (account.plan !== 'free') await this.repository.updatePlan(userId, 'free');
        return { plan: 'free', unchanged: true, effectiveAt: iso(live.cancel_at)! };
      }
      // Moving to the free plan with a payment subscription: it ends at the period's end, the plan stays until then.
      const snapshot = await this.changeAndApply(userId, () =>
        this.payments.setCancelAtPeriodEnd({ subscriptionId: live.subscription_id!, cancel: true }),
      );
      await this.repository.updatePlan(userId, 'free');
      return { plan: 'free', ...(snapshot.cancelAt ? { effectiveAt: snapshot.cancelAt } : {}) };
    }
    const period: BillingPeriod = body.period ?? 'monthly';

    if (!live) {
      const discount = body.discountId
        ? checkoutDiscountRef('trainings', period, [body.discountId], 'body.discountId')
        : null;
      const session = await this.startCheckout(
        account,
        'trainings',
        period,
        discount,
        body.returnTo ?? 'billing',
        'body.discountId',
      );
      return { plan: 'trainings', period, ...session };
    }
    // Spec 3 §4.1: a legacy-plan user moves to current pricing on change.
    const priceId = this.payments.prices.trainings[period];
    if (live.price_id === priceId) {
      // The plan held: nothing is charged; a plan set to end renews instead.
      if (!live.cancel_at) return { plan: 'trainings', period, unchanged: true };
      await this.changeAndApply(userId, () =>
        this.payments.setCancelAtPeriodEnd({ subscriptionId: live.subscription_id!, cancel: false }),
      );
      return { plan: 'trainings', period };
    }
    const prorationDate = this.confirmedProrationDate(body.prorationDate);
    if (prorationDate !== undefined && body.expectedAmountDueCents !== undefined) {
      // Charged exactly what was shown: the provider computes the change again at the preview's proration date.
      const again = await this.provider(() =>
        this.payments.previewPriceChange({ subscriptionId: live.subscription_id!, priceId, prorationDate }),
      );
      if (again.invoice.amountDueCents !== body.expectedAmountDueCents)
        throw new DomainError('conflict', PREVIEW_OUT_OF_DATE);
    }
    const askedAt = this.clock.now();
    const { subscription: snapshot, invoice } = await this.provider(() =>
      this.payments.changePrice({
        subscriptionId: live.subscription_id!,
        priceId,
        prorationDate,
        idempotencyKey: `change-${live.subscription_id}-${priceId}-${randomUUID()}`,
      }),
    );
    if (invoice && invoice.amountPaidCents > 0)
      await this.repository.queueReceipt(
        receiptEmailJob({
          to: account.email,
          firstName: account.first_name ?? '',
          reference: invoice.number ?? invoice.id,
          amountCents: invoice.amountPaidCents,
          plan: 'trainings',
          period,
          renewsAt: snapshot.currentPeriodEnd,
        }),
      );
    if (snapshot.cancelAt)
      await this.changeAndApply(userId, () =>
        this.payments.setCancelAtPeriodEnd({ subscriptionId: live.subscription_id!, cancel: false }),
      );
    else await this.applySnapshot(userId, snapshot, askedAt);
    return { plan: 'trainings', period, amountChargedCents: invoice?.amountPaidCents ?? 0 };
  }

  /** A preview's proration date, if the change was confirmed from one: not in the future, and not too old. */
  private confirmedProrationDate(prorationDate: number | undefined): number | undefined {
    if (prorationDate === undefined) return undefined;
    const now = this.clock.now().getTime() / 1000;
    if (prorationDate > now + 60 || prorationDate < now - PREVIEW_VALID_SECONDS)
      throw new DomainError('conflict', PREVIEW_EXPIRED);
    return prorationDate;
  }

  /** The user's invoices at the payment provider, newest first (issue 24); none without billing details. */
  async invoices(userId: string): Promise<InvoiceListDto> {
    const { account, payment } = await this.load(userId);
    const customerId = customerIdOf(account, payment);
    if (!customerId) return { invoices: [] };
    const invoices = await this.provider(() => this.payments.listInvoices(customerId));
    return {
      invoices: invoices
        .filter((invoice) => invoice.status !== 'draft')
        .map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          status: invoice.status,
          createdAt: invoice.paidAt ?? invoice.createdAt,
          amountPaidCents: invoice.amountPaidCents,
          totalCents: invoice.totalCents,
          url: invoice.hostedUrl,
          pdfUrl: invoice.pdfUrl,
        })),
    };
  }

  /**
   * Spec 2 §7 POST /create-checkout-session: Platform, or a Virtual Coach offer (its plan with its discount, spec 2 §9);
   * an unknown discount, a discount for another plan or period, or Coach without its offer is 400.
   */
  async createCheckoutSession(caller: AuthenticatedUser, body: CreateCheckoutSessionBody): Promise<CheckoutSessionDto> {
    if (caller.id !== body.userId) throw new DomainError('forbidden', NOT_YOUR_SUBSCRIPTION);
    const discount = checkoutDiscountRef(body.plan, body.period, body.discountIds);
    if (body.plan === 'coach' && !(discount && 'couponId' in discount)) {
      throw new FieldRefusedError(COACH_ONLY_WITH_OFFER, 'body.plan');
    }
    const { account, payment } = await this.load(body.userId);
    if (payment && isLive(rowView(payment))) throw new DomainError('conflict', ALREADY_SUBSCRIBED);
    // Issue 44: a Virtual Coach offer is bought only by a customer it is offered to (never for a plan they hold).
    const offer = body.discountIds.map(offerOfDiscount).find((found) => found !== null);
    if (offer && !offersFor({ plan: (await this.access.forUser(body.userId)).plan, payment: null }).includes(offer))
      throw new DomainError('conflict', OFFER_NOT_FOR_YOU);
    return this.startCheckout(
      account,
      body.plan,
      body.period,
      discount,
      body.returnTo ?? 'billing',
      'body.discountIds.0',
      body.referral,
    );
  }

  /**
   * After a checkout page (issue 24): whose checkout it is, whether it was paid, and, once the payment's own event
   * has reached the billing view (waited for, bounded), the plan it started. A replayed success URL answers the
   * same again and changes nothing.
   */
  async confirmCheckout(caller: AuthenticatedUser, sessionId: string): Promise<CheckoutConfirmationDto> {
    const session = await this.provider(
      () => this.payments.retrieveCheckoutSession(sessionId),
      (refusal) =>
        refusal.kind === 'not_found' ? new DomainError('not_found', CHECKOUT_NOT_FOUND, { cause: refusal }) : undefined,
    );
    const { account } = await this.load(caller.id);
    const ownCustomer = customerIdOf(account, undefined);
    const owner = session.userId ?? null;
    if (owner !== caller.id && !(owner === null && session.customerId !== null && session.customerId === ownCustomer))
      throw new DomainError('forbidden', NOT_YOUR_CHECKOUT);
    const pending: CheckoutConfirmationDto = {
      status: 'confirming',
      plan: null,
      planName: null,
      period: null,
      amountPaidCents: session.amountTotalCents,
      nextRenewalAt: null,
      receiptTo: null,
    };
    if (session.status === 'open') return { ...pending, status: 'unpaid', amountPaidCents: null };
    if (session.status === 'expired') return { ...pending, status: 'expired', amountPaidCents: null };
    if (!session.subscriptionId) return pending;
    const seen = await this.repository.waitForSubscriptionEvent(caller.id, session.subscriptionId);
    if (seen && (await this.repository.isRefundedDuplicate(caller.id, session.subscriptionId)))
      return { ...pending, status: 'refunded' };
    const payment = seen ? await this.repository.getPaymentSubscription(caller.id) : undefined;
    if (!payment || payment.subscription_id !== session.subscriptionId) return pending;
    const plan = payment.plan ?? 'trainings';
    return {
      status: 'confirmed',
      plan,
      planName: catalogueEntry(plan)?.name ?? plan,
      period: (payment.period as BillingPeriod | null) ?? null,
      amountPaidCents: session.amountTotalCents,
      nextRenewalAt: payment.cancel_at || payment.ended_at ? null : iso(payment.current_period_end),
      receiptTo: session.amountTotalCents !== null && session.amountTotalCents > 0 ? account.email : null,
    };
  }

  /** Spec 3 §7 POST /create-customer-portal-session: the portal opens with the user's customer. */
  async createPortalSession(caller: AuthenticatedUser, userId: string): Promise<PortalSessionDto> {
    if (caller.id !== userId) throw new DomainError('forbidden', NOT_YOUR_BILLING);
    const { account, payment } = await this.load(userId);
    const live = payment && isLive(rowView(payment)) ? payment : null;
    if (UNMANAGED_PLANS.includes(live?.plan ?? account.plan ?? ''))
      throw new DomainError('forbidden', BILLING_NOT_MANAGED_HERE);
    const customerId = customerIdOf(account, payment);
    if (!customerId) throw new DomainError('not_found', NO_BILLING_DETAILS);
    const session = await this.provider(() =>
      this.payments.createPortalSession({ customerId, returnUrl: this.webUrl('/games/user/settings/billing') }),
    );
    return { redirectURI: session.url };
  }

  /** Spec 3 §7 GET /coupons/{code}: an active, unexpired promotion code with its coupon. */
  async findPromotionCode(code: string): Promise<PromotionCodeDto> {
    const found = await this.provider(() => this.payments.findPromotionCode(code, this.clock.now()));
    if (!found) throw new DomainError('not_found', PROMO_CODE_NOT_FOUND);
    return promotionCodeDto(found);
  }

  /** Spec 3 §7 PUT /user/{sub}/subscription/promotion. */
  async applyPromotion(
    caller: AuthenticatedUser,
    userId: string,
    body: ApplyPromotionBody,
  ): Promise<SubscriptionChangeDto> {
    if (caller.id !== userId) throw new DomainError('forbidden', NOT_YOUR_SUBSCRIPTION);
    const { payment } = await this.load(userId);
    const live = payment && isLive(rowView(payment)) ? payment : null;
    if (!live) throw new DomainError('conflict', NO_PAYMENT_SUBSCRIPTION);
    if (live.subscription_id !== body.subscriptionId) throw new DomainError('not_found', SUBSCRIPTION_NOT_FOUND);
    // Whatever the provider refuses (a code it does not have, one it will not apply) is the code field's problem.
    const askedAt = this.clock.now();
    const snapshot: SubscriptionSnapshot = await this.provider(
      () =>
        this.payments.applyPromotionCode({
          subscriptionId: body.subscriptionId,
          promotionCodeId: body.promotionCodeId,
        }),
      (refusal) => new FieldRefusedError(PROMO_CODE_NOT_FOUND, 'body.promotionCodeId', { cause: refusal }),
    );
    await this.applySnapshot(userId, snapshot, askedAt);
    return { plan: live.plan ?? 'trainings', ...(live.period ? { period: live.period as BillingPeriod } : {}) };
  }

  /** Spec 3 §2.6: which of the offer page's four states the user is in, and the annual price less the fixed code's coupon. */
  async offer(userId: string): Promise<OfferDto> {
    const { account, payment } = await this.load(userId);
    const live = payment && isLive(rowView(payment)) ? payment : null;
    const promotion = await this.provider(() =>
      this.payments.findPromotionCode(OFFER_PROMOTION_CODE, this.clock.now()),
    );
    const coupon = promotion?.coupon ?? null;
    const priceCents = coupon ? applyCoupon(OFFER_BASE_ANNUAL_CENTS, coupon) : OFFER_BASE_ANNUAL_CENTS;
    const action = offerAction({
      storedPlan: account.plan,
      payment: live ? { plan: live.plan, period: live.period, isPaused: live.is_paused } : null,
    });
    return {
      action,
      subscriptionId: live?.subscription_id ?? null,
      baseAnnualCents: OFFER_BASE_ANNUAL_CENTS,
      priceCents,
      promotionCode: promotion ? promotionCodeDto(promotion) : null,
    };
  }

  private async startCheckout(
    account: Account,
    plan: PaidPlan,
    period: BillingPeriod,
    discount: CheckoutDiscountRef | null,
    returnTo: ReturnTo,
    discountPath = 'body.discountIds.0',
    referral?: string,
  ): Promise<CheckoutSessionDto> {
    const priceId = priceIdOf(this.payments.prices, plan, period);
    if (!priceId) {
      const notSold = `The ${plan} plan is not sold ${period}.`;
      throw new FieldRefusedError(notSold, 'body.period');
    }
    const known = customerIdOf(account, undefined);
    if (known) {
      // The provider is the ledger (issue 44): a subscription it holds, even one whose webhook has not arrived yet,
      // refuses a second checkout; and a checkout still open in another tab expires, so only one can be paid.
      const subscriptions = await this.provider(() => this.payments.listSubscriptions(known));
      if (subscriptions.some((subscription) => isCharging(subscription) && subscription.duplicateOf === null))
        throw new DomainError('conflict', ALREADY_SUBSCRIBED);
      await this.provider(() => this.payments.expireOpenCheckouts(known));
    }
    const customerId = known ?? (await this.createCustomer(account));
    const back = RETURN_PATHS[returnTo];
    const session = await this.provider(
      () =>
        this.payments.createCheckoutSession({
          customerId,
          userId: account.id,
          priceId,
          ...(discount ?? {}),
          ...(referral ? { referral } : {}),
          // Issue 24: every checkout returns to its confirmation, which waits for the payment before any plan guard.
          successUrl: this.webUrl(`/checkout/confirmation?session_id={CHECKOUT_SESSION_ID}&next=${returnTo}`),
          cancelUrl: this.webUrl(`${back}?checkout=cancelled`),
          idempotencyKey: `checkout-${account.id}-${randomUUID()}`,
        }),
      // A promotion code or coupon the provider does not have: the discount asked for is unknown.
      (refusal) =>
        discount && refusal.kind === 'not_found' && /promotion code|coupon/i.test(refusal.message)
          ? badDiscount(UNKNOWN_DISCOUNT, discountPath)
          : undefined,
    );
    return { sessionId: session.id, url: session.url };
  }

  private async createCustomer(account: Account): Promise<string> {
    const name = `${account.first_name} ${account.last_name}`.trim() || account.email;
    const customerId = await this.provider(() =>
      this.payments.createCustomer({ userId: account.id, email: account.email, name }),
    );
    await this.repository.setCustomerId(account.id, customerId);
    return customerId;
  }

  /** A change at the provider whose answer is applied at once, stamped with when it was asked for. */
  private async changeAndApply(
    userId: string,
    change: () => Promise<SubscriptionSnapshot>,
  ): Promise<SubscriptionSnapshot> {
    const askedAt = this.clock.now();
    const snapshot = await this.provider(change);
    await this.applySnapshot(userId, snapshot, askedAt);
    return snapshot;
  }

  /**
   * The provider's answer to the product's own change, applied at once (its webhook then changes nothing). Stamped
   * with the moment the provider was asked: the webhook job stamps each subscription it reads with the moment of its
   * read too, so of two states of one subscription the one read later wins, whichever is applied first (issue 44).
   */
  private async applySnapshot(userId: string, snapshot: SubscriptionSnapshot, askedAt: Date): Promise<void> {
    const price = this.payments.priceOf(snapshot.priceId);
    if (!price) return;
    await this.repository.sync({
      type: 'SyncSubscription',
      data: {
        userId,
        providerEventId: `api:${randomUUID()}`,
        occurredAt: askedAt,
        snapshot,
        plan: price.plan,
        period: price.period,
      },
    });
  }

  private async load(userId: string): Promise<{ account: Account; payment: Payment | undefined }> {
    const [account, payment] = await Promise.all([
      this.access.requireAccount(userId),
      this.repository.getPaymentSubscription(userId),
    ]);
    return { account, payment };
  }

  private timelineEntry(account: Account, live: Payment | null): PlanTimelineEntryDto | null {
    if (live) {
      return {
        ...planEntry(live.plan ?? 'trainings', (live.period as BillingPeriod | null) ?? null, live.amount_cents),
        isPaused: live.is_paused,
        pausedFrom: live.is_paused ? iso(live.paused_from ?? live.current_period_start) : null,
        resumesAt: live.is_paused ? iso(live.resumes_at) : null,
        isTrial: live.is_trial,
        discount: live.discount?.name ?? null,
        startDate: iso(live.current_period_start),
        endDate: iso(live.cancel_at ?? live.current_period_end),
      };
    }
    if (!account.plan) return null;
    return {
      ...planEntry(account.plan, null, null),
      isPaused: account.is_plan_paused,
      pausedFrom: null,
      resumesAt: null,
      isTrial: false,
      discount: null,
      startDate: null,
      endDate: null,
    };
  }

  private webUrl(path: string): string {
    return `${this.config.PUBLIC_WEB_URL.replace(/\/+$/, '')}${path}`;
  }

  /**
   * A call to the payment provider through the one port call: a missing object is 404 and a refusal 400 with the
   * provider's reason (the exception filter's answers for their kinds) unless `reword` says them otherwise; an
   * outage is 502.
   */
  private provider<T>(call: () => Promise<T>, reword?: (refusal: DomainError) => Error | undefined): Promise<T> {
    return callPort(call, { unavailable: PAYMENTS_UNAVAILABLE, ...(reword ? { reword } : {}) });
  }
}

function planEntry(
  code: string,
  period: BillingPeriod | null,
  amountCents: number | null,
): Omit<
  PlanTimelineEntryDto,
  'isPaused' | 'pausedFrom' | 'resumesAt' | 'isTrial' | 'discount' | 'startDate' | 'endDate'
> {
  const entry = catalogueEntry(code);
  return {
    plan: code,
    name: entry?.name ?? code,
    period,
    amountCents:
      amountCents ??
      (period === 'annually'
        ? (entry?.priceYearlyCents ?? null)
        : period === 'monthly'
          ? (entry?.priceMonthlyCents ?? null)
          : (entry?.priceMonthlyCents ?? null)),
  };
}

/**
 * The discount of a checkout (spec 2 §7 discountIds, at most one): a checkout discount for this very plan and period,
 * or a promotion code id (the provider then says whether it exists); anything else is 400 on its field.
 */
function checkoutDiscountRef(
  plan: PaidPlan,
  period: BillingPeriod,
  discountIds: readonly string[],
  path = 'body.discountIds.0',
): CheckoutDiscountRef | null {
  const [id] = discountIds;
  if (id === undefined) return null;
  const known = checkoutDiscount(id);
  if (known) {
    if (known.plan !== plan || known.period !== period) throw badDiscount(DISCOUNT_NOT_FOR_PLAN, path);
    return { couponId: known.id };
  }
  if (PROMOTION_CODE_ID.test(id)) return { promotionCodeId: id };
  throw badDiscount(UNKNOWN_DISCOUNT, path);
}

function customerIdOf(account: Account, payment: Payment | undefined): string | null {
  const stored = (account.stripe as Record<string, unknown>)['customerId'];
  return typeof stored === 'string' && stored !== '' ? stored : (payment?.customer_id ?? null);
}

function rowView(payment: Payment): { status: string; endedAt: string | null } {
  return { status: payment.status ?? 'active', endedAt: iso(payment.ended_at) };
}

/** The provider's invoice preview as the Update Plan form shows it. */
function previewDto(
  preview: PriceChangePreview,
): Pick<
  PlanChangePreviewDto,
  | 'amountDueTodayCents'
  | 'lines'
  | 'subtotalCents'
  | 'discountCents'
  | 'totalCents'
  | 'creditAppliedCents'
  | 'recurring'
  | 'nextRenewalAt'
  | 'discount'
  | 'prorationDate'
> {
  const { invoice, discount, newPrice } = preview;
  const lastsBeyondToday = discount !== null && discount.duration !== 'once';
  const discounted = discount === null || !lastsBeyondToday ? null : applyCoupon(newPrice.amountCents, discount);
  return {
    amountDueTodayCents: invoice.amountDueCents,
    lines: invoice.lines.map((line) => ({
      kind: line.amountCents < 0 ? 'credit' : 'charge',
      description: line.description,
      amountCents: line.amountCents,
    })),
    subtotalCents: invoice.subtotalCents,
    discountCents: invoice.discountCents,
    totalCents: invoice.totalCents,
    creditAppliedCents: invoice.totalCents - invoice.amountDueCents,
    recurring: {
      amountCents: newPrice.amountCents,
      period: newPrice.interval === 'year' ? 'annually' : 'monthly',
      discountedAmountCents: discounted,
    },
    nextRenewalAt: preview.nextRenewalAt,
    discount: discount
      ? {
          name: discount.name,
          percentOff: discount.percentOff,
          amountOffCents: discount.amountOffCents,
          lastsBeyondToday,
        }
      : null,
    prorationDate: preview.prorationDate,
  };
}

const REFUND_REASONS = ['duplicate_subscription', 'credit', 'account_deleted'] as const;

function refundDto(refund: RefundSnapshot): BillingOverviewDto['refunds'][number] {
  const reason = (REFUND_REASONS as readonly string[]).includes(refund.reason ?? '')
    ? (refund.reason as (typeof REFUND_REASONS)[number])
    : 'other';
  return {
    id: refund.id,
    reason,
    amountCents: refund.amountCents,
    createdAt: refund.createdAt,
    // A refund the bank refused went back to the balance as credit (issue 44): said as such, not as money returned.
    failed: refund.status === 'failed',
    message:
      refund.status === 'failed'
        ? failedRefundSentence(refund.amountCents, refund.amountCents)
        : reason === 'other'
          ? `We refunded ${formatDollars(refund.amountCents)} to your card.`
          : refundSentence(reason, refund.amountCents),
  };
}

function promotionCodeDto(found: PromotionCodeDetails): PromotionCodeDto {
  return { promotionCodeId: found.id, code: found.code, coupon: found.coupon };
}
