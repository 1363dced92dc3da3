import { type EmbeddedObjectStore, newId, seconds, type StripeObject } from './object-store.js';
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

function addInterval(from: number, interval: 'month' | 'year'): number {
  const date = new Date(from * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return seconds(date);
}

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
  readonly now: () => Date;

  constructor(options: EmbeddedStripeOptions) {
    this.store = options.store;
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.webhooks = options.webhooks;
    this.now = options.now ?? (() => new Date());
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
      created: seconds(this.now()),
      livemode: false,
    });
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
  ): Promise<{ redirectTo: string } | { problems: Record<string, string> }> {
    const { session } = await this.checkoutSummary(sessionId);
    if (session['status'] === 'complete') return { redirectTo: this.successUrl(session) };
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
    const subscription = await this.store.put({
      id: subscriptionId,
      object: 'subscription',
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
    // What was paid today: the code typed on the page counts as much as one given up front.
    const paidCoupon = await this.couponOfDiscount(discounts[0] ?? null);
    const completed = await this.store.put({
      ...session,
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      subscription: subscriptionId,
      discounts,
      amount_total: trialEnd ? 0 : discountedAmount(price['unit_amount'] as number, paidCoupon),
    });
    await this.emit('customer.subscription.created', subscription);
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

  async retrieveSubscription(id: string, expand: string[] = []): Promise<StripeObject> {
    const subscription = await this.store.get(id, 'subscription');
    if (!subscription) throw missing('subscription', id);
    return this.expandSubscription(subscription, expand);
  }

  private async expandSubscription(subscription: StripeObject, expand: string[]): Promise<StripeObject> {
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
        params['proration_behavior'] === 'none' ? 'none' : 'create_prorations',
        now,
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

  /**
   * Moves the subscription's item to another price. With prorations, the unused part of the period is
   * credited and the new price charged for it, as pending invoice items (`proration: true`); a change of
   * interval starts a new period now.
   */
  private async changePrice(
    subscription: StripeObject,
    price: StripeObject,
    proration: 'create_prorations' | 'none',
    now: number,
  ): Promise<StripeObject> {
    const itemList = subscription['items'] as { data: StripeObject[] };
    const item = itemList.data[0]!;
    const oldPrice = item['price'] as StripeObject;
    if (oldPrice.id === price.id) return subscription;
    const start = item['current_period_start'] as number;
    const end = item['current_period_end'] as number;
    const oldInterval = (oldPrice['recurring'] as { interval: 'month' | 'year' }).interval;
    const newInterval = (price['recurring'] as { interval: 'month' | 'year' }).interval;
    const remaining = end > start ? Math.max(0, Math.min(1, (end - now) / (end - start))) : 0;
    const intervalChanged = oldInterval !== newInterval;
    if (proration === 'create_prorations') {
      const customer = subscription['customer'] as string;
      const credit = -Math.round((oldPrice['unit_amount'] as number) * remaining);
      const charge = intervalChanged
        ? (price['unit_amount'] as number)
        : Math.round((price['unit_amount'] as number) * remaining);
      for (const [amount, from] of [
        [credit, oldPrice],
        [charge, price],
      ] as const) {
        await this.store.put({
          id: newId('ii'),
          object: 'invoiceitem',
          customer,
          subscription: subscription.id,
          amount,
          currency: 'usd',
          description: `${amount < 0 ? 'Unused time on' : 'Remaining time on'} ${from.id}`,
          proration: true,
          pricing: { price_details: { price: from.id } },
          period: { start: now, end: intervalChanged ? addInterval(now, newInterval) : end },
          date: now,
          livemode: false,
        });
      }
    }
    const periodStart = intervalChanged ? now : start;
    const periodEnd = intervalChanged ? addInterval(now, newInterval) : end;
    return {
      ...subscription,
      items: {
        ...itemList,
        data: [{ ...item, price, current_period_start: periodStart, current_period_end: periodEnd }],
      },
      ...(subscription['cancel_at_period_end'] ? { cancel_at: periodEnd } : {}),
    };
  }

  /** DELETE /v1/subscriptions/:id: cancels at once. */
  async cancelSubscription(id: string): Promise<StripeObject> {
    const current = await this.store.get(id, 'subscription');
    if (!current) throw missing('subscription', id);
    if (current['status'] === 'canceled') return current;
    const now = seconds(this.now());
    const stored = await this.store.put({
      ...current,
      status: 'canceled',
      canceled_at: now,
      ended_at: now,
      cancel_at: now,
    });
    await this.emit('customer.subscription.deleted', stored);
    return stored;
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
    const { _price, _subscription_metadata, _trial_period_days, ...visible } = object as Record<string, unknown>;
    void _price;
    void _subscription_metadata;
    void _trial_period_days;
    const event = await this.store.put({
      id: newId('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: seconds(this.now()),
      data: { object: visible, ...(previous ? { previous_attributes: previous } : {}) },
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
}

/** The top-level fields of a subscription that an update changed, with their values before it. */
function previousAttributes(before: StripeObject, after: StripeObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, before[key] ?? null]),
  );
}

/** Strips the server's own fields (`_…`) from an object before it is answered. */
export function visible(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as StripeObject;
}
