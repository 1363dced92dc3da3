import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import {
  BILLING_STREAM_TYPE,
  billingStreamId,
  subscriptionEvents,
  type SubscriptionEvent,
} from '../../subscription/subscription.events.js';
import { platformStarted } from '../../testing/index.js';
import { billingSubscriptionProjection } from './billing-subscription.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(billingSubscriptionProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const rowOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('billing_subscription')
    .select([
      'customer_id',
      'subscription_id',
      'plan',
      'period',
      'amount_cents',
      'status',
      'is_paused',
      'is_trial',
      'discount',
      'cancel_at',
      'ended_at',
    ])
    .where('user_id', '=', userId)
    .execute();

function appendOf(userId: string, events: SubscriptionEvent[]) {
  return {
    streamId: billingStreamId(userId),
    streamType: BILLING_STREAM_TYPE,
    events: events.map((event) => subscriptionEvents.toAppend(event)),
  };
}

function history(userId: string) {
  const base = (id: string, at: string) => ({ userId, providerEventId: id, occurredAt: at, subscriptionId: 'sub_1' });
  const checkout: SubscriptionEvent = {
    type: 'CheckoutCompleted',
    data: {
      userId,
      providerEventId: 'evt_1',
      occurredAt: '2026-03-01T09:00:00.000Z',
      checkoutSessionId: 'cs_1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    },
  };
  const started = platformStarted(userId, { providerEventId: 'evt_2' });
  const annual: SubscriptionEvent = {
    type: 'PlanChanged',
    data: {
      ...base('evt_3', '2026-03-02T09:00:00.000Z'),
      fromPlan: 'trainings',
      fromPeriod: 'monthly',
      plan: 'trainings',
      period: 'annually',
      priceId: 'price_trainings_annually',
      amountCents: 29500,
      currentPeriodStart: '2026-03-02T09:00:00.000Z',
      currentPeriodEnd: '2027-03-02T09:00:00.000Z',
    },
  };
  const promotion: SubscriptionEvent = {
    type: 'PromotionApplied',
    data: {
      ...base('evt_4', '2026-03-03T09:00:00.000Z'),
      discount: {
        couponId: 'speak-up-20',
        name: 'Speak Up 20% Off',
        percentOff: 20,
        amountOffCents: null,
        promotionCodeId: 'promo_1',
      },
    },
  };
  const paused: SubscriptionEvent = { type: 'SubscriptionPaused', data: base('evt_5', '2026-03-04T09:00:00.000Z') };
  const cancelled: SubscriptionEvent = {
    type: 'SubscriptionCancelled',
    data: { ...base('evt_6', '2026-03-05T09:00:00.000Z'), endedAt: '2026-03-05T09:00:00.000Z' },
  };
  return { checkout, started, annual, promotion, paused, cancelled };
}

describe('billing subscription projection', () => {
  it('keeps the customer of a completed checkout before its subscription starts', async () => {
    const user = randomUUID();
    const { checkout } = history(user);
    await given(appendOf(user, [checkout])).then(rowOf(user), [
      {
        customer_id: 'cus_1',
        subscription_id: null,
        plan: null,
        period: null,
        amount_cents: null,
        status: null,
        is_paused: false,
        is_trial: false,
        discount: null,
        cancel_at: null,
        ended_at: null,
      },
    ]);
  });

  it('follows the subscription through a plan change, a promotion and a pause', async () => {
    const user = randomUUID();
    const { checkout, started, annual, promotion, paused } = history(user);
    await given(appendOf(user, [checkout, started, annual, promotion, paused])).then(rowOf(user), [
      {
        customer_id: 'cus_1',
        subscription_id: 'sub_1',
        plan: 'trainings',
        period: 'annually',
        amount_cents: 29500,
        status: 'active',
        is_paused: true,
        is_trial: false,
        discount: {
          couponId: 'speak-up-20',
          name: 'Speak Up 20% Off',
          percentOff: 20,
          amountOffCents: null,
          promotionCodeId: 'promo_1',
        },
        cancel_at: null,
        ended_at: null,
      },
    ]);
  });

  it('marks a cancelled subscription ended, so it no longer gives its plan', async () => {
    const user = randomUUID();
    const { started, cancelled } = history(user);
    await given(appendOf(user, [started, cancelled])).then(rowOf(user), [
      {
        customer_id: 'cus_1',
        subscription_id: 'sub_1',
        plan: 'trainings',
        period: 'monthly',
        amount_cents: 3500,
        status: 'canceled',
        is_paused: false,
        is_trial: false,
        discount: null,
        cancel_at: null,
        ended_at: new Date('2026-03-05T09:00:00.000Z'),
      },
    ]);
  });
});
