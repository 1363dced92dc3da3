import Stripe from 'stripe';
import {
  PaymentObjectNotFoundError,
  PaymentProviderError,
  WebhookSignatureError,
  type BillingPeriod,
  type CheckoutSessionInput,
  type CheckoutSessionSnapshot,
  type InvoiceSnapshot,
  type PaidPlan,
  type PaymentsPort,
  type PriceIds,
  type PriceChangePreview,
  type PriceOf,
  type PromotionCodeDetails,
  type ProviderEvent,
  type SubscriptionSnapshot,
} from './payments.port.js';
import {
  invoiceSnapshot,
  promotionCodeDetails,
  StripeCouponSchema,
  StripeEventSchema,
  subscriptionSnapshot,
} from './stripe-objects.js';

/** Spec: a webhook older than this is refused (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeConnection {
  mode: 'stripe' | 'embedded';
  secretKey: string;
  webhookSecret: string | undefined;
  /** Unset: Stripe itself. The embedded server: its host, port and protocol. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
  prices: PriceIds;
}

const EXPANDED_SUBSCRIPTION = ['discounts', 'discounts.source.coupon'];

/** The coupon of a subscription retrieved with its discounts expanded; null when it has none or it is not expanded. */
function couponOfSubscription(subscription: Stripe.Subscription) {
  const first = subscription.discounts?.[0];
  if (!first || typeof first === 'string') return null;
  const coupon = (first as { source?: { coupon?: unknown } }).source?.coupon;
  const parsed = StripeCouponSchema.safeParse(coupon);
  return parsed.success ? parsed.data : null;
}

/** The payments port on the real `stripe` SDK; pointed at the embedded server by host, port and protocol. */
export class StripePaymentsAdapter implements PaymentsPort {
  readonly mode: 'stripe' | 'embedded';
  readonly prices: PriceIds;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;
  private readonly byPriceId: Map<string, PriceOf>;

