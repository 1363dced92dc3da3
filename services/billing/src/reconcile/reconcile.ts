import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { handleCommand, readProjection } from '@impromptu/event-store';
import type { SubscriptionSnapshot } from '@impromptu/integrations';
import { subscriptionDecider } from '../subscription/subscription.decider.js';
import { billingStreamId } from '../subscription/subscription.events.js';
import {
  isCharging,
  keepOneSubscription,
  keptSubscription,
  recordedDuplicates,
  refundCustomerCredit,
  type OneSubscriptionWorld,
} from '../refunds/one-subscription.js';

import type { DriftKind } from './drift-kinds.js';
import { recordFailedRefund, recordedFailedRefunds } from '../refunds/failed-refund.js';

export { DRIFT_KINDS, type DriftKind } from './drift-kinds.js';

export interface Drift {
  userId: string;
  customerId: string;
  kind: DriftKind;
  detail: string;
  repaired: boolean;
}

export interface ReconciliationReport {
  runId: string;
  customers: number;
  drifts: Drift[];
}

interface ProjectedRow {
  subscription_id: string | null;
  price_id: string | null;
  status: string | null;
  is_paused: boolean;
  current_period_end: Date | null;
  cancel_at: Date | null;
  ended_at: Date | null;
}

const ms = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

/** How the projection's row differs from the subscription the provider holds, in words; null when it agrees. */
function difference(row: ProjectedRow | undefined, kept: SubscriptionSnapshot): string | null {
  if (!row?.subscription_id) return `the provider holds ${kept.id}; the product shows no subscription`;
  if (row.subscription_id !== kept.id) return `the provider holds ${kept.id}; the product shows ${row.subscription_id}`;
  const differs: string[] = [];
  if (row.ended_at !== null) differs.push('ended in the product');
  if (row.price_id !== kept.priceId) differs.push(`price ${row.price_id} ≠ ${kept.priceId}`);
  if ((row.status === 'trialing' ? 'active' : row.status) !== (kept.status === 'trialing' ? 'active' : kept.status))
    differs.push(`status ${row.status} ≠ ${kept.status}`);
  if (row.is_paused !== kept.isPaused) differs.push(`paused ${row.is_paused} ≠ ${kept.isPaused}`);
  if (ms(row.current_period_end) !== ms(kept.currentPeriodEnd)) differs.push('period end');
  if (ms(row.cancel_at) !== ms(kept.cancelAt)) differs.push('cancellation date');
  return differs.length ? `${kept.id}: ${differs.join(', ')}` : null;
}

/**
 * The reconciliation (issue 44): for every customer, the provider's subscriptions, credit and refunds against the
 * billing projection. Each difference is recorded under the run; with `repair`, what the product can repair it does:
 * a second live subscription is refunded (the one-subscription rule), the projection is brought to the provider's
 * state (the provider is the ledger), and credit left with no plan goes back to the card. A failed refund whose
 * webhook never arrived is kept as credit and recorded, as the webhook would have; a refund is never retried to a
 * card that refused one. Safe to run at any time, as often as wanted.
 */
export async function reconcileBilling(
  world: OneSubscriptionWorld,
  options: { now: Date; repair: boolean; trigger: string },
): Promise<ReconciliationReport> {
  const runId = randomUUID();
  await world.db.insertInto('billing_reconciliation_run').values({ id: runId, trigger: options.trigger }).execute();
  const customers = await customersOf(world);
  const drifts: Drift[] = [];
  for (const { user_id: userId, customer_id: customerId } of customers) {
    const found = await reconcileCustomer(world, { userId, customerId, ...options });
    drifts.push(...found);
    if (found.length > 0)
      await world.db
        .insertInto('billing_drift')
        .values(
          found.map((drift) => ({
            run_id: runId,
            user_id: userId,
            customer_id: customerId,
            kind: drift.kind,
            detail: drift.detail,
            repaired: drift.repaired,
          })),
        )
        .execute();
  }
  await world.db
    .updateTable('billing_reconciliation_run')
    .set({
      finished_at: sql`now()`,
      customers: customers.length,
      drift_count: drifts.length,
      repaired_count: drifts.filter((drift) => drift.repaired).length,
    })
    .where('id', '=', runId)
    .execute();
  return { runId, customers: customers.length, drifts };
}

