import { formatDate, formatDollars } from '@impromptu/kernel';
import { type EmbeddedObjectStore, newId, seconds, type StripeObject } from './object-store.js';
import {
  addInterval,
  discountedPeriodCents,
  prorate,
  remainingShare,
  settle,
  type Interval,
  type Proration,
  type ProrationCoupon,
} from './proration.js';
import type { WebhookSender } from './webhook-sender.js';

/** A Stripe API error as the SDK reads it: `{ error: { type, message, code, param } }` with its status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined = undefined,
    readonly param: string | undefined = undefined,
    readonly type: string = 'invalid_request_error',
  ) {
    super(message);
  }
}

const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, `No such ${kind}: '${id}'`, 'resource_missing', param);

export interface CatalogueProduct {
  id: string;
  name: string;
  description: string;
}

export interface CataloguePrice {
  id: string;
  product: string;
  unitAmountCents: number;
  interval: 'month' | 'year';
}

export interface CatalogueCoupon {
  id: string;
  name: string;
  percentOff?: number;
  amountOffCents?: number;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths?: number;
}

export interface CataloguePromotionCode {
  id: string;
  code: string;
  coupon: string;
  expiresAt?: Date;
}

export interface EmbeddedCatalogue {
  products: CatalogueProduct[];
  prices: CataloguePrice[];
  coupons: CatalogueCoupon[];
  promotionCodes: CataloguePromotionCode[];
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Test cards as Stripe's test mode treats them; any other number that passes the Luhn check is accepted. */
export const DECLINED_CARD = '4000000000000002';
/** Charged as any card, but a refund to it fails afterwards (Stripe's 4000 0000 0000 5126): a closed account. */
export const REFUND_FAILS_CARD = '4000000000005126';

export type Params = Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const bool = (value: unknown): boolean | undefined =>
  value === 'true' || value === true ? true : value === 'false' || value === false ? false : undefined;
const int = (value: unknown): number | undefined => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(number) ? number : undefined;
};
const list = (value: unknown): Params[] =>
  (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []) as Params[];
const metadataOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, String(v)]))
    : {};