  constructor(connection: StripeConnection) {
    this.mode = connection.mode;
    this.prices = connection.prices;
    this.webhookSecret = connection.webhookSecret;
    this.stripe = new Stripe(connection.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Impromptu' },
      ...(connection.host ? { host: connection.host } : {}),
      ...(connection.port ? { port: connection.port } : {}),
      ...(connection.protocol ? { protocol: connection.protocol } : {}),
    });
    this.byPriceId = new Map(
      (Object.entries(connection.prices) as [PaidPlan, Partial<Record<BillingPeriod, string>>][]).flatMap(
        ([plan, periods]) =>
          (Object.entries(periods) as [BillingPeriod, string][]).map(([period, id]) => [id, { plan, period }] as const),
      ),
    );
  }

  priceOf(priceId: string): PriceOf | null {
    return this.byPriceId.get(priceId) ?? null;
  }

  async createCustomer(input: { userId: string; email: string; name: string }): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: `customer-${input.userId}` },
      ),
    );
    return customer.id;
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          // A code given up front is applied; otherwise the checkout page takes one.
          ...(input.couponId
            ? { discounts: [{ coupon: input.couponId }] }
            : input.promotionCodeId
              ? { discounts: [{ promotion_code: input.promotionCodeId }] }
              : { allow_promotion_codes: true }),
          subscription_data: { metadata: { userId: input.userId } },
          metadata: { userId: input.userId, ...(input.referral ? { referral: input.referral } : {}) },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!session.url) throw new PaymentProviderError('The checkout session has no page to open');
    return { id: session.id, url: session.url };
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
    );
    return { url: session.url };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionSnapshot> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId));
    const idOf = (value: string | { id: string } | null): string | null =>
      value === null ? null : typeof value === 'string' ? value : value.id;
    return {
      id: session.id,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      customerId: idOf(session.customer),
      userId: session.metadata?.['userId'] ?? session.client_reference_id ?? null,
      subscriptionId: idOf(session.subscription),
      amountTotalCents: session.amount_total,
    };
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot> {
    return subscriptionSnapshot(
      await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId, { expand: EXPANDED_SUBSCRIPTION })),
    );
  }

  /**
   * Stripe's invoice preview of the change (ADR 0030): `always_invoice`, as the change itself is made, so the preview
   * is the invoice the change produces at once, at the proration date the change is then given.
   */
  async previewPriceChange(input: {
    subscriptionId: string;
    priceId: string;
    prorationDate: number;
  }): Promise<PriceChangePreview> {
    const current = await this.call(() =>
      this.stripe.subscriptions.retrieve(input.subscriptionId, { expand: EXPANDED_SUBSCRIPTION }),
    );
    const item = current.items.data[0];
    if (!item) throw new PaymentProviderError('The subscription has no item to change');
    const [price, preview] = await Promise.all([
      this.call(() => this.stripe.prices.retrieve(input.priceId)),
      this.call(() =>
        this.stripe.invoices.createPreview({
          customer: typeof current.customer === 'string' ? current.customer : current.customer.id,
          subscription: input.subscriptionId,
          subscription_details: {
            items: [{ id: item.id, price: input.priceId }],
            proration_behavior: 'always_invoice',
            proration_date: input.prorationDate,
          },
        }),
      ),
    ]);
    const snapshot = subscriptionSnapshot(current);
    const invoice = invoiceSnapshot(preview);
    const interval = price.recurring?.interval === 'year' ? 'year' : 'month';
    // The new price runs to the end of the latest period the preview bills (a new one when the interval changes).
    const renewal = invoice.lines.reduce(
      (latest, line) => (line.periodEnd > latest ? line.periodEnd : latest),
      snapshot.currentPeriodEnd,
    );
    const coupon = couponOfSubscription(current);
    return {
      prorationDate: input.prorationDate,
      invoice,
      newPrice: { amountCents: price.unit_amount ?? 0, interval },
      nextRenewalAt: renewal,
      discount: snapshot.discount
        ? { ...snapshot.discount, duration: (coupon?.duration as 'once' | 'repeating' | 'forever' | undefined) ?? null }
        : null,
    };
  }

  async changePrice(input: {
    subscriptionId: string;
    priceId: string;
    prorationDate?: number | undefined;
    idempotencyKey: string;
  }): Promise<{ subscription: SubscriptionSnapshot; invoice: InvoiceSnapshot | null }> {
    const current = await this.call(() => this.stripe.subscriptions.retrieve(input.subscriptionId));
    const item = current.items.data[0];
    if (!item) throw new PaymentProviderError('The subscription has no item to change');
    const before = typeof current.latest_invoice === 'string' ? current.latest_invoice : current.latest_invoice?.id;
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(
        input.subscriptionId,
        {
          items: [{ id: item.id, price: input.priceId }],
          // Invoiced and paid at once with the card on file, or not changed at all (a declined card).
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          ...(input.prorationDate !== undefined ? { proration_date: input.prorationDate } : {}),
          expand: [...EXPANDED_SUBSCRIPTION, 'latest_invoice'],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    const latest = updated.latest_invoice;
    const invoice = latest && typeof latest !== 'string' && latest.id !== before ? invoiceSnapshot(latest) : null;
    return { subscription: subscriptionSnapshot(updated), invoice };
  }

  async listInvoices(customerId: string, limit = 24): Promise<InvoiceSnapshot[]> {
    const invoices = await this.call(() => this.stripe.invoices.list({ customer: customerId, limit }));
    return invoices.data.map((invoice) => invoiceSnapshot(invoice));
  }

  async setCancelAtPeriodEnd(input: { subscriptionId: string; cancel: boolean }): Promise<SubscriptionSnapshot> {
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(input.subscriptionId, {
        cancel_at_period_end: input.cancel,
        expand: EXPANDED_SUBSCRIPTION,
      }),
    );
    return subscriptionSnapshot(updated);
  }

  async cancelSubscription(subscriptionId: string): Promise<SubscriptionSnapshot> {
    const current = await this.retrieveSubscription(subscriptionId);
    if (current.status === 'canceled' || current.endedAt !== null) return current;
    const cancelled = await this.call(() =>
      this.stripe.subscriptions.cancel(subscriptionId, { expand: EXPANDED_SUBSCRIPTION }),
    );
    return subscriptionSnapshot(cancelled);
  }

  async applyPromotionCode(input: { subscriptionId: string; promotionCodeId: string }): Promise<SubscriptionSnapshot> {
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(input.subscriptionId, {
        discounts: [{ promotion_code: input.promotionCodeId }],
        expand: EXPANDED_SUBSCRIPTION,
      }),
    );
    return subscriptionSnapshot(updated);
  }

  async findPromotionCode(code: string, now: Date): Promise<PromotionCodeDetails | null> {
    const list = await this.call(() =>
      this.stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] }),
    );
    const found = list.data[0];
    if (!found) return null;
    const details = promotionCodeDetails(found);
    if (!details) return null;
    if (details.expiresAt !== null && Date.parse(details.expiresAt) <= now.getTime()) return null;
    return details;
  }

  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent {
    if (!this.webhookSecret) throw new WebhookSignatureError('Webhook signing secret is not configured');
    if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: unknown;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature', { cause: error });
    }
    const parsed = StripeEventSchema.safeParse(event);
    if (!parsed.success) throw new WebhookSignatureError('The signed payload is not a Stripe event');
    return {
      id: parsed.data.id,
      type: parsed.data.type,
      created: parsed.data.created,
      object: parsed.data.data.object,
    };
  }

  /** Maps the SDK's errors onto the port's: a missing object, a refused request, anything else as it is. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        if (error.statusCode === 404 || error.code === 'resource_missing')
          throw new PaymentObjectNotFoundError(error.message, { cause: error });
        throw new PaymentProviderError(error.message, { cause: error });
      }
      if (error instanceof Stripe.errors.StripeCardError)
        throw new PaymentProviderError(error.message, { cause: error });
      throw error;
    }
  }
}
