import { column, defineRowProjection, table, type HeldRow } from '@impromptu/event-store';
import { applyToView, type SubscriptionView } from '../../subscription/subscription-view.js';
import { subscriptionEvents, type Discount } from '../../subscription/subscription.events.js';

const subscriptionTable = table(
  {
    user_id: column.uuid(),
    customer_id: column.text().nullable(),
    subscription_id: column.text().nullable(),
    plan: column.text().nullable(),
    period: column.text().nullable(),
    price_id: column.text().nullable(),
    amount_cents: column.integer().nullable(),
    status: column.text().nullable(),
    is_paused: column.boolean(),
    paused_from: column.timestamptz().nullable(),
    resumes_at: column.timestamptz().nullable(),
    is_trial: column.boolean(),
    trial_end: column.timestamptz().nullable(),
    current_period_start: column.timestamptz().nullable(),
    current_period_end: column.timestamptz().nullable(),
    cancel_at: column.timestamptz().nullable(),
    ended_at: column.timestamptz().nullable(),
    discount: column.jsonb<Discount | null>().nullable(),
    updated_at: column.timestamptz(),
  },
  { primaryKey: ['user_id'] },
);

type Row = HeldRow<typeof subscriptionTable>;

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

function viewOf(row: Row): SubscriptionView | null {
  if (row.subscription_id === null) return null;
  return {
    subscriptionId: row.subscription_id,
    customerId: row.customer_id ?? '',
    plan: row.plan as SubscriptionView['plan'],
    period: row.period as SubscriptionView['period'],
    priceId: row.price_id ?? '',
    amountCents: row.amount_cents ?? 0,
    status: row.status ?? 'active',
    isPaused: row.is_paused,
    pausedFrom: iso(row.paused_from),
    resumesAt: iso(row.resumes_at),
    isTrial: row.is_trial,
    trialEnd: iso(row.trial_end),
    currentPeriodStart: iso(row.current_period_start) ?? '',
    currentPeriodEnd: iso(row.current_period_end) ?? '',
    cancelAt: iso(row.cancel_at),
    endedAt: iso(row.ended_at),
    discount: row.discount,
  };
}

function rowOf(userId: string, customerId: string | null, view: SubscriptionView | null, updatedAt: string): Row {
  return {
    user_id: userId,
    customer_id: view?.customerId ?? customerId,
    subscription_id: view?.subscriptionId ?? null,
    plan: view?.plan ?? null,
    period: view?.period ?? null,
    price_id: view?.priceId ?? null,
    amount_cents: view?.amountCents ?? null,
    status: view?.status ?? null,
    is_paused: view?.isPaused ?? false,
    paused_from: view?.pausedFrom ?? null,
    resumes_at: view?.resumesAt ?? null,
    is_trial: view?.isTrial ?? false,
    trial_end: view?.trialEnd ?? null,
    current_period_start: view?.currentPeriodStart ?? null,
    current_period_end: view?.currentPeriodEnd ?? null,
    cancel_at: view?.cancelAt ?? null,
    ended_at: view?.endedAt ?? null,
    discount: view?.discount ?? null,
    updated_at: updatedAt,
  };
}

/**
 * Each user's payment subscription (spec 3 §3 Subscription: plan, period, paused, trial, discount, dates):
 * what plan resolution, the billing screen and the offer page read.
 */
export const billingSubscriptionProjection = defineRowProjection({
  name: 'billing_subscription',
  // 2: when a pause takes effect and ends (issue 44).
  version: 2,
  events: subscriptionEvents,
  table: { billing_subscription: subscriptionTable },
  key: (event) => ({ user_id: event.data.userId }),
  evolve(row, event) {
    const customerId = event.type === 'CheckoutCompleted' ? event.data.customerId : (row?.customer_id ?? null);
    return rowOf(event.data.userId, customerId, applyToView(row ? viewOf(row) : null, event), event.data.occurredAt);
  },
});