const required = (value: string | undefined, param: string): string => {
  if (value === undefined)
    throw new StripeApiError(400, `Missing required param: ${param}.`, 'parameter_missing', param);
  return value;
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Problems with a card as the checkout page words them, by field; none when the card is accepted. */
export function cardProblems(card: CardInput, now: Date): Partial<Record<keyof CardInput, string>> {
  const problems: Partial<Record<keyof CardInput, string>> = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (digits === '') problems.number = 'Your card number is incomplete.';
  else if (!luhnValid(digits)) problems.number = 'Your card number is invalid.';
  else if (digits === DECLINED_CARD) problems.number = 'Your card was declined.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (!expiry) problems.expiry = "Your card's expiration date is incomplete.";
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    const endOfMonth = Date.UTC(year, month, 1);
    if (month < 1 || month > 12) problems.expiry = "Your card's expiration date is invalid.";
    else if (endOfMonth <= now.getTime()) problems.expiry = "Your card's expiration year is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = "Your card's security code is incomplete.";
  if (card.name.trim() === '') problems.name = 'Enter the name on your card.';
  return problems;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** Amount off a price for a coupon, never below zero. */
export function discountedAmount(amountCents: number, coupon: StripeObject | null): number {
  if (!coupon) return amountCents;
  const percent = typeof coupon['percent_off'] === 'number' ? (coupon['percent_off'] as number) : null;
  const amountOff = typeof coupon['amount_off'] === 'number' ? (coupon['amount_off'] as number) : null;
  if (percent !== null) return Math.max(0, Math.round(amountCents * (1 - percent / 100)));
  if (amountOff !== null) return Math.max(0, amountCents - amountOff);
  return amountCents;
}

export interface EmbeddedStripeOptions {
  store: EmbeddedObjectStore;
  /** Where the browser reaches this server: the checkout and portal pages' addresses. */
  publicUrl: string;
  webhooks: Pick<WebhookSender, 'send'> | null;
  now?: () => Date;
}

/**
 * The subset of Stripe the product uses, with Stripe's object shapes: customers, prices, coupons,
 * promotion codes, Checkout Sessions in subscription mode, subscriptions (price changes with
 * prorations, discounts, pause, cancellation at period end), Billing Portal sessions, invoice items
 * for prorations, and events delivered as signed webhooks.
 */
export class EmbeddedStripe {
  readonly store: EmbeddedObjectStore;
  private readonly publicUrl: string;
  private readonly webhooks: Pick<WebhookSender, 'send'> | null;
  private readonly clock: () => Date;
  /** While a renewal is made: the moment of the period's end it happens at (seconds), as Stripe's scheduler would. */
  private renewingAt: number | null = null;
  readonly now = (): Date => (this.renewingAt !== null ? new Date(this.renewingAt * 1000) : this.clock());

  constructor(options: EmbeddedStripeOptions) {
    this.store = options.store;
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.webhooks = options.webhooks;
    this.clock = options.now ?? (() => new Date());
  }

  // ── catalogue ──────────────────────────────────────────────────────────────

  /** Creates the products, prices, coupons and promotion codes that are missing; leaves existing ones as they are. */
  async ensureCatalogue(catalogue: EmbeddedCatalogue): Promise<void> {
    const created = seconds(this.now());
    for (const product of catalogue.products) {
      await this.store.putIfAbsent({
        id: product.id,
        object: 'product',
        name: product.name,
        description: product.description,
        active: true,
        created,
        livemode: false,
        metadata: {},
      });
    }
    for (const price of catalogue.prices) {
      await this.store.putIfAbsent(
        this.priceObject(price.id, price.product, price.unitAmountCents, price.interval, created),
      );
    }
    for (const coupon of catalogue.coupons) {
      await this.store.putIfAbsent(
        this.couponObject({
          id: coupon.id,
          name: coupon.name,
          percent_off: coupon.percentOff,
          amount_off: coupon.amountOffCents,
          duration: coupon.duration,
          duration_in_months: coupon.durationInMonths,
        }),
      );
    }
    for (const code of catalogue.promotionCodes) {
      await this.store.putIfAbsent(
        this.promotionCodeObject(code.id, code.code, code.coupon, code.expiresAt ? seconds(code.expiresAt) : null),
      );
    }
  }

  private priceObject(
    id: string,
    product: string,
    unitAmount: number,
    interval: 'month' | 'year',
    created: number,
  ): StripeObject {
    return {
      id,
      object: 'price',
      active: true,
      currency: 'usd',
      product,
      unit_amount: unitAmount,
      recurring: { interval, interval_count: 1, usage_type: 'licensed' },
      type: 'recurring',
      created,
      livemode: false,
      metadata: {},
    };
  }

  private couponObject(params: Params): StripeObject {
    const percentOff =
      params['percent_off'] === undefined || params['percent_off'] === '' ? null : Number(params['percent_off']);
    const amountOff = int(params['amount_off']) ?? null;
    if ((percentOff === null) === (amountOff === null))
      throw new StripeApiError(
        400,
        'A coupon needs exactly one of percent_off and amount_off.',
        'parameter_invalid_empty',
        'percent_off',
      );
    if (percentOff !== null && !(percentOff > 0 && percentOff <= 100))
      throw new StripeApiError(
        400,
        'percent_off must be greater than 0 and at most 100.',
        'parameter_invalid_integer',
        'percent_off',
      );
    const id = str(params['id']) ?? newId('co');
    return {
      id,
      object: 'coupon',
      name: str(params['name']) ?? null,
      percent_off: percentOff,
      amount_off: amountOff,
      currency: amountOff === null ? null : 'usd',
      duration: str(params['duration']) ?? 'once',
      duration_in_months: int(params['duration_in_months']) ?? null,
      valid: true,
      created: seconds(this.now()),
      livemode: false,
      metadata: metadataOf(params['metadata']),
    };
  }

  private promotionCodeObject(id: string, code: string, coupon: string, expiresAt: number | null): StripeObject {
    return {
      id,
      object: 'promotion_code',
      active: true,
      code,
      promotion: { type: 'coupon', coupon },
      customer: null,
      expires_at: expiresAt,
      max_redemptions: null,
      times_redeemed: 0,
      restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
      created: seconds(this.now()),
      livemode: false,
      metadata: {},
    };
  }

  async createCoupon(params: Params): Promise<StripeObject> {
    const coupon = this.couponObject(params);
    if (await this.store.get(coupon.id))
      throw new StripeApiError(400, 'Coupon already exists.', 'resource_already_exists', 'id');
    return this.store.put(coupon);
  }

  async retrieveCoupon(id: string): Promise<StripeObject> {
    return (await this.store.get(id, 'coupon')) ?? Promise.reject(missing('coupon', id));
  }

  async createPromotionCode(params: Params): Promise<StripeObject> {
    const promotion = (params['promotion'] ?? {}) as Params;
    const couponId = required(str(promotion['coupon']) ?? str(params['coupon']), 'promotion[coupon]');
    await this.retrieveCoupon(couponId);
    const code = str(params['code']) ?? newId('PROMO').slice(6, 14).toUpperCase();
    if ((await this.store.list('promotion_code', { code })).some((existing) => existing['active'] === true)) {
      throw new StripeApiError(
        400,
        'An active promotion code with that code already exists.',
        'resource_already_exists',
        'code',
      );
    }
    return this.store.put(this.promotionCodeObject(newId('promo'), code, couponId, int(params['expires_at']) ?? null));
  }

  /** Lists promotion codes by code (case-insensitive, as Stripe matches them) and activity. */
  async listPromotionCodes(params: Params, expand: string[]): Promise<StripeObject> {
    const code = str(params['code']);
    const active = bool(params['active']);
    const limit = Math.min(int(params['limit']) ?? 10, 100);
    const all = await this.store.list('promotion_code', {}, 1000);
    const matches = all.filter(
      (promo) =>
        (code === undefined || String(promo['code']).toLowerCase() === code.toLowerCase()) &&
        (active === undefined || promo['active'] === active),
    );
    const data = await Promise.all(
      matches
        .slice(0, limit)
        .map((promo) => (expand.includes('data.promotion.coupon') ? this.withCoupon(promo) : promo)),
    );
    return {
      object: 'list',
      id: 'list',
      url: '/v1/promotion_codes',
      has_more: matches.length > limit,
      data,
    } as unknown as StripeObject;
  }

  private async withCoupon(promo: StripeObject): Promise<StripeObject> {
    const promotion = promo['promotion'] as { type: string; coupon: string };
    return { ...promo, promotion: { ...promotion, coupon: await this.store.get(promotion.coupon, 'coupon') } };
  }

  async retrievePrice(id: string): Promise<StripeObject> {
    return (await this.store.get(id, 'price')) ?? Promise.reject(missing('price', id));
  }

  // ── customers ──────────────────────────────────────────────────────────────

  async createCustomer(params: Params): Promise<StripeObject> {
    return this.store.put({
      id: newId('cus'),
      object: 'customer',
      email: str(params['email']) ?? null,
      name: str(params['name']) ?? null,
      metadata: metadataOf(params['metadata']),
      invoice_settings: { default_payment_method: null },
      // Stripe's customer balance, in cents: negative is credit held for the next invoices.
      balance: 0,
      created: seconds(this.now()),
      livemode: false,
    });
  }

  /** POST /v1/customers/:id/balance_transactions: a debit (positive) or credit (negative) of the customer's balance. */
  async createBalanceTransaction(customerId: string, params: Params): Promise<StripeObject> {
    const customer = await this.retrieveCustomer(customerId);
    const amount = int(params['amount']);
    if (amount === undefined || amount === 0)
      throw new StripeApiError(400, 'Invalid integer: amount', 'parameter_invalid_integer', 'amount');
    const before = typeof customer['balance'] === 'number' ? customer['balance'] : 0;
    await this.store.put({ ...customer, balance: before + amount });
    return this.store.put({
      id: newId('cbtxn'),
      object: 'customer_balance_transaction',
      amount,
      currency: 'usd',
      customer: customerId,
      description: str(params['description']) ?? null,
      ending_balance: before + amount,
      type: 'adjustment',
      metadata: metadataOf(params['metadata']),
      created: seconds(this.now()),
      livemode: false,
    });
  }

  /** GET /v1/customers/:id/balance_transactions, newest first. */
  async listBalanceTransactions(customerId: string, params: Params): Promise<StripeObject> {
    await this.retrieveCustomer(customerId);
    return listOf(
      '/v1/customers/balance_transactions',
      await this.store.list('customer_balance_transaction', { customer: customerId }, 101),
      params,
    );
  }

  async retrieveCustomer(id: string): Promise<StripeObject> {
    return (await this.store.get(id, 'customer')) ?? Promise.reject(missing('customer', id));
  }

  // ── checkout ───────────────────────────────────────────────────────────────

  async createCheckoutSession(params: Params): Promise<StripeObject> {
    if (params['mode'] !== 'subscription')
      throw new StripeApiError(400, 'Only mode=subscription is supported here.', 'parameter_invalid_empty', 'mode');
    const customer = required(str(params['customer']), 'customer');
    await this.retrieveCustomer(customer);
    const items = list(params['line_items']);
    const priceId = required(str(items[0]?.['price']), 'line_items[0][price]');
    const price = await this.retrievePrice(priceId);
    const discounts = list(params['discounts']).map((discount) => ({
      promotion_code: str(discount['promotion_code']) ?? null,
      coupon: str(discount['coupon']) ?? null,
    }));
    for (const discount of discounts) {
      if (discount.promotion_code && !(await this.store.get(discount.promotion_code, 'promotion_code')))
        throw missing('promotion code', discount.promotion_code, 'discounts[0][promotion_code]');
      if (discount.coupon && !(await this.store.get(discount.coupon, 'coupon')))
        throw missing('coupon', discount.coupon, 'discounts[0][coupon]');
    }
    const subscriptionData = (params['subscription_data'] ?? {}) as Params;
    const id = newId('cs_test');
    const created = seconds(this.now());
    const coupon = await this.couponOfDiscount(discounts[0] ?? null);
    return this.store.put({
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer,
      client_reference_id: str(params['client_reference_id']) ?? null,
      metadata: metadataOf(params['metadata']),
      allow_promotion_codes: bool(params['allow_promotion_codes']) ?? null,
      discounts,
      success_url: required(str(params['success_url']), 'success_url'),
      cancel_url: str(params['cancel_url']) ?? null,
      subscription: null,
      currency: 'usd',
      amount_subtotal: price['unit_amount'],
      amount_total: discountedAmount(price['unit_amount'] as number, coupon),
      url: `${this.publicUrl}/c/pay/${id}`,
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
      _price: priceId,
      _subscription_metadata: metadataOf(subscriptionData['metadata']),
      _trial_period_days: int(subscriptionData['trial_period_days']) ?? null,
    });
  }

  async retrieveCheckoutSession(id: string): Promise<StripeObject> {
    return (await this.store.get(id, 'checkout.session')) ?? Promise.reject(missing('checkout session', id));
  }

  /** GET /v1/checkout/sessions: by customer and status, newest first. */
  async listCheckoutSessions(params: Params): Promise<StripeObject> {
    const customer = str(params['customer']);
    const status = str(params['status']);
    const sessions = await this.store.list(
      'checkout.session',
      { ...(customer ? { customer } : {}), ...(status ? { status } : {}) },
      101,
    );
    return listOf('/v1/checkout/sessions', sessions.map(visible), params);
  }

  /** POST /v1/checkout/sessions/:id/expire: an open session can no longer be paid. */
  async expireCheckoutSession(id: string): Promise<StripeObject> {
    const session = await this.retrieveCheckoutSession(id);
    if (session['status'] !== 'open')
      throw new StripeApiError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session['status'])}".`,
        'checkout_session_not_open',
      );
    const expired = await this.store.put({ ...session, status: 'expired', url: null });
    await this.emit('checkout.session.expired', expired);
    return expired;
  }

  private async couponOfDiscount(
    discount: { promotion_code: string | null; coupon: string | null } | null,
  ): Promise<StripeObject | null> {
    if (!discount) return null;
    if (discount.coupon) return this.store.get(discount.coupon, 'coupon');
    if (!discount.promotion_code) return null;
    const promo = await this.store.get(discount.promotion_code, 'promotion_code');
    const couponId = (promo?.['promotion'] as { coupon?: string } | undefined)?.coupon;
    return couponId ? this.store.get(couponId, 'coupon') : null;
  }

  /** What the checkout page shows: the price, its product, the discount and what is due today. */
  async checkoutSummary(sessionId: string) {
    const session = await this.retrieveCheckoutSession(sessionId);
    const price = await this.retrievePrice(session['_price'] as string);
    const product = await this.store.get(price['product'] as string, 'product');
    const customer = await this.retrieveCustomer(session['customer'] as string);
    const discount = (session['discounts'] as { promotion_code: string | null; coupon: string | null }[])[0] ?? null;
    const coupon = await this.couponOfDiscount(discount);
    return { session, price, product, customer, coupon };
  }

  /** An active promotion code by what a person typed, unexpired; null otherwise. */
  async findPromotionCode(code: string): Promise<StripeObject | null> {
    const all = await this.store.list('promotion_code', {}, 1000);
    const now = seconds(this.now());
    return (
      all.find(
        (promo) =>
          String(promo['code']).toLowerCase() === code.trim().toLowerCase() &&
          promo['active'] === true &&
          (promo['expires_at'] === null || (promo['expires_at'] as number) > now),
      ) ?? null
    );
  }

  /** The person paid on the checkout page: the subscription starts, the session completes, the webhooks go out. */
  async completeCheckout(
    sessionId: string,
    card: CardInput,
    promotionCode: string | null,
  ): Promise<{ redirectTo: string } | { problems: Record<string, string> } | { expired: true }> {
    const { session } = await this.checkoutSummary(sessionId);
    if (session['status'] === 'complete') return { redirectTo: this.successUrl(session) };
    if (session['status'] !== 'open') return { expired: true };
    const problems: Record<string, string> = { ...cardProblems(card, this.now()) };
    let discounts = session['discounts'] as { promotion_code: string | null; coupon: string | null }[];
    if (promotionCode && promotionCode.trim() !== '') {
      const promo = await this.findPromotionCode(promotionCode);
      if (!promo) problems['promotionCode'] = 'This code is invalid.';
      else discounts = [{ promotion_code: promo.id, coupon: null }];
    }
    if (Object.keys(problems).length > 0) return { problems };

    const now = seconds(this.now());
    const paymentMethod = await this.saveCard(session['customer'] as string, card);

    const price = await this.retrievePrice(session['_price'] as string);
    const interval = (price['recurring'] as { interval: 'month' | 'year' }).interval;
    const trialDays = session['_trial_period_days'] as number | null;
    const trialEnd = trialDays ? now + trialDays * 86_400 : null;
    const periodEnd = trialEnd ?? addInterval(now, interval);
    const subscriptionId = newId('sub');
    const discountIds = await this.createDiscounts(discounts, {
      subscription: subscriptionId,
      customer: session['customer'] as string,
      checkout_session: sessionId,
    });
    // What was paid today: the code typed on the page counts as much as one given up front.
    const paidCoupon = await this.couponOfDiscount(discounts[0] ?? null);
    const amountTotal = trialEnd ? 0 : discountedAmount(price['unit_amount'] as number, paidCoupon);
    const subscription = await this.store.put({
      id: subscriptionId,
      object: 'subscription',
      // What paid this period: the unused part of it is credited at this rate (issue 44).
      _period_paid_cents: amountTotal,
      customer: session['customer'],
      status: trialEnd ? 'trialing' : 'active',
      metadata: session['_subscription_metadata'] as Record<string, string>,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: now,
            current_period_end: periodEnd,
            subscription: subscriptionId,
          },
        ],
        has_more: false,
      },
      discounts: discountIds,
      default_payment_method: paymentMethod.id,
      pause_collection: null,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      currency: 'usd',
      collection_method: 'charge_automatically',
      start_date: now,
      billing_cycle_anchor: periodEnd,
      created: now,
      livemode: false,
    });
    // Stripe invoices the first period (a trial's invoice is of $0): the receipt of this payment.
    const unitAmount = trialEnd ? 0 : (price['unit_amount'] as number);
    const invoice = await this.createPaidInvoice({
      customer: session['customer'] as string,
      subscription,
      billingReason: 'subscription_create',
      discounts: discountIds,
      lines: [
        {
          description: `1 × ${await this.productName(price)} (at ${dollarsOf(price['unit_amount'] as number)} / ${interval})`,
          amountCents: unitAmount,
          discountCents: unitAmount - amountTotal,
          priceId: price.id,
          proration: false,
          period: { start: now, end: periodEnd },
        },
      ],
    });
    const completed = await this.store.put({
      ...session,
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      subscription: subscriptionId,
      invoice: invoice.id,
      discounts,
      amount_total: amountTotal,
    });
    await this.emit(
      'customer.subscription.created',
      await this.store.put({ ...subscription, latest_invoice: invoice.id }),
    );
    await this.emit('checkout.session.completed', completed);
    return { redirectTo: this.successUrl(completed) };
  }

  private successUrl(session: StripeObject): string {
    return String(session['success_url']).replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  private async createDiscounts(
    discounts: { promotion_code: string | null; coupon: string | null }[],
    on: { subscription: string; customer: string; checkout_session: string | null },
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const discount of discounts) {
      const coupon = await this.couponOfDiscount(discount);
      if (!coupon) continue;
      const stored = await this.store.put({
        id: newId('di'),
        object: 'discount',
        source: { type: 'coupon', coupon: coupon.id },
        promotion_code: discount.promotion_code,
        subscription: on.subscription,
        customer: on.customer,
        checkout_session: on.checkout_session,
        start: seconds(this.now()),
        end: null,
      });
      if (discount.promotion_code) {
        const promo = await this.store.get(discount.promotion_code, 'promotion_code');
        if (promo) await this.store.put({ ...promo, times_redeemed: Number(promo['times_redeemed'] ?? 0) + 1 });
      }
      ids.push(stored.id);
    }
    return ids;
  }

  // ── subscriptions ──────────────────────────────────────────────────────────

  /** GET /v1/subscriptions: a customer's, by status (`all`; the default leaves out canceled ones, as Stripe does). */
  async listSubscriptions(params: Params, expand: string[]): Promise<StripeObject> {
    const customer = str(params['customer']);
    const status = str(params['status']);
    const all = await this.store.list('subscription', customer ? { customer } : {}, 1000);
    const matching = all.filter((subscription) =>
      status === 'all'
        ? true
        : status === undefined
          ? subscription['status'] !== 'canceled' && subscription['status'] !== 'incomplete_expired'
          : subscription['status'] === status,
    );
    const itemExpand = expand.filter((path) => path.startsWith('data.')).map((path) => path.slice('data.'.length));
    const limit = Math.min(int(params['limit']) ?? 10, 100);
    const data = await Promise.all(
      matching
        .slice(0, limit)
        .map(async (subscription) => visible(await this.expandSubscription(subscription, itemExpand))),
    );
    return listOf('/v1/subscriptions', data, { limit: data.length }, matching.length > limit);
  }

  async retrieveSubscription(id: string, expand: string[] = []): Promise<StripeObject> {
    const subscription = await this.store.get(id, 'subscription');
    if (!subscription) throw missing('subscription', id);
    return this.expandSubscription(subscription, expand);
  }

  private async expandSubscription(subscription: StripeObject, expand: string[]): Promise<StripeObject> {
    const invoiceId = subscription['latest_invoice'];
    if (expand.includes('latest_invoice') && typeof invoiceId === 'string') {
      const invoice = await this.store.get(invoiceId, 'invoice');
      return this.expandSubscription(
        { ...subscription, latest_invoice: invoice ? visible(invoice) : invoiceId },
        expand.filter((path) => path !== 'latest_invoice'),
      );
    }
    if (!expand.some((path) => path === 'discounts' || path.startsWith('discounts.'))) return subscription;
    const withCoupon = expand.includes('discounts.source.coupon');
    const discounts = await Promise.all(
      (subscription['discounts'] as string[]).map(async (discountId) => {
        const discount = await this.store.get(discountId, 'discount');
        if (!discount || !withCoupon) return discount ?? discountId;
        const source = discount['source'] as { type: string; coupon: string };
        return { ...discount, source: { ...source, coupon: await this.store.get(source.coupon, 'coupon') } };
      }),
    );
    return { ...subscription, discounts };
  }

  /** POST /v1/subscriptions/:id: price changes (prorated), discounts, metadata, pause and cancellation at period end. */
  async updateSubscription(id: string, params: Params, expand: string[]): Promise<StripeObject> {
    const current = await this.store.get(id, 'subscription');
    if (!current) throw missing('subscription', id);
    if (current['status'] === 'canceled')
      throw new StripeApiError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
        'resource_missing',
      );
    let next: StripeObject = { ...current };
    const now = seconds(this.now());

    const items = list(params['items']);
    if (items.length > 0) {
      const priceId = required(str(items[0]!['price']), 'items[0][price]');
      const price = await this.retrievePrice(priceId);
      next = await this.changePrice(
        next,
        price,
        prorationBehaviorOf(params['proration_behavior'], 'proration_behavior'),
        this.prorationDateOf(next, params['proration_date'], 'proration_date'),
      );
    }
    if (params['discounts'] !== undefined) {
      const discounts = list(params['discounts']).map((discount) => ({
        promotion_code: str(discount['promotion_code']) ?? null,
        coupon: str(discount['coupon']) ?? null,
      }));
      for (const discount of discounts) {
        if (discount.promotion_code) {
          const promo = await this.store.get(discount.promotion_code, 'promotion_code');
          const expiresAt = promo?.['expires_at'] as number | null | undefined;
          if (
            !promo ||
            promo['active'] !== true ||
            (expiresAt !== null && expiresAt !== undefined && expiresAt <= now)
          ) {
            throw new StripeApiError(
              400,
              `The promotion code ${discount.promotion_code} is not active.`,
              'promotion_code_invalid',
              'discounts[0][promotion_code]',
            );
          }
        }
      }
      next['discounts'] = await this.createDiscounts(discounts, {
        subscription: id,
        customer: current['customer'] as string,
        checkout_session: null,
      });
    }
    if (params['metadata'] !== undefined)
      next['metadata'] = { ...(current['metadata'] as Record<string, string>), ...metadataOf(params['metadata']) };
    const cancel = bool(params['cancel_at_period_end']);
    if (cancel !== undefined) {
      const periodEnd = (next['items'] as { data: { current_period_end: number }[] }).data[0]!.current_period_end;
      next['cancel_at_period_end'] = cancel;
      next['cancel_at'] = cancel ? periodEnd : null;
      next['canceled_at'] = cancel ? now : null;
    }
    if (params['pause_collection'] !== undefined) {
      const pause = params['pause_collection'];
      next['pause_collection'] =
        pause === '' || pause === null
          ? null
          : {
              behavior: str((pause as Params)['behavior']) ?? 'void',
              resumes_at: int((pause as Params)['resumes_at']) ?? null,
            };
    }
    const stored = await this.store.put(next);
    await this.emit('customer.subscription.updated', stored, previousAttributes(current, stored));
    return this.expandSubscription(stored, expand);
  }

  /** The proration of moving `subscription` to `price` at `prorationDate`, with the discount it carries now. */
  private async prorationOf(
    subscription: StripeObject,
    price: StripeObject,
    prorationDate: number,
  ): Promise<Proration> {
    const item = (subscription['items'] as { data: StripeObject[] }).data[0]!;
    return prorate({
      from: proratedPrice(item['price'] as StripeObject),
      to: proratedPrice(price),
      periodStart: item['current_period_start'] as number,
      periodEnd: item['current_period_end'] as number,
      prorationDate,
      paidForPeriodCents: periodPaidCents(subscription),
      coupon: await this.couponOfSubscription(subscription),
    });
  }

  /** The coupon of the subscription's (first) discount, as the proration reads it. */
  private async couponOfSubscription(subscription: StripeObject): Promise<ProrationCoupon | null> {
    const discountId = (subscription['discounts'] as string[] | undefined)?.[0];
    const discount = discountId ? await this.store.get(discountId, 'discount') : null;
    const couponId = discount ? (discount['source'] as { coupon: string }).coupon : null;
    const coupon = couponId ? await this.store.get(couponId, 'coupon') : null;
    if (!coupon) return null;
    return {
      percentOff: typeof coupon['percent_off'] === 'number' ? coupon['percent_off'] : null,
      amountOffCents: typeof coupon['amount_off'] === 'number' ? coupon['amount_off'] : null,
    };
  }

  /** Stripe's proration_date: a whole second within the current period; now when not given. */
  private prorationDateOf(subscription: StripeObject, value: unknown, param: string): number {
    const now = seconds(this.now());
    if (value === undefined || value === '') return now;
    const date = int(value);
    const item = (subscription['items'] as { data: StripeObject[] }).data[0]!;
    const [start, end] = [item['current_period_start'] as number, item['current_period_end'] as number];
    if (date === undefined || date < start || date > end || date > now + 60)
      throw new StripeApiError(
        400,
        'The proration date must be within the current period of the subscription, and not in the future.',
        'parameter_invalid_integer',
        param,
      );
    return date;
  }

  /**
   * Moves the subscription's item to another price. With prorations, the unused part of the period is credited
   * and the new price charged (`prorate`, the very arithmetic of the invoice preview). A change of interval starts
   * a new period and is invoiced at once, as is every change with `always_invoice`; otherwise the prorations wait,
   * as pending invoice items (`proration: true`), for the next invoice.
   */
  private async changePrice(
    subscription: StripeObject,
    price: StripeObject,
    behavior: ProrationBehavior,
    prorationDate: number,
  ): Promise<StripeObject> {
    const itemList = subscription['items'] as { data: StripeObject[] };
    const item = itemList.data[0]!;
    const oldPrice = item['price'] as StripeObject;
    if (oldPrice.id === price.id) return subscription;
    const proration = await this.prorationOf(subscription, price, prorationDate);
    let latestInvoice = (subscription['latest_invoice'] as string | null | undefined) ?? null;
    if (behavior !== 'none') {
      const customer = subscription['customer'] as string;
      const lines = await this.prorationLines(proration, [oldPrice, price]);
      const invoiceNow = behavior === 'always_invoice' || proration.intervalChanged;
      if (invoiceNow) {
        const moved = {
          ...subscription,
          items: { ...itemList, data: [{ ...item, price }] },
        };
        latestInvoice = (
          await this.createPaidInvoice({
            customer,
            subscription: moved,
            billingReason: 'subscription_update',
            discounts: (subscription['discounts'] as string[] | undefined) ?? [],
            lines,
          })
        ).id;
      } else {
        for (const line of lines) {
          await this.store.put({
            id: newId('ii'),
            object: 'invoiceitem',
            customer,
            subscription: subscription.id,
            amount: line.amountCents,
            currency: 'usd',
            description: line.description,
            proration: true,
            pricing: { price_details: { price: line.priceId } },
            period: line.period,
            date: prorationDate,
            livemode: false,
          });
        }
      }
    }
    const [, charge] = proration.lines;
    const share = remainingShare(charge.period.start, charge.period.end, prorationDate);
    return {
      ...subscription,
      // The rest of the period is paid at the new price with today's discount: a later change credits it at that rate.
      _period_paid_cents:
        behavior === 'none'
          ? discountedPeriodCents(price['unit_amount'] as number, await this.couponOfSubscription(subscription))
          : proration.intervalChanged || share === 0
            ? charge.amountCents - charge.discountCents
            : Math.round((charge.amountCents - charge.discountCents) / share),
      items: {
        ...itemList,
        data: [
          { ...item, price, current_period_start: proration.periodStart, current_period_end: proration.periodEnd },
        ],
      },
      latest_invoice: latestInvoice,
      ...(subscription['cancel_at_period_end'] ? { cancel_at: proration.periodEnd } : {}),
    };
  }

  /** The invoice lines of a proration, worded as Stripe words them. */
  private async prorationLines(
    proration: Proration,
    [from, to]: [StripeObject, StripeObject],
  ): Promise<InvoiceLineInput[]> {
    const [credit, charge] = proration.lines;
    const after = shortDate(credit.period.start);
    return [
      {
        description: `Unused time on ${await this.productName(from)} (${intervalWord(from)}ly) after ${after}`,
        amountCents: credit.amountCents,
        discountCents: credit.discountCents,
        priceId: credit.priceId,
        proration: true,
        period: credit.period,
      },
      {
        description: proration.intervalChanged
          ? `1 × ${await this.productName(to)} (at ${dollarsOf(to['unit_amount'] as number)} / ${intervalWord(to)})`
          : `Remaining time on ${await this.productName(to)} (${intervalWord(to)}ly) after ${after}`,
        amountCents: charge.amountCents,
        discountCents: charge.discountCents,
        priceId: charge.priceId,
        proration: !proration.intervalChanged,
        period: charge.period,
      },
    ];
  }

  private async productName(price: StripeObject): Promise<string> {
    const product = await this.store.get(String(price['product']), 'product');
    return String(product?.['name'] ?? 'Subscription');
  }

  // ── invoices ───────────────────────────────────────────────────────────────

  /**
   * POST /v1/invoices/create_preview for a change of an existing subscription's price: the invoice the change
   * would produce, computed by `prorate` as the change itself is, at `subscription_details[proration_date]`.
   */
  async createInvoicePreview(params: Params): Promise<StripeObject> {
    const subscriptionId = required(str(params['subscription']), 'subscription');
    const subscription = await this.store.get(subscriptionId, 'subscription');
    if (!subscription) throw missing('subscription', subscriptionId, 'subscription');
    const customer = str(params['customer']);
    if (customer !== undefined && customer !== subscription['customer'])
      throw new StripeApiError(400, 'The subscription belongs to another customer.', 'parameter_invalid', 'customer');
    if (subscription['status'] === 'canceled')
      throw new StripeApiError(400, 'A canceled subscription has no invoice to preview.', 'invalid_request_error');
    const details = (params['subscription_details'] ?? {}) as Params;
    const items = list(details['items']);
    const priceId = required(str(items[0]?.['price']), 'subscription_details[items][0][price]');
    const price = await this.retrievePrice(priceId);
    const behavior = prorationBehaviorOf(details['proration_behavior'], 'subscription_details[proration_behavior]');
    const prorationDate = this.prorationDateOf(
      subscription,
      details['proration_date'],
      'subscription_details[proration_date]',
    );
    const item = (subscription['items'] as { data: StripeObject[] }).data[0]!;
    const oldPrice = item['price'] as StripeObject;
    const lines =
      oldPrice.id === price.id || behavior === 'none'
        ? []
        : await this.prorationLines(await this.prorationOf(subscription, price, prorationDate), [oldPrice, price]);
    const id = `upcoming_in_${newId('').slice(1)}`;
    return this.invoiceObject({
      id,
      customer: await this.retrieveCustomer(subscription['customer'] as string),
      subscription: { ...subscription, items: { ...(subscription['items'] as object), data: [{ ...item, price }] } },
      billingReason: 'upcoming',
      discounts: (subscription['discounts'] as string[] | undefined) ?? [],
      lines,
      status: 'draft',
      prorationDate,
    });
  }

  /** GET /v1/invoices: a customer's (or a subscription's) invoices, newest first. */
  async listInvoices(params: Params): Promise<StripeObject> {
    const customer = str(params['customer']);
    const subscription = str(params['subscription']);
    const status = str(params['status']);
    const limit = Math.min(int(params['limit']) ?? 10, 100);
    const all = await this.store.list(
      'invoice',
      {
        ...(customer ? { customer } : {}),
        ...(subscription ? { parent: { subscription_details: { subscription } } } : {}),
        ...(status ? { status } : {}),
      },
      limit + 1,
    );
    return {
      object: 'list',
      url: '/v1/invoices',
      has_more: all.length > limit,
      data: all.slice(0, limit),
    } as unknown as StripeObject;
  }

  async retrieveInvoice(id: string): Promise<StripeObject> {
    return (await this.store.get(id, 'invoice')) ?? Promise.reject(missing('invoice', id));
  }

  /** The invoice behind a hosted invoice page's secret address; null when there is none. */
  async invoiceByHostedToken(token: string): Promise<StripeObject | null> {
    if (!/^[A-Za-z0-9_]{16,64}$/.test(token)) return null;
    const [invoice] = await this.store.list('invoice', { _hosted_token: token }, 1);
    return invoice ?? null;
  }

  /** An invoice paid at once with the card on file (the embedded server declines nothing after checkout). */
  private async createPaidInvoice(input: {
    customer: string;
    subscription: StripeObject;
    billingReason: string;
    discounts: string[];
    lines: InvoiceLineInput[];
  }): Promise<StripeObject> {
    const customer = await this.retrieveCustomer(input.customer);
    const count = (await this.store.list('invoice', { customer: input.customer }, 10_000)).length;
    const invoice = this.invoiceObject({
      ...input,
      customer,
      id: newId('in'),
      status: 'paid',
      prorationDate: null,
      // Stripe's invoice numbers: a prefix of the customer's and a running count.
      number: `${customer.id.replace(/^cus_/, '').slice(0, 8).toUpperCase()}-${String(count + 1).padStart(4, '0')}`,
      // The hosted page's address is a secret of its own, as Stripe's is, not the invoice id.
      hostedToken: newId('').slice(1) + newId('').slice(1),
    });
    await this.store.put({ ...customer, balance: invoice['ending_balance'] });
    const amountPaid = invoice['amount_paid'] as number;
    if (amountPaid > 0) return this.store.put({ ...invoice, payments: await this.recordPayment(invoice, amountPaid) });
    return this.store.put(invoice);
  }

  /**
   * The card payment of an invoice: a PaymentIntent, its Charge and the InvoicePayment between them, as Stripe keeps
   * them, so a refund has something to refund and reconciliation something to count.
   */
  private async recordPayment(invoice: StripeObject, amount: number): Promise<{ data: string[] }> {
    const customerId = invoice['customer'] as string;
    const customer = await this.retrieveCustomer(customerId);
    const paymentMethod =
      (customer['invoice_settings'] as { default_payment_method: string | null } | undefined)?.default_payment_method ??
      null;
    const created = seconds(this.now());
    const intentId = newId('pi');
    const charge = await this.store.put({
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      captured: true,
      paid: true,
      status: 'succeeded',
      currency: 'usd',
      customer: customerId,
      payment_intent: intentId,
      payment_method: paymentMethod,
      description: `Invoice ${String(invoice['number'] ?? invoice.id)}`,
      created,
      livemode: false,
    });
    await this.store.put({
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency: 'usd',
      customer: customerId,
      status: 'succeeded',
      latest_charge: charge.id,
      payment_method: paymentMethod,
      description: charge['description'],
      created,
      metadata: {},
      livemode: false,
    });
    const payment = await this.store.put({
      id: newId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: amount,
      amount_requested: amount,
      currency: 'usd',
      is_default: true,
      payment: { type: 'payment_intent', payment_intent: intentId },
      status: 'paid',
      status_transitions: { paid_at: created, canceled_at: null },
      created,
      livemode: false,
    });
    return { data: [payment.id] };
  }

  // ── payments and refunds ───────────────────────────────────────────────────

  /** GET /v1/invoice_payments: by invoice, or by payment[payment_intent]. */
  async listInvoicePayments(params: Params): Promise<StripeObject> {
    const invoice = str(params['invoice']);
    const intent = str((params['payment'] as Params | undefined)?.['payment_intent']);
    const payments = await this.store.list(
      'invoice_payment',
      { ...(invoice ? { invoice } : {}), ...(intent ? { payment: { payment_intent: intent } } : {}) },
      101,
    );
    return listOf('/v1/invoice_payments', payments, params);
  }

  /** GET /v1/payment_intents: a customer's, newest first (`expand[]=data.latest_charge` answers each charge). */
  async listPaymentIntents(params: Params, expand: string[]): Promise<StripeObject> {
    const customer = str(params['customer']);
    const intents = await this.store.list('payment_intent', customer ? { customer } : {}, 101);
    const withCharges = expand.includes('data.latest_charge')
      ? await Promise.all(
          intents.map(async (intent) => ({
            ...intent,
            latest_charge: (await this.store.get(String(intent['latest_charge']), 'charge')) ?? intent['latest_charge'],
          })),
        )
      : intents;
    return listOf('/v1/payment_intents', withCharges, params);
  }

  async retrievePaymentIntent(id: string): Promise<StripeObject> {
    return (await this.store.get(id, 'payment_intent')) ?? Promise.reject(missing('payment_intent', id));
  }

  /**
   * POST /v1/refunds: gives back all of a payment or part of it (`amount`), never more than is left of it: Stripe's
   * charge_already_refunded and amount_too_large refusals otherwise.
   */
  async createRefund(params: Params): Promise<StripeObject> {
    const intentId = str(params['payment_intent']);
    const chargeId = str(params['charge']);
    if (!intentId && !chargeId)
      throw new StripeApiError(400, 'One of charge or payment_intent is required.', 'parameter_missing', 'charge');
    const intent = intentId ? await this.retrievePaymentIntent(intentId) : null;
    const charge = await this.store.get(chargeId ?? String(intent?.['latest_charge']), 'charge');
    if (!charge) throw missing('charge', chargeId ?? String(intent?.['latest_charge']), 'charge');
    const left = (charge['amount'] as number) - (charge['amount_refunded'] as number);
    if (left <= 0)
      throw new StripeApiError(
        400,
        `Charge ${charge.id} has already been refunded.`,
        'charge_already_refunded',
        'payment_intent',
      );
    const amount = int(params['amount']) ?? left;
    if (amount <= 0 || amount > left)
      throw new StripeApiError(
        400,
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount_too_large',
        'amount',
      );
    const refund = await this.store.put({
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge['payment_intent'],
      currency: 'usd',
      reason: str(params['reason']) ?? null,
      status: 'succeeded',
      metadata: metadataOf(params['metadata']),
      created: seconds(this.now()),
    });
    const refunded = (charge['amount_refunded'] as number) + amount;
    const updatedCharge = await this.store.put({
      ...charge,
      amount_refunded: refunded,
      refunded: refunded >= (charge['amount'] as number),
    });
    await this.emit('refund.created', refund);
    await this.emit('charge.refunded', updatedCharge);
    if (await this.refundsFailFor(charge)) await this.failRefund(refund);
    return refund;
  }

  /** Whether the charge was paid with the card whose refunds fail (compared by the last four digits kept). */
  private async refundsFailFor(charge: StripeObject): Promise<boolean> {
    const method = str(charge['payment_method']);
    const card = method ? (await this.store.get(method, 'payment_method'))?.['card'] : undefined;
    return (card as { last4?: string } | undefined)?.last4 === REFUND_FAILS_CARD.slice(-4);
  }

  /**
   * What Stripe does when the bank refuses a refund after it was made: the refund turns `failed` with a reason, the
   * amount counts as not refunded on the charge again (the money stays with the merchant), and `refund.failed` and
   * `charge.refund.updated` are sent. The answer to the request that made the refund still said `succeeded`.
   */
  private async failRefund(refund: StripeObject): Promise<void> {
    const failed = await this.store.put({ ...refund, status: 'failed', failure_reason: 'expired_or_canceled_card' });
    const charge = await this.store.get(String(refund['charge']), 'charge');
    if (charge) {
      const refunded = (charge['amount_refunded'] as number) - (refund['amount'] as number);
      await this.store.put({ ...charge, amount_refunded: refunded, refunded: false });
    }
    await this.emit('refund.failed', failed, { status: refund['status'] });
    await this.emit('charge.refund.updated', failed, { status: refund['status'] });
  }

  /** GET /v1/refunds/:id */
  async retrieveRefund(id: string): Promise<StripeObject> {
    return (await this.store.get(id, 'refund')) ?? Promise.reject(missing('refund', id));
  }

  /** GET /v1/refunds: by payment_intent or charge, newest first. */
  async listRefunds(params: Params): Promise<StripeObject> {
    const intent = str(params['payment_intent']);
    const charge = str(params['charge']);
    const refunds = await this.store.list(
      'refund',
      { ...(intent ? { payment_intent: intent } : {}), ...(charge ? { charge } : {}) },
      101,
    );
    return listOf('/v1/refunds', refunds, params);
  }

  private invoiceObject(input: {
    id: string;
    customer: StripeObject;
    subscription: StripeObject;
    billingReason: string;
    discounts: string[];
    lines: InvoiceLineInput[];
    status: 'draft' | 'paid';
    prorationDate: number | null;
    number?: string;
    hostedToken?: string;
  }): StripeObject {
    const now = seconds(this.now());
    const subtotal = input.lines.reduce((sum, line) => sum + line.amountCents, 0);
    const discount = input.lines.reduce((sum, line) => sum + line.discountCents, 0);
    const total = subtotal - discount;
    // Stripe's customer balance: negative is credit held, used by the next invoices.
    const balance = typeof input.customer['balance'] === 'number' ? input.customer['balance'] : 0;
    const settlement = settle(total, balance);
    const paid = input.status === 'paid';
    const hosted = input.hostedToken ? `${this.publicUrl}/i/${input.hostedToken}` : null;
    const discountId = input.discounts[0] ?? null;
    const periods = input.lines.map((line) => line.period);
    return {
      id: input.id,
      object: 'invoice',
      status: input.status,
      number: input.number ?? null,
      customer: input.customer.id,
      currency: 'usd',
      billing_reason: input.billingReason,
      collection_method: 'charge_automatically',
      created: now,
      period_start: periods.length ? Math.min(...periods.map((period) => period.start)) : now,
      period_end: periods.length ? Math.max(...periods.map((period) => period.end)) : now,
      subtotal,
      subtotal_excluding_tax: subtotal,
      total,
      total_excluding_tax: total,
      total_discount_amounts: discountId && discount !== 0 ? [{ amount: discount, discount: discountId }] : [],
      discounts: input.discounts,
      starting_balance: settlement.startingBalanceCents,
      ending_balance: paid ? settlement.endingBalanceCents : null,
      amount_due: settlement.amountDueCents,
      amount_paid: paid ? settlement.amountDueCents : 0,
      amount_remaining: paid ? 0 : settlement.amountDueCents,
      amount_overpaid: 0,
      attempted: paid,
      attempt_count: paid ? 1 : 0,
      hosted_invoice_url: hosted,
      invoice_pdf: hosted,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: input.subscription.id,
          metadata: input.subscription['metadata'] ?? {},
          ...(input.prorationDate !== null ? { subscription_proration_date: input.prorationDate } : {}),
        },
      },
      lines: {
        object: 'list',
        url: `/v1/invoices/${input.id}/lines`,
        has_more: false,
        total_count: input.lines.length,
        data: input.lines.map((line) => ({
          id: newId('il'),
          object: 'line_item',
          invoice: input.id,
          amount: line.amountCents,
          subtotal: line.amountCents,
          currency: 'usd',
          description: line.description,
          discountable: true,
          discounts: [],
          discount_amounts:
            discountId && line.discountCents !== 0 ? [{ amount: line.discountCents, discount: discountId }] : [],
          period: line.period,
          quantity: 1,
          pricing: { type: 'price_details', price_details: { price: line.priceId, product: null } },
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              subscription: input.subscription.id,
              subscription_item: (input.subscription['items'] as { data: StripeObject[] }).data[0]!.id,
              invoice_item: null,
              proration: line.proration,
              proration_details: null,
            },
          },
          metadata: {},
          livemode: false,
        })),
      },
      status_transitions: {
        finalized_at: paid ? now : null,
        paid_at: paid ? now : null,
        marked_uncollectible_at: null,
        voided_at: null,
      },
      customer_email: input.customer['email'] ?? null,
      customer_name: input.customer['name'] ?? null,
      metadata: {},
      livemode: false,
      ...(input.hostedToken ? { _hosted_token: input.hostedToken } : {}),
    };
  }

  /**
   * DELETE /v1/subscriptions/:id: cancels at once. With `prorate` and `invoice_now`, the unused time of the period is
   * credited, at what was paid for it, on a final invoice: the customer's balance holds it.
   */
  async cancelSubscription(id: string, params: Params = {}): Promise<StripeObject> {
    const current = await this.store.get(id, 'subscription');
    if (!current) throw missing('subscription', id);
    if (current['status'] === 'canceled') return current;
    const now = seconds(this.now());
    let latestInvoice = (current['latest_invoice'] as string | null | undefined) ?? null;
    if (bool(params['prorate']) === true && bool(params['invoice_now']) === true) {
      const item = (current['items'] as { data: StripeObject[] }).data[0]!;
      const [start, end] = [item['current_period_start'] as number, item['current_period_end'] as number];
      const credit = -Math.round(periodPaidCents(current) * remainingShare(start, end, now));
      if (credit < 0) {
        const price = item['price'] as StripeObject;
        latestInvoice = (
          await this.createPaidInvoice({
            customer: current['customer'] as string,
            subscription: current,
            billingReason: 'subscription_cycle',
            discounts: [],
            lines: [
              {
                description: `Unused time on ${await this.productName(price)} (${intervalWord(price)}ly) after ${shortDate(now)}`,
                amountCents: credit,
                discountCents: 0,
                priceId: price.id,
                proration: true,
                period: { start: now, end },
              },
            ],
          })
        ).id;
      }
    }
    const stored = await this.store.put({
      latest_invoice: latestInvoice,
      ...current,
      status: 'canceled',
      canceled_at: now,
      ended_at: now,
      cancel_at: now,
    });
    await this.emit('customer.subscription.deleted', stored);
    return stored;
  }

  // ── renewals ───────────────────────────────────────────────────────────────

  /**
   * What Stripe's billing scheduler does when a period ends, for every subscription whose period has ended by now
   * (one period at a time, each at its own end): a cancellation at the period's end ends it
   * (`customer.subscription.deleted`); a paused one moves to the next period uncharged (`pause_collection`, voided as
   * Stripe voids its invoice) and resumes at `resumes_at`; otherwise the next period is invoiced at the price with
   * the discount that still applies (a `once` coupon only paid the first invoice) and the pending prorations, the
   * customer's credit pays first and the card the rest, and `customer.subscription.updated` and `invoice.paid` are
   * sent. A trial's end is its first renewal. Answers how many periods it renewed or ended.
   */
  async renewDue(): Promise<number> {
    // One run at a time (the server's timer and a test may ask together): a period is never renewed twice.
    const run = this.renewals.then(() => this.renewAllDue());
    this.renewals = run.catch(() => undefined);
    return run;
  }

  private renewals: Promise<unknown> = Promise.resolve();

  private async renewAllDue(): Promise<number> {
    let done = 0;
    for (;;) {
      const now = seconds(this.clock());
      const due = (await this.store.list('subscription', {}, 10_000)).filter((subscription) => {
        const item = (subscription['items'] as { data: StripeObject[] }).data[0]!;
        return (
          subscription['ended_at'] === null &&
          ['active', 'trialing', 'past_due'].includes(String(subscription['status'])) &&
          (item['current_period_end'] as number) <= now
        );
      });
      if (due.length === 0) return done;
      for (const subscription of due) {
        const item = (subscription['items'] as { data: StripeObject[] }).data[0]!;
        this.renewingAt = item['current_period_end'] as number;
        try {
          await this.renewOnce(subscription);
        } finally {
          this.renewingAt = null;
        }
        done += 1;
      }
    }
  }

  private async renewOnce(subscription: StripeObject): Promise<void> {
    const itemList = subscription['items'] as { data: StripeObject[] };
    const item = itemList.data[0]!;
    const periodEnd = item['current_period_end'] as number;
    const cancelAt = subscription['cancel_at'] as number | null;
    if (cancelAt !== null && cancelAt <= periodEnd) {
      const ended = await this.store.put({ ...subscription, status: 'canceled', ended_at: periodEnd });
      await this.emit('customer.subscription.deleted', ended);
      return;
    }
    const price = item['price'] as StripeObject;
    const interval = (price['recurring'] as { interval: 'month' | 'year' }).interval;
    const next = { start: periodEnd, end: addInterval(periodEnd, interval) };
    const pause = subscription['pause_collection'] as { resumes_at: number | null } | null;
    const moved: StripeObject = {
      ...subscription,
      status: 'active',
      items: { ...itemList, data: [{ ...item, current_period_start: next.start, current_period_end: next.end }] },
      pause_collection: pause && pause.resumes_at !== null && pause.resumes_at <= periodEnd ? null : pause,
    };
    if (moved['pause_collection']) {
      const stored = await this.store.put({ ...moved, _period_paid_cents: 0 });
      await this.emit('customer.subscription.updated', stored, previousAttributes(subscription, stored));
      return;
    }
    const discounts = await this.discountsStillApplying(subscription, periodEnd);
    const coupon = discounts.length > 0 ? await this.couponOfSubscription(subscription) : null;
    const unitAmount = price['unit_amount'] as number;
    const periodCents = discountedPeriodCents(unitAmount, coupon);
    const pending = (await this.store.list('invoiceitem', { subscription: subscription.id }, 1_000)).filter(
      (invoiceItem) => !invoiceItem['invoice'],
    );
    const invoice = await this.createPaidInvoice({
      customer: subscription['customer'] as string,
      subscription: moved,
      billingReason: 'subscription_cycle',
      discounts,
      lines: [
        ...pending.map((invoiceItem) => ({
          description: String(invoiceItem['description']),
          amountCents: invoiceItem['amount'] as number,
          discountCents: 0,
          priceId: String((invoiceItem['pricing'] as { price_details: { price: string } }).price_details.price),
          proration: true,
          period: invoiceItem['period'] as { start: number; end: number },
        })),
        {
          description: `1 × ${await this.productName(price)} (at ${dollarsOf(unitAmount)} / ${interval})`,
          amountCents: unitAmount,
          discountCents: unitAmount - periodCents,
          priceId: price.id,
          proration: false,
          period: next,
        },
      ],
    });
    for (const invoiceItem of pending) await this.store.put({ ...invoiceItem, invoice: invoice.id });
    const stored = await this.store.put({
      ...moved,
      discounts,
      _period_paid_cents: periodCents,
      latest_invoice: invoice.id,
      ...(subscription['status'] === 'trialing' ? { trial_end: periodEnd } : {}),
    });
    await this.emit('invoice.paid', invoice);
    await this.emit('customer.subscription.updated', stored, previousAttributes(subscription, stored));
  }

  /** The subscription's discounts that still apply to an invoice at `at`: `forever`, and `repeating` within its months. */
  private async discountsStillApplying(subscription: StripeObject, at: number): Promise<string[]> {
    const kept: string[] = [];
    for (const discountId of (subscription['discounts'] as string[] | undefined) ?? []) {
      const discount = await this.store.get(discountId, 'discount');
      const couponId = discount ? (discount['source'] as { coupon: string }).coupon : null;
      const coupon = couponId ? await this.store.get(couponId, 'coupon') : null;
      if (!discount || !coupon) continue;
      const duration = String(coupon['duration']);
      const months = typeof coupon['duration_in_months'] === 'number' ? coupon['duration_in_months'] : 0;
      if (
        duration === 'forever' ||
        (duration === 'repeating' && at < addInterval(discount['start'] as number, 'month', months))
      )
        kept.push(discountId);
      else await this.store.put({ ...discount, end: at });
    }
    return kept;
  }

  async listInvoiceItems(params: Params): Promise<StripeObject> {
    const customer = str(params['customer']);
    const data = await this.store.list(
      'invoiceitem',
      customer ? { customer } : {},
      Math.min(int(params['limit']) ?? 10, 100),
    );
    return { object: 'list', id: 'list', url: '/v1/invoiceitems', has_more: false, data } as unknown as StripeObject;
  }

  async subscriptionsOfCustomer(customerId: string): Promise<StripeObject[]> {
    return this.store.list('subscription', { customer: customerId });
  }

  // ── billing portal ─────────────────────────────────────────────────────────

  async createPortalSession(params: Params): Promise<StripeObject> {
    const customer = required(str(params['customer']), 'customer');
    await this.retrieveCustomer(customer);
    const id = newId('bps');
    return this.store.put({
      id,
      object: 'billing_portal.session',
      customer,
      return_url: str(params['return_url']) ?? null,
      url: `${this.publicUrl}/p/session/${id}`,
      created: seconds(this.now()),
      livemode: false,
    });
  }

  async retrievePortalSession(id: string): Promise<StripeObject> {
    return (
      (await this.store.get(id, 'billing_portal.session')) ?? Promise.reject(missing('billing portal session', id))
    );
  }

  async updatePaymentMethod(customerId: string, card: CardInput): Promise<Record<string, string> | null> {
    const problems = cardProblems(card, this.now());
    if (Object.keys(problems).length > 0) return problems as Record<string, string>;
    await this.saveCard(customerId, card);
    return null;
  }

  /** Keeps the card as the customer's payment method (its brand and last four digits only) and makes it the default. */
  private async saveCard(customerId: string, card: CardInput): Promise<StripeObject> {
    const digits = card.number.replace(/[\s-]/g, '');
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
    const paymentMethod = await this.store.put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: brandOf(digits), last4: digits.slice(-4), exp_month: month, exp_year: 2000 + (year ?? 0) },
      billing_details: { name: card.name.trim() },
      created: seconds(this.now()),
      livemode: false,
    });
    const customer = await this.retrieveCustomer(customerId);
    await this.store.put({ ...customer, invoice_settings: { default_payment_method: paymentMethod.id } });
    return paymentMethod;
  }

  async paymentMethodOf(customerId: string): Promise<StripeObject | null> {
    const customer = await this.retrieveCustomer(customerId);
    const id = (customer['invoice_settings'] as { default_payment_method: string | null }).default_payment_method;
    return id ? this.store.get(id, 'payment_method') : null;
  }

  // ── events ─────────────────────────────────────────────────────────────────

  /** Stores the event (GET /v1/events/:id answers it) and hands it to the webhook sender. */
  async emit(type: string, object: StripeObject, previous?: Record<string, unknown>): Promise<StripeObject> {
    const event = await this.store.put({
      id: newId('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: seconds(this.now()),
      data: {
        object: visible(object),
        ...(previous ? { previous_attributes: visible(previous as StripeObject) } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    this.webhooks?.send(event);
    return event;
  }

  async retrieveEvent(id: string): Promise<StripeObject> {
    return (await this.store.get(id, 'event')) ?? Promise.reject(missing('event', id));
  }

  /** POST /v1/customers/:id: the e-mail, name and metadata change; Stripe says so with customer.updated. */
  async updateCustomer(id: string, params: Params): Promise<StripeObject> {
    const current = await this.retrieveCustomer(id);
    const next: StripeObject = {
      ...current,
      ...(params['email'] !== undefined ? { email: str(params['email']) ?? null } : {}),
      ...(params['name'] !== undefined ? { name: str(params['name']) ?? null } : {}),
      ...(params['metadata'] !== undefined
        ? { metadata: { ...(current['metadata'] as Record<string, string>), ...metadataOf(params['metadata']) } }
        : {}),
    };
    const stored = await this.store.put(next);
    await this.emit('customer.updated', stored, previousAttributes(current, stored));
    return stored;
  }
}

/** The top-level fields of a subscription that an update changed, with their values before it. */
function previousAttributes(before: StripeObject, after: StripeObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, before[key] ?? null]),
  );
}

/** What paid the subscription's current period in full (after that invoice's discount); the list price for older objects. */
function periodPaidCents(subscription: StripeObject): number {
  const paid = subscription['_period_paid_cents'];
  if (typeof paid === 'number') return paid;
  const item = (subscription['items'] as { data: StripeObject[] }).data[0]!;
  return (item['price'] as StripeObject)['unit_amount'] as number;
}

/** A list answer as Stripe shapes it: newest first, `limit` (10 by default) at most, `has_more` when there are others. */
function listOf(url: string, all: StripeObject[], params: Params, more = false): StripeObject {
  const limit = Math.min(int(params['limit']) ?? 10, 100);
  return {
    object: 'list',
    id: 'list',
    url,
    has_more: more || all.length > limit,
    data: all.slice(0, limit),
  } as unknown as StripeObject;
}

/** Strips the server's own fields (`_…`) from an object before it is answered. */
export function visible(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as StripeObject;
}

type ProrationBehavior = 'create_prorations' | 'always_invoice' | 'none';

function prorationBehaviorOf(value: unknown, param: string): ProrationBehavior {
  if (value === undefined || value === '') return 'create_prorations';
  if (value === 'create_prorations' || value === 'always_invoice' || value === 'none') return value;
  throw new StripeApiError(
    400,
    `Invalid ${param}: must be one of create_prorations, always_invoice, or none`,
    'parameter_invalid_empty',
    param,
  );
}

interface InvoiceLineInput {
  description: string;
  amountCents: number;
  discountCents: number;
  priceId: string;
  proration: boolean;
  period: { start: number; end: number };
}

const intervalWord = (price: StripeObject): Interval =>
  (price['recurring'] as { interval: Interval } | null)?.interval === 'year' ? 'year' : 'month';

function proratedPrice(price: StripeObject) {
  return { id: price.id, unitAmountCents: price['unit_amount'] as number, interval: intervalWord(price) };
}

/** Stripe writes a line's unit price with its cents: '$35.00'. */
const dollarsOf = (cents: number): string => formatDollars(cents, { cents: 'always' });

/** 'Nov 27 2026', as the product writes a day (spec 1 §9 'MMM d y'). */
const shortDate = (secondsSinceEpoch: number): string => formatDate(secondsSinceEpoch * 1000, 'UTC');
