import { sql, type Kysely } from 'kysely';
import { handleCommand, type EventStore } from '@impromptu/event-store';
import type { PaymentsPort, SubscriptionSnapshot } from '@impromptu/integrations';
import { subscriptionDecider } from '../subscription/subscription.decider.js';
import { billingStreamId } from '../subscription/subscription.events.js';
import { refundEmailJob } from './refund-email.js';

/** Statuses in which a subscription at the provider charges, or will charge, the customer. */
const CHARGING_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

export function isCharging(subscription: SubscriptionSnapshot): boolean {
  return subscription.endedAt === null && CHARGING_STATUSES.includes(subscription.status);
}

/** Of a customer's live subscriptions, the one kept: the first created (the first paid), then by id. */
export function keptSubscription(live: readonly SubscriptionSnapshot[]): SubscriptionSnapshot | null {
  return [...live].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))[0] ?? null;
}

export interface OneSubscriptionWorld {
  db: Kysely<any>;
  store: EventStore;
  payments: PaymentsPort;
}

/**
 * One subscription per customer, enforced where money moves (issue 44): when the provider lists more than one live
 * subscription for the customer (two checkouts paid in two tabs), every one but the first is marked, cancelled
 * without proration and refunded, and that is recorded in the user's billing stream with an e-mail. Safe to run again
 * at any point (a retried webhook, a killed worker, the reconciliation): the provider's marks and the stream's
 * record say what is done. Answers the subscriptions refunded by this run.
 */
export async function keepOneSubscription(
  world: OneSubscriptionWorld,
  input: { userId: string; customerId: string; now: Date },
): Promise<{ refunded: string[]; kept: string | null }> {
  return withCustomerLock(world.db, input.customerId, () => keepOne(world, input));
}

async function keepOne(
  world: OneSubscriptionWorld,
  input: { userId: string; customerId: string; now: Date },
): Promise<{ refunded: string[]; kept: string | null }> {
  const all = await world.payments.listSubscriptions(input.customerId);
  const live = all.filter((subscription) => isCharging(subscription) && subscription.duplicateOf === null);
  const kept = keptSubscription(live);
  const recorded = await recordedDuplicates(world.db, input.userId);
  const duplicates = all.filter(
    (subscription) =>
      !recorded.has(subscription.id) &&
      (subscription.duplicateOf !== null || (isCharging(subscription) && subscription !== kept)),
  );
  const refunded: string[] = [];
  for (const duplicate of duplicates) {
    const keptId = duplicate.duplicateOf ?? kept!.id;
    const { refunds } = await world.payments.refundDuplicateSubscription({
      subscriptionId: duplicate.id,
      keptSubscriptionId: keptId,
    });
    const amountCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    const user = await world.db
      .selectFrom('app_user')
      .select(['email', 'first_name'])
      .where('id', '=', input.userId)
      .executeTakeFirst();
    const result = await handleCommand(
      world.store,
      billingStreamId(input.userId),
      subscriptionDecider,
      {
        type: 'RecordDuplicateRefund',
        data: {
          userId: input.userId,
          providerEventId: `duplicate:${duplicate.id}`,
          occurredAt: input.now,
          subscriptionId: duplicate.id,
          keptSubscriptionId: keptId,
          amountCents,
          refundIds: refunds.map((refund) => refund.id),
        },
      },
      {
        idempotencyKey: `duplicate:${duplicate.id}`,
        outbox: (decided) =>
          user && amountCents > 0 && decided.length > 0
            ? [
                refundEmailJob({
                  to: user.email as string,
                  firstName: (user.first_name as string | null) ?? '',
                  kind: 'duplicate_subscription',
                  amountCents,
                }),
              ]
            : [],
      },
    );
    if (result.events.length > 0) refunded.push(duplicate.id);
  }
  return { refunded, kept: kept?.id ?? null };
}

/**
 * Money moves for one customer at a time, whichever process moves it (two webhook jobs, a deletion, the
 * reconciliation): a PostgreSQL advisory lock held on a connection of its own while the provider is called.
 */
export async function withCustomerLock<T>(db: Kysely<any>, customerId: string, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(hashtextextended(${`billing-customer:${customerId}`}, 0))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtextextended(${`billing-customer:${customerId}`}, 0))`.execute(
        connection,
      );
    }
  });
}

/** The second subscriptions whose refund the user's billing stream holds already. */
export async function recordedDuplicates(db: Kysely<any>, userId: string): Promise<Set<string>> {
  const { rows } = await sql<{ subscription_id: string }>`
    SELECT data->>'subscriptionId' AS subscription_id FROM es_events
    WHERE stream_id = ${billingStreamId(userId)} AND event_type = 'DuplicateSubscriptionRefunded'`.execute(db);
  return new Set(rows.map((row) => row.subscription_id));
}

/**
 * Gives the customer's credit back to the card and records it (issue 44: credit is never lost without a refund or
 * the person's consent). Answers the amount refunded.
 */
export async function refundCustomerCredit(
  world: OneSubscriptionWorld,
  input: { userId: string; customerId: string; reason: 'credit' | 'account_deleted'; now: Date; email?: boolean },
): Promise<number> {
  return withCustomerLock(world.db, input.customerId, () => refundCredit(world, input));
}

async function refundCredit(
  world: OneSubscriptionWorld,
  input: { userId: string; customerId: string; reason: 'credit' | 'account_deleted'; now: Date; email?: boolean },
): Promise<number> {
  const refunds = await world.payments.refundCredit({
    customerId: input.customerId,
    reason: input.reason,
    idempotencyKey: `credit-${input.customerId}-${input.reason}`,
  });
  const amountCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  if (refunds.length === 0) return 0;
  const user = await world.db
    .selectFrom('app_user')
    .select(['email', 'first_name'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  await handleCommand(
    world.store,
    billingStreamId(input.userId),
    subscriptionDecider,
    {
      type: 'RecordCreditRefund',
      data: {
        userId: input.userId,
        providerEventId: `refund:${refunds.map((refund) => refund.id).join(',')}`,
        occurredAt: input.now,
        reason: input.reason,
        amountCents,
        refundIds: refunds.map((refund) => refund.id),
      },
    },
    {
      idempotencyKey: `refund:${refunds[0]!.id}`,
      outbox: (decided) =>
        user && input.email !== false && decided.length > 0
          ? [
              refundEmailJob({
                to: user.email as string,
                firstName: (user.first_name as string | null) ?? '',
                kind: input.reason,
                amountCents,
              }),
            ]
          : [],
    },
  );
  return amountCents;
}