/** Every customer the product knows: on the user's row, or (an older account) only in the billing view. */
async function customersOf(world: OneSubscriptionWorld): Promise<{ user_id: string; customer_id: string }[]> {
  const onUsers = await sql<{ user_id: string; customer_id: string }>`
    SELECT id AS user_id, stripe->>'customerId' AS customer_id FROM app_user
    WHERE coalesce(stripe->>'customerId', '') <> ''`.execute(world.db);
  const inView = await readProjection(
    async () =>
      (
        await sql<{ user_id: string; customer_id: string }>`
          SELECT b.user_id, b.customer_id FROM billing_subscription b JOIN app_user u ON u.id = b.user_id
          WHERE b.customer_id IS NOT NULL AND coalesce(u.stripe->>'customerId', '') = ''`.execute(world.db)
      ).rows,
    [],
  );
  return [...onUsers.rows, ...inView];
}

async function reconcileCustomer(
  world: OneSubscriptionWorld,
  input: { userId: string; customerId: string; now: Date; repair: boolean },
): Promise<Drift[]> {
  const { userId, customerId, now, repair } = input;
  const drifts: Drift[] = [];
  const found = (kind: DriftKind, detail: string, repaired: boolean) =>
    drifts.push({ userId, customerId, kind, detail, repaired });

  // A repair is stamped with the moment of this read: a webhook read later still wins over it.
  const readAt = new Date();
  let all = await world.payments.listSubscriptions(customerId);
  const live = all.filter((subscription) => isCharging(subscription) && subscription.duplicateOf === null);
  // A second subscription marked at the provider but whose refund the product never recorded (a refund that failed,
  // a worker killed half-way) is unfinished too.
  const recorded = await recordedDuplicates(world.db, userId);
  const unfinished = all.filter((subscription) => subscription.duplicateOf !== null && !recorded.has(subscription.id));
  if (live.length > 1 || unfinished.length > 0) {
    const detail =
      live.length > 1
        ? `${live.length} live subscriptions: ${live.map((subscription) => subscription.id).join(', ')}`
        : `second subscription not refunded yet: ${unfinished.map((subscription) => subscription.id).join(', ')}`;
    if (repair) await keepOneSubscription(world, { userId, customerId, now });
    found('several_live_subscriptions', detail, repair);
    if (repair) all = await world.payments.listSubscriptions(customerId);
  }
  const kept = keptSubscription(
    all.filter((subscription) => isCharging(subscription) && subscription.duplicateOf === null),
  );
  const row = await readProjection<ProjectedRow | undefined>(
    () =>
      world.db
        .selectFrom('billing_subscription')
        .select(['subscription_id', 'price_id', 'status', 'is_paused', 'current_period_end', 'cancel_at', 'ended_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst() as Promise<ProjectedRow | undefined>,
    undefined,
  );
  if (kept) {
    const detail = difference(row, kept);
    if (detail) {
      if (repair) await syncFromProvider(world, userId, kept, readAt);
      found('subscription_differs', detail, repair);
    }
  } else if (row?.subscription_id && row.ended_at === null && row.status !== 'canceled') {
    const ended = all.find((subscription) => subscription.id === row.subscription_id);
    if (repair && ended) await syncFromProvider(world, userId, ended, readAt);
    found(
      'ended_at_provider',
      `${row.subscription_id} has ended at the provider; the product still shows it`,
      repair && ended !== undefined,
    );
  }
  const credit = await world.payments.customerCreditCents(customerId);
  if (credit > 0 && !kept) {
    const refunded = repair ? await refundCustomerCredit(world, { userId, customerId, reason: 'credit', now }) : 0;
    found('credit_without_plan', `${credit} cents of credit with no plan to use it on`, refunded > 0);
  }
  const failedRecorded = await recordedFailedRefunds(world.db, userId);
  for (const refund of await world.payments.listRefunds(customerId)) {
    if (refund.status !== 'failed' || failedRecorded.has(refund.id)) continue;
    // Its webhook was lost or not yet processed: the amount goes back to the balance as credit, with the e-mail.
    const credited = repair
      ? await recordFailedRefund(world, { refundId: refund.id, now, userOf: async () => userId })
      : null;
    found(
      'refund_failed',
      `refund ${refund.id} of ${refund.amountCents} cents failed at the provider`,
      (credited?.creditedCents ?? 0) > 0,
    );
  }
  return drifts;
}

/** Brings the user's billing stream to the subscription as the provider has it now. */
async function syncFromProvider(
  world: OneSubscriptionWorld,
  userId: string,
  snapshot: SubscriptionSnapshot,
  now: Date,
): Promise<void> {
  const price = world.payments.priceOf(snapshot.priceId);
  if (!price) return;
  const providerEventId = `reconcile:${snapshot.id}:${now.getTime()}`;
  await handleCommand(
    world.store,
    billingStreamId(userId),
    subscriptionDecider,
    {
      type: 'SyncSubscription',
      data: { userId, providerEventId, occurredAt: now, snapshot, plan: price.plan, period: price.period },
    },
    { idempotencyKey: providerEventId },
  );
}
