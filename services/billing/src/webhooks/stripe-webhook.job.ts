import { createHash } from 'node:crypto';
import { z } from 'zod';
import { sql, type Kysely } from 'kysely';
import {
  handleCommand,
  writeOutbox,
  type EventStore,
  type JobDefinition,
  type JobEnvironment,
  type JobHandlersOf,
  type OutboxJob,
} from '@impromptu/event-store';
import {
  createPaymentsPort,
  PaymentsEnvSchema,
  StripeEventSchema,
  type PaymentsPort,
  type ProviderEvent,
} from '@impromptu/integrations';
import { subscriptionDecider, type SubscriptionCommand } from '../subscription/subscription.decider.js';
import { billingStreamId, type SubscriptionEvent } from '../subscription/subscription.events.js';
import { receiptEmailJob } from './receipt-email.js';
import { isCharging, keepOneSubscription, refundCustomerCredit } from '../refunds/one-subscription.js';
import { reconcileBilling } from '../reconcile/reconcile.js';
import { recordFailedRefund } from '../refunds/failed-refund.js';

/** Provider events about a subscription: each carries the subscription as it is. */
const SUBSCRIPTION_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
];

export const billingJobDefinitions = {
  'billing.stripe-webhook': {
    queue: 'billing',
    payload: z.object({ eventId: z.string().min(1).max(255) }),
    options: { attempts: 8, backoff: { type: 'exponential', delay: 1000 } },
  },
  /** The provider against the billing projection for every customer, repairing what it can (issue 44). */
  'billing.reconcile': {
    queue: 'billing',
    payload: z.object({ repair: z.boolean().default(true), trigger: z.string().max(40).default('schedule') }),
    options: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  },
} as const satisfies Record<string, JobDefinition>;

/** Every night at 04:10 UTC (a BullMQ job scheduler): drift found by day is shown to admins by morning. */
export const NIGHTLY_RECONCILIATION = { name: 'billing.reconcile', pattern: '10 4 * * *', payload: {} } as const;

export type WebhookOutcome = 'applied' | 'unchanged' | 'ignored' | 'no_user' | 'unknown_price';

export interface WebhookProcessing {
  db: Kysely<any>;
  store: EventStore;
  payments: PaymentsPort;
  now?: () => Date;
}

