import { sql } from 'kysely';
import { column, defineProjection, rowChunks, table } from '@impromptu/event-store';
import { applyToView, type SubscriptionView } from '../../subscription/subscription-view.js';
import { subscriptionEvents, type Discount } from '../../subscription/subscription.events.js';

interface Row {
  user_id: string;
  customer_id: string | null;
  subscription_id: string | null;
  plan: string | null;
  period: string | null;
  price_id: string | null;
  amount_cents: number | null;
  status: string | null;
  is_paused: boolean;
  is_trial: boolean;
  trial_end: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at: string | null;
  ended_at: string | null;
  discount: Discount | null;
  updated_at: string;
}

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
export const billingSubscriptionProjection = defineProjection({
  name: 'billing_subscription',
  version: 1,
  events: subscriptionEvents,
  tables: {
    billing_subscription: table(
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
    ),
  },
  async apply(trx, events, tables) {
    const target = sql.table(tables.billing_subscription);
    const userIds = [...new Set(events.map((event) => event.data.userId))];
    const { rows: stored } = await sql<Row>`
      SELECT user_id, customer_id, subscription_id, plan, period, price_id, amount_cents, status, is_paused, is_trial,
             to_json(trial_end) #>> '{}' AS trial_end, to_json(current_period_start) #>> '{}' AS current_period_start,
             to_json(current_period_end) #>> '{}' AS current_period_end, to_json(cancel_at) #>> '{}' AS cancel_at,
             to_json(ended_at) #>> '{}' AS ended_at, discount, to_json(updated_at) #>> '{}' AS updated_at
      FROM ${target} WHERE user_id = ANY(${userIds}::uuid[])`.execute(trx);
    const rows = new Map(stored.map((row) => [row.user_id, row]));
    for (const event of events) {
      const userId = event.data.userId;
      const row = rows.get(userId);
      const customerId = event.type === 'CheckoutCompleted' ? event.data.customerId : (row?.customer_id ?? null);
      rows.set(userId, rowOf(userId, customerId, applyToView(row ? viewOf(row) : null, event), event.data.occurredAt));
    }
    const changed = userIds.flatMap((userId) => {
      const row = rows.get(userId);
      return row ? [{ ...row, discount: row.discount === null ? null : JSON.stringify(row.discount) }] : [];
    });
    if (changed.length === 0) return;
    const columns = Object.keys(changed[0]!).filter((name) => name !== 'user_id');
    for (const chunk of rowChunks(changed)) {
      await trx
        .insertInto(tables.billing_subscription as never)
        .values(chunk as never)
        .onConflict((oc) =>
          oc
            .column('user_id' as never)
            .doUpdateSet(Object.fromEntries(columns.map((name) => [name, sql.ref(`excluded.${name}`)])) as never),
        )
        .execute();
    }
  },
});
