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
  type PaymentSnapshot,
  type RefundReason,
  type RefundSnapshot,
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
  paymentSnapshot,
  promotionCodeDetails,
  refundSnapshot,
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
    // The new price renews where its own line ends: a new period from today when the interval changes, the current
    // period's end otherwise; never where the credit of the old price's unused time ends (issue 44 finding 5).
    const renewal =
      invoice.lines.find((line) => line.priceId === input.priceId && line.amountCents >= 0)?.periodEnd ??
      snapshot.currentPeriodEnd;
    const coupon = couponOfSubscription(current);
    const startingBalance = preview.starting_balance ?? 0;
    return {
      prorationDate: input.prorationDate,
      invoice,
      creditAfterCents: Math.max(0, -Math.min(0, invoice.totalCents + startingBalance)),
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

  async cancelSubscription(
    subscriptionId: string,
    options: { prorate?: boolean; accountDeleted?: boolean } = {},
  ): Promise<SubscriptionSnapshot> {
    const current = await this.retrieveSubscription(subscriptionId);
    if (current.status === 'canceled' || current.endedAt !== null) return current;
    if (options.accountDeleted)
      await this.call(() => this.stripe.subscriptions.update(subscriptionId, { metadata: { accountDeleted: 'true' } }));
    const cancelled = await this.call(() =>
      this.stripe.subscriptions.cancel(subscriptionId, {
        expand: EXPANDED_SUBSCRIPTION,
        ...(options.prorate ? { prorate: true, invoice_now: true } : {}),
      }),
    );
    return subscriptionSnapshot(cancelled);
  }

  async listSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]> {
    const list = await this.call(() =>
      this.stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
        expand: EXPANDED_SUBSCRIPTION.map((path) => `data.${path}`),
      }),
    );
    return list.data.map((subscription) => subscriptionSnapshot(subscription));
  }

  async expireOpenCheckouts(customerId: string): Promise<string[]> {
    const open = await this.call(() =>
      this.stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }),
    );
    const expired: string[] = [];
    for (const session of open.data) {
      try {
        await this.call(() => this.stripe.checkout.sessions.expire(session.id));
        expired.push(session.id);
      } catch (error) {
        // Paid (or expired) between the list and the expiry: the webhook's one-subscription rule takes it from here.
        if (!(error instanceof PaymentProviderError)) throw error;
      }
    }
    return expired;
  }

  async refundDuplicateSubscription(input: {
    subscriptionId: string;
    keptSubscriptionId: string;
  }): Promise<{ subscription: SubscriptionSnapshot; refunds: RefundSnapshot[] }> {
    let subscription = await this.retrieveSubscription(input.subscriptionId);
    // Marked first: whatever happens next, a retry (or the reconciliation) knows what this subscription is.
    if (subscription.duplicateOf !== input.keptSubscriptionId && subscription.endedAt === null)
      subscription = subscriptionSnapshot(
        await this.call(() =>
          this.stripe.subscriptions.update(input.subscriptionId, {
            metadata: { duplicateOf: input.keptSubscriptionId },
            expand: EXPANDED_SUBSCRIPTION,
          }),
        ),
      );
    if (subscription.endedAt === null)
      subscription = subscriptionSnapshot(
        await this.call(() =>
          this.stripe.subscriptions.cancel(input.subscriptionId, { prorate: false, expand: EXPANDED_SUBSCRIPTION }),
        ),
      );
    const refunds: RefundSnapshot[] = [];
    const invoices = await this.call(() =>
      this.stripe.invoices.list({ subscription: input.subscriptionId, status: 'paid', limit: 100 }),
    );
    for (const invoice of invoices.data) {
      // What the customer's credit paid of it goes back to the balance, even when the card paid nothing.
      await this.restoreCreditUsed(invoice, input.subscriptionId);
      if (!invoice.id || invoice.amount_paid <= 0) continue;
      const payments = await this.call(() =>
        this.stripe.invoicePayments.list({ invoice: invoice.id!, status: 'paid', limit: 10 }),
      );
      for (const payment of payments.data) {
        const intent = payment.payment.payment_intent;
        const intentId = typeof intent === 'string' ? intent : intent?.id;
        if (!intentId) continue;
        const refund = await this.refundOnce(intentId, {
          reason: 'duplicate_subscription',
          subscriptionId: input.subscriptionId,
          idempotencyKey: `duplicate-${input.subscriptionId}-${intentId}`,
        });
        if (refund) refunds.push(refund);
      }
    }
    return { subscription, refunds };
  }

  /**
   * Credit the customer held that paid part of a second subscription's invoice goes back to the balance: the refund
   * returns what the card paid, this returns what the credit paid. Once per invoice (its metadata says so).
   */
  private async restoreCreditUsed(invoice: Stripe.Invoice, subscriptionId: string): Promise<void> {
    const creditUsed = invoice.total - invoice.amount_paid;
    const customerId = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
    if (creditUsed <= 0 || !customerId || !invoice.id) return;
    const done = await this.call(() => this.stripe.customers.listBalanceTransactions(customerId, { limit: 100 }));
    if (done.data.some((transaction) => transaction.metadata?.['invoice'] === invoice.id)) return;
    await this.call(() =>
      this.stripe.customers.createBalanceTransaction(
        customerId,
        {
          amount: -creditUsed,
          currency: 'usd',
          description: 'Credit used by a second subscription, given back',
          metadata: { reason: 'duplicate_subscription', invoice: invoice.id!, subscriptionId },
        },
        { idempotencyKey: `duplicate-credit-${invoice.id}` },
      ),
    );
  }

  /** Refunds what is left of a payment, unless a refund for the same reason and subscription is there already. */
  private async refundOnce(
    paymentIntentId: string,
    input: { reason: RefundReason; subscriptionId: string; idempotencyKey: string },
  ): Promise<RefundSnapshot | null> {
    const existing = await this.call(() => this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }));
    const done = existing.data
      .map((refund) => refundSnapshot(refund))
      .find(
        (refund) =>
          refund.reason === input.reason &&
          refund.subscriptionId === input.subscriptionId &&
          refund.status !== 'failed',
      );
    if (done) return done;
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          reason: 'duplicate',
          metadata: { reason: input.reason, subscriptionId: input.subscriptionId },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return refundSnapshot(refund);
  }

  async customerCreditCents(customerId: string): Promise<number> {
    const customer = await this.call(() => this.stripe.customers.retrieve(customerId));
    if ('deleted' in customer && customer.deleted) return 0;
    const balance = (customer as Stripe.Customer).balance ?? 0;
    return Math.max(0, -balance);
  }

  async refundCredit(input: {
    customerId: string;
    reason: RefundReason;
    idempotencyKey: string;
  }): Promise<RefundSnapshot[]> {
    const credit = await this.customerCreditCents(input.customerId);
    if (credit <= 0) return [];
    const intents = await this.call(() =>
      this.stripe.paymentIntents.list({ customer: input.customerId, limit: 100, expand: ['data.latest_charge'] }),
    );
    // A payment whose card refused a refund once is not refunded to again: its money is kept as credit instead.
    const refused = new Set(
      (await this.listRefunds(input.customerId))
        .filter((refund) => refund.status === 'failed')
        .map((refund) => refund.paymentIntentId),
    );
    const refunds: RefundSnapshot[] = [];
    let left = credit;
    for (const intent of intents.data.map((found) => paymentSnapshot(found))) {
      if (left <= 0) break;
      const refundable = intent.amountCents - intent.amountRefundedCents;
      if (intent.status !== 'succeeded' || refundable <= 0 || refused.has(intent.id)) continue;
      const amount = Math.min(left, refundable);
      const refund = await this.call(() =>
        this.stripe.refunds.create(
          { payment_intent: intent.id, amount, metadata: { reason: input.reason } },
          { idempotencyKey: `${input.idempotencyKey}-${intent.id}-${amount}` },
        ),
      );
      refunds.push(refundSnapshot(refund));
      left -= amount;
    }
    const refunded = credit - left;
    // What went back to the card is no longer credit: the balance is debited by as much (Stripe's way to refund credit).
    if (refunded > 0)
      await this.call(() =>
        this.stripe.customers.createBalanceTransaction(
          input.customerId,
          {
            amount: refunded,
            currency: 'usd',
            description: 'Credit refunded to the card',
            metadata: { reason: input.reason },
          },
          { idempotencyKey: `${input.idempotencyKey}-balance-${refunded}` },
        ),
      );
    return refunds;
  }

  async creditFailedRefund(
    refundId: string,
  ): Promise<{ refund: RefundSnapshot; customerId: string; creditedCents: number } | null> {
    const refund = refundSnapshot(await this.call(() => this.stripe.refunds.retrieve(refundId)));
    if (refund.status !== 'failed' || !refund.paymentIntentId) return null;
    const intent = await this.call(() => this.stripe.paymentIntents.retrieve(refund.paymentIntentId!));
    const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    if (!customerId) return null;
    const customer = await this.call(() => this.stripe.customers.retrieve(customerId));
    // A deleted customer holds no balance: what failed is for a person to settle (the reconciliation shows it).
    if ('deleted' in customer && customer.deleted) return { refund, customerId, creditedCents: 0 };
    const done = await this.call(() => this.stripe.customers.listBalanceTransactions(customerId, { limit: 100 }));
    if (!done.data.some((transaction) => transaction.metadata?.['failedRefund'] === refund.id))
      await this.call(() =>
        this.stripe.customers.createBalanceTransaction(
          customerId,
          {
            amount: -refund.amountCents,
            currency: 'usd',
            description: 'A refund the bank refused, kept as credit',
            metadata: { reason: 'refund_failed', failedRefund: refund.id },
          },
          { idempotencyKey: `refund-failed-${refund.id}` },
        ),
      );
    return { refund, customerId, creditedCents: refund.amountCents };
  }

  async listPayments(customerId: string): Promise<PaymentSnapshot[]> {
    const intents = await this.call(() =>
      this.stripe.paymentIntents.list({ customer: customerId, limit: 100, expand: ['data.latest_charge'] }),
    );
    return intents.data.map((intent) => paymentSnapshot(intent));
  }

  async listRefunds(customerId: string): Promise<RefundSnapshot[]> {
    const payments = await this.listPayments(customerId);
    // Every payment, not only those with an amount refunded: a refund the bank refused counts as not refunded again.
    const refunds = await Promise.all(
      payments
        .filter((payment) => payment.status === 'succeeded')
        .map(async (payment) =>
          (await this.call(() => this.stripe.refunds.list({ payment_intent: payment.id, limit: 100 }))).data.map(
            (refund) => refundSnapshot(refund),
          ),
        ),
    );
    return refunds.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
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

  async updateCustomer(input: { customerId: string; email: string; name?: string | undefined }): Promise<void> {
    await this.call(() =>
      this.stripe.customers.update(input.customerId, {
        email: input.email,
        ...(input.name !== undefined ? { name: input.name } : {}),
      }),
    );
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