/** The product's user a provider object belongs to: its metadata, else the user who holds the customer. */
async function userOf(
  db: Kysely<any>,
  object: Record<string, unknown>,
  customerId: string | null,
): Promise<string | null> {
  const metadata = (object['metadata'] ?? {}) as Record<string, unknown>;
  const candidate =
    typeof metadata['userId'] === 'string'
      ? metadata['userId']
      : typeof object['client_reference_id'] === 'string'
        ? object['client_reference_id']
        : null;
  if (candidate && z.uuid().safeParse(candidate).success) {
    const user = await db.selectFrom('app_user').select('id').where('id', '=', candidate).executeTakeFirst();
    if (user) return user.id as string;
  }
  if (!customerId) return null;
  const byCustomer = await db
    .selectFrom('app_user')
    .select('id')
    .where(sql<string>`stripe->>'customerId'`, '=', customerId)
    .executeTakeFirst();
  return (byCustomer?.id as string | undefined) ?? null;
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
      ? (value as { id: string }).id
      : null;

async function run(
  processing: WebhookProcessing,
  userId: string,
  command: SubscriptionCommand,
  key: string,
  outbox?: (decided: readonly SubscriptionEvent[]) => OutboxJob[],
): Promise<boolean> {
  const result = await handleCommand(processing.store, billingStreamId(userId), subscriptionDecider, command, {
    idempotencyKey: key,
    ...(outbox ? { outbox } : {}),
  });
  return result.events.length > 0;
}

/**
 * Applies the subscription as the provider has it now to the user's stream. Whatever the webhook carried, the
 * subscription is read again and stamped with the time of that read: webhooks come late, twice and out of order
 * (two of the same second, handled by two workers, in either order), and only the latest read may win (issue 44).
 */
async function syncSubscription(
  processing: WebhookProcessing,
  event: ProviderEvent,
  subscriptionId: string,
  key: string,
): Promise<WebhookOutcome> {
  const readAt = processing.now?.() ?? new Date();
  const snapshot = await processing.payments.retrieveSubscription(subscriptionId);
  const price = processing.payments.priceOf(snapshot.priceId);
  if (!price) return 'unknown_price';
  const owner = await userOf(processing.db, { metadata: { userId: snapshot.userId } }, snapshot.customerId);
  if (!owner) return 'no_user';
  const changed = await run(
    processing,
    owner,
    {
      type: 'SyncSubscription',
      data: {
        userId: owner,
        providerEventId: event.id,
        occurredAt: readAt,
        snapshot,
        plan: price.plan,
        period: price.period,
      },
    },
    key,
  );
  return changed ? 'applied' : 'unchanged';
}

/** The receipt of a paid checkout (spec: a receipt after every payment), delivered by the platform's `email.send` job. */
async function receiptEmail(
  processing: WebhookProcessing,
  userId: string,
  session: Record<string, unknown>,
): Promise<OutboxJob | null> {
  const amount = typeof session['amount_total'] === 'number' ? session['amount_total'] : null;
  if (amount === null || session['payment_status'] !== 'paid') return null;
  const user = await processing.db
    .selectFrom('app_user')
    .select(['email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const subscriptionId = idOf(session['subscription']);
  const snapshot = subscriptionId ? await processing.payments.retrieveSubscription(subscriptionId) : null;
  const price = snapshot ? processing.payments.priceOf(snapshot.priceId) : null;
  return receiptEmailJob({
    to: user.email as string,
    firstName: (user.first_name as string | null) ?? '',
    reference: String(session['id']),
    amountCents: amount,
    plan: price?.plan ?? null,
    period: price?.period ?? null,
    renewsAt: snapshot && snapshot.cancelAt === null ? snapshot.currentPeriodEnd : null,
  });
}

/** What one provider event does to the product: checkout completed, or a subscription as it now is. */
export async function processProviderEvent(
  processing: WebhookProcessing,
  event: ProviderEvent,
): Promise<WebhookOutcome> {
  const { object } = event;
  const now = processing.now?.() ?? new Date();
  if (event.type === 'checkout.session.completed') {
    const customerId = idOf(object['customer']);
    const subscriptionId = idOf(object['subscription']);
    const userId = await userOf(processing.db, object, customerId);
    if (!userId || !customerId) return 'no_user';
    // One subscription per customer (issue 44): a second checkout paid is cancelled and refunded before anything
    // else, so it never gives a plan and sends a refund, not a receipt.
    const one = await keepOneSubscription(processing, { userId, customerId, now });
    await syncKept(processing, event, one);
    const duplicate =
      subscriptionId !== null &&
      (one.refunded.includes(subscriptionId) || (await isDuplicate(processing, subscriptionId)));
    const receipt = duplicate ? null : await receiptEmail(processing, userId, object);
    const completed = await run(
      processing,
      userId,
      {
        type: 'CompleteCheckout',
        data: {
          userId,
          providerEventId: event.id,
          occurredAt: new Date(event.created * 1000),
          checkoutSessionId: String(object['id']),
          customerId,
          subscriptionId,
        },
      },
      `${event.id}:checkout`,
      // The receipt is written with the completion itself: one e-mail per paid checkout, never two.
      (decided) => (receipt && decided.some((e) => e.type === 'CheckoutCompleted') ? [receipt] : []),
    );
    // The subscription's own event may come later or not at all: start it from here too (applied once either way).
    const synced = subscriptionId
      ? await syncSubscription(
          processing,
          { ...event, id: `${event.id}:subscription` },
          subscriptionId,
          `${event.id}:subscription`,
        )
      : 'unchanged';
    return completed || synced === 'applied' ? 'applied' : 'unchanged';
  }
  if (SUBSCRIPTION_EVENT_TYPES.includes(event.type)) {
    const subscriptionId = idOf(object['id']);
    if (!subscriptionId) return 'ignored';
    const customerId = idOf(object['customer']);
    const metadata = (object['metadata'] ?? {}) as Record<string, unknown>;
    const userId = customerId ? await userOf(processing.db, object, customerId) : null;
    if (userId && customerId && event.type === 'customer.subscription.created')
      await syncKept(processing, event, await keepOneSubscription(processing, { userId, customerId, now }));
    const outcome = await syncSubscription(processing, event, subscriptionId, event.id);
    // A plan that ended leaves no credit behind: whatever the customer still holds goes back to the card (issue 44).
    if (
      userId &&
      customerId &&
      event.type === 'customer.subscription.deleted' &&
      typeof metadata['duplicateOf'] !== 'string' &&
      // A deleted account's credit is refunded by the deletion itself, which says so to the person.
      metadata['accountDeleted'] !== 'true' &&
      !(await processing.payments.listSubscriptions(customerId)).some(isCharging)
    )
      await refundCustomerCredit(processing, { userId, customerId, reason: 'credit', now });
    return outcome;
  }
  // A renewal the card paid (credit may have paid all of it, then there is no receipt): spec, a receipt after every
  // payment. The message id comes from the invoice, so a delivery repeated sends one e-mail.
  if (event.type === 'invoice.paid' && object['billing_reason'] === 'subscription_cycle') {
    const amountPaid = typeof object['amount_paid'] === 'number' ? object['amount_paid'] : 0;
    const customerId = idOf(object['customer']);
    const parent = object['parent'] as { subscription_details?: { subscription?: unknown } } | null | undefined;
    const subscriptionId = idOf(parent?.subscription_details?.subscription);
    const userId = customerId ? await userOf(processing.db, {}, customerId) : null;
    if (amountPaid <= 0 || !userId || !subscriptionId) return userId ? 'ignored' : 'no_user';
    const user = await processing.db
      .selectFrom('app_user')
      .select(['email', 'first_name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const snapshot = await processing.payments.retrieveSubscription(subscriptionId);
    const price = processing.payments.priceOf(snapshot.priceId);
    if (!user) return 'no_user';
    await writeOutbox(processing.db, [
      receiptEmailJob({
        to: user.email as string,
        firstName: (user.first_name as string | null) ?? '',
        reference: String(object['number'] ?? object['id']),
        amountCents: amountPaid,
        plan: price?.plan ?? null,
        period: price?.period ?? null,
        renewsAt: snapshot.cancelAt === null ? snapshot.currentPeriodEnd : null,
        messageId: uuidFrom(`receipt:${String(object['id'])}`),
      }),
    ]);
    return 'applied';
  }
  // A refund the bank refused after it was made: Stripe sends both events; either one records it, once.
  if (
    event.type === 'refund.failed' ||
    (event.type === 'charge.refund.updated' && object['status'] === 'failed' && object['object'] === 'refund')
  ) {
    const refundId = idOf(object['id']);
    if (!refundId) return 'ignored';
    const done = await recordFailedRefund(processing, {
      refundId,
      now,
      userOf: (customerId) => userOf(processing.db, {}, customerId),
    });
    return done ? 'applied' : 'no_user';
  }
  return 'ignored';
}

/** A UUID that is always the same for the same name (the shape of a version-5 UUID, from SHA-1). */
function uuidFrom(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** After a second subscription was refunded, the kept one is read again: it gives the plan, whatever came before. */
async function syncKept(
  processing: WebhookProcessing,
  event: ProviderEvent,
  one: { refunded: string[]; kept: string | null },
): Promise<void> {
  if (one.refunded.length === 0 || one.kept === null) return;
  const key = `${event.id}:kept:${one.kept}`;
  await syncSubscription(processing, { ...event, id: key }, one.kept, key);
}

/** Whether the provider marks the subscription as a second one, refunded. */
async function isDuplicate(processing: WebhookProcessing, subscriptionId: string): Promise<boolean> {
  return (await processing.payments.retrieveSubscription(subscriptionId)).duplicateOf !== null;
}

/** The worker's side of the webhook endpoint: the inbox row, processed once, its outcome recorded. */
export async function processWebhookInbox(
  processing: WebhookProcessing,
  eventId: string,
): Promise<WebhookOutcome | null> {
  const row = await processing.db
    .selectFrom('billing_webhook_event')
    .select(['payload', 'processed_at'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!row || row.processed_at !== null) return null;
  const parsed = StripeEventSchema.parse(row.payload);
  const outcome = await processProviderEvent(processing, {
    id: parsed.id,
    type: parsed.type,
    created: parsed.created,
    object: parsed.data.object,
  });
  await processing.db
    .updateTable('billing_webhook_event')
    .set({ processed_at: sql`now()`, outcome })
    .where('event_id', '=', eventId)
    .execute();
  return outcome;
}

/** The payments port of the worker: the same settings the BFF reads. */
export function paymentsFromEnvironment(env: Record<string, string | undefined> = process.env): PaymentsPort {
  const input = Object.fromEntries(
    Object.keys(PaymentsEnvSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  return createPaymentsPort(PaymentsEnvSchema.parse(input));
}

export function createBillingJobHandlers(
  environment: JobEnvironment,
  payments: PaymentsPort = paymentsFromEnvironment(),
): JobHandlersOf<typeof billingJobDefinitions> {
  const processing = { db: environment.db, store: environment.store, payments };
  return {
    'billing.stripe-webhook': async (payload, ctx) => {
      const outcome = await processWebhookInbox(processing, payload.eventId);
      ctx.logger.info(
        { eventId: payload.eventId, outcome },
        outcome === null ? 'webhook already processed' : 'webhook processed',
      );
    },
    'billing.reconcile': async (payload, ctx) => {
      const report = await reconcileBilling(processing, {
        now: new Date(),
        repair: payload.repair,
        trigger: payload.trigger,
      });
      ctx.logger.info(
        { runId: report.runId, customers: report.customers, drifts: report.drifts.length },
        'billing reconciled',
      );
    },
  };
}
