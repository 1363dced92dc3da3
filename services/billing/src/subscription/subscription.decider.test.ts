import { describe, expect, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import type { SubscriptionSnapshot } from '@impromptu/integrations';
import { subscriptionDecider, type SubscriptionCommand } from './subscription.decider.js';
import { platformStarted } from '../testing/index.js';
import type { SubscriptionEvent } from './subscription.events.js';

const USER = '0190f1a2-0000-7000-8000-0000000000aa';
const given = DeciderSpecification.for(subscriptionDecider);

const T = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));
const iso = (minute: number) => T(minute).toISOString();

const snapshot = (overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceId: 'price_trainings_monthly',
  amountCents: 3500,
  interval: 'month',
  isPaused: false,
  resumesAt: null,
  trialEnd: null,
  currentPeriodStart: '2026-03-01T09:00:00.000Z',
  currentPeriodEnd: '2026-04-01T09:00:00.000Z',
  cancelAt: null,
  endedAt: null,
  discount: null,
  userId: USER,
  createdAt: '2026-03-01T09:00:00.000Z',
  duplicateOf: null,
  ...overrides,
});

const sync = (
  eventId: string,
  minute: number,
  overrides: Partial<SubscriptionSnapshot> = {},
  plan: 'trainings' | 'legacy_trainings' = 'trainings',
  period: 'monthly' | 'annually' = 'monthly',
): SubscriptionCommand => ({
  type: 'SyncSubscription',
  data: { userId: USER, providerEventId: eventId, occurredAt: T(minute), snapshot: snapshot(overrides), plan, period },
});

const base = (eventId: string, minute: number) => ({
  userId: USER,
  providerEventId: eventId,
  occurredAt: iso(minute),
  subscriptionId: 'sub_1',
});

const started = platformStarted(USER);

const speakUp = {
  couponId: 'speak-up-20',
  name: 'Speak Up 20% Off',
  percentOff: 20,
  amountOffCents: null,
  promotionCodeId: 'promo_speakup20',
};

describe('subscription decider', () => {
  it('completes a checkout once: the same session completed again changes nothing', () => {
    const complete: SubscriptionCommand = {
      type: 'CompleteCheckout',
      data: {
        userId: USER,
        providerEventId: 'evt_checkout',
        occurredAt: T(0),
        checkoutSessionId: 'cs_1',
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
      },
    };
    const completed: SubscriptionEvent = {
      type: 'CheckoutCompleted',
      data: {
        userId: USER,
        providerEventId: 'evt_checkout',
        occurredAt: iso(0),
        checkoutSessionId: 'cs_1',
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
      },
    };
    given([]).when(complete).then([completed]);
    given([completed]).when(complete).thenNothingHappened();
    given([completed])
      .when({ ...complete, data: { ...complete.data, providerEventId: 'evt_checkout_retry' } })
      .thenNothingHappened();
  });

  it('starts a subscription with its plan, period, price and period dates', () => {
    given([]).when(sync('evt_created', 0)).then([started]);
  });

  it('starts a trial and ends it when the first payment goes through', () => {
    const trialing = sync('evt_created', 0, { status: 'trialing', trialEnd: '2026-03-15T09:00:00.000Z' });
    const trialStarted: SubscriptionEvent = {
      type: 'TrialStarted',
      data: { ...base('evt_created', 0), trialEnd: '2026-03-15T09:00:00.000Z' },
    };
    given([]).when(trialing).then([started, trialStarted]);
    given([started, trialStarted])
      .when(sync('evt_paid', 5))
      .then([{ type: 'TrialEnded', data: base('evt_paid', 5) }]);
  });

  it('changes plan and period when the price changes, and renews when only the period moves', () => {
    given([started])
      .when(
        sync(
          'evt_annual',
          5,
          {
            priceId: 'price_trainings_annually',
            amountCents: 29500,
            interval: 'year',
            currentPeriodStart: iso(5),
            currentPeriodEnd: '2027-03-01T09:05:00.000Z',
          },
          'trainings',
          'annually',
        ),
      )
      .then([
        {
          type: 'PlanChanged',
          data: {
            ...base('evt_annual', 5),
            fromPlan: 'trainings',
            fromPeriod: 'monthly',
            plan: 'trainings',
            period: 'annually',
            priceId: 'price_trainings_annually',
            amountCents: 29500,
            currentPeriodStart: iso(5),
            currentPeriodEnd: '2027-03-01T09:05:00.000Z',
          },
        },
      ]);
    given([started])
      .when(
        sync('evt_renewed', 5, {
          currentPeriodStart: '2026-04-01T09:00:00.000Z',
          currentPeriodEnd: '2026-05-01T09:00:00.000Z',
        }),
      )
      .then([
        {
          type: 'SubscriptionRenewed',
          data: {
            ...base('evt_renewed', 5),
            currentPeriodStart: '2026-04-01T09:00:00.000Z',
            currentPeriodEnd: '2026-05-01T09:00:00.000Z',
          },
        },
      ]);
  });

  it('pauses and resumes', () => {
    // Paused from the end of the period paid (issue 44).
    const paused: SubscriptionEvent = {
      type: 'SubscriptionPaused',
      data: { ...base('evt_pause', 5), pausedFrom: '2026-04-01T09:00:00.000Z', resumesAt: null },
    };
    given([started])
      .when(sync('evt_pause', 5, { isPaused: true }))
      .then([paused]);
    given([started, paused])
      .when(sync('evt_resume', 6))
      .then([{ type: 'SubscriptionResumed', data: base('evt_resume', 6) }]);
  });

  it('applies a promotion and ends it when the discount goes', () => {
    const applied: SubscriptionEvent = {
      type: 'PromotionApplied',
      data: { ...base('evt_promo', 5), discount: speakUp },
    };
    given([started])
      .when(sync('evt_promo', 5, { discount: speakUp }))
      .then([applied]);
    given([started, applied])
      .when(sync('evt_promo_again', 6, { discount: speakUp }))
      .thenNothingHappened();
    given([started, applied])
      .when(sync('evt_no_promo', 6))
      .then([{ type: 'PromotionEnded', data: base('evt_no_promo', 6) }]);
  });

  it('schedules a cancellation at the period end, withdraws it, and cancels when the subscription ends', () => {
    const scheduled: SubscriptionEvent = {
      type: 'CancellationScheduled',
      data: { ...base('evt_cancel', 5), cancelAt: '2026-04-01T09:00:00.000Z' },
    };
    given([started])
      .when(sync('evt_cancel', 5, { cancelAt: '2026-04-01T09:00:00.000Z' }))
      .then([scheduled]);
    given([started, scheduled])
      .when(sync('evt_renew', 6))
      .then([{ type: 'CancellationWithdrawn', data: base('evt_renew', 6) }]);
    given([started, scheduled])
      .when(sync('evt_deleted', 7, { status: 'canceled', endedAt: iso(7), cancelAt: iso(7) }))
      .then([{ type: 'SubscriptionCancelled', data: { ...base('evt_deleted', 7), endedAt: iso(7) } }]);
  });

  it('marks a payment problem as a status change', () => {
    given([started])
      .when(sync('evt_past_due', 5, { status: 'past_due' }))
      .then([{ type: 'SubscriptionStatusChanged', data: { ...base('evt_past_due', 5), status: 'past_due' } }]);
  });

  it('ignores an update older than the last applied change: out-of-order deliveries never overwrite a newer state', () => {
    const paused: SubscriptionEvent = { type: 'SubscriptionPaused', data: base('evt_newer', 10) };
    // The older update (minute 5) says "not paused"; the newer one (minute 10) paused it: nothing changes.
    given([started, paused]).when(sync('evt_older', 5)).thenNothingHappened();
    // An update of the same second as the last change still applies (Stripe stamps whole seconds).
    given([started, paused])
      .when(sync('evt_same_time', 10))
      .then([{ type: 'SubscriptionResumed', data: base('evt_same_time', 10) }]);
  });

  it('treats a replayed provider event as a no-op', () => {
    // Paused from the end of the period paid (issue 44).
    const paused: SubscriptionEvent = {
      type: 'SubscriptionPaused',
      data: { ...base('evt_pause', 5), pausedFrom: '2026-04-01T09:00:00.000Z', resumesAt: null },
    };
    given([started, paused])
      .when(sync('evt_pause', 5, { isPaused: true }))
      .thenNothingHappened();
    given([started, paused]).when(sync('evt_created', 12)).thenNothingHappened();
  });

  it('starts nothing from an update of a subscription that already ended, and starts a new one after a cancellation', () => {
    given([])
      .when(sync('evt_old', 0, { status: 'canceled', endedAt: iso(0) }))
      .thenNothingHappened();
    const cancelled: SubscriptionEvent = {
      type: 'SubscriptionCancelled',
      data: { ...base('evt_deleted', 7), endedAt: iso(7) },
    };
    given([started, cancelled])
      .when(
        sync('evt_again', 20, {
          id: 'sub_2',
          currentPeriodStart: iso(20),
          currentPeriodEnd: '2026-04-01T09:20:00.000Z',
        }),
      )
      .then([
        {
          type: 'SubscriptionStarted',
          data: {
            ...(started.data as object),
            ...base('evt_again', 20),
            subscriptionId: 'sub_2',
            currentPeriodStart: iso(20),
            currentPeriodEnd: '2026-04-01T09:20:00.000Z',
          } as never,
        },
      ]);
  });

  describe('one subscription per customer (issue 44)', () => {
    const refundSecond: SubscriptionCommand = {
      type: 'RecordDuplicateRefund',
      data: {
        userId: USER,
        providerEventId: 'duplicate:sub_2',
        occurredAt: T(30),
        subscriptionId: 'sub_2',
        keptSubscriptionId: 'sub_1',
        amountCents: 29_500,
        refundIds: ['re_1'],
      },
    };
    const refunded: SubscriptionEvent = {
      type: 'DuplicateSubscriptionRefunded',
      data: {
        userId: USER,
        providerEventId: 'duplicate:sub_2',
        occurredAt: iso(30),
        subscriptionId: 'sub_2',
        keptSubscriptionId: 'sub_1',
        amountCents: 29_500,
        refundIds: ['re_1'],
      },
    };

    it('records the refund of a second subscription once', () => {
      given([started]).when(refundSecond).then([refunded]);
      given([started, refunded]).when(refundSecond).thenNothingHappened();
    });

    it('never starts a second subscription: one marked at the provider, or one whose refund is recorded', () => {
      given([started])
        .when(sync('evt_marked', 31, { id: 'sub_2', duplicateOf: 'sub_1', currentPeriodStart: iso(31) }))
        .thenNothingHappened();
      given([started, refunded])
        .when(sync('evt_late', 32, { id: 'sub_2', status: 'canceled', endedAt: iso(32) }))
        .thenNothingHappened();
    });

    it('a second subscription read as the current one gives way: the kept one starts again on its next read', () => {
      const second: SubscriptionEvent = {
        type: 'SubscriptionStarted',
        data: { ...(started.data as object), ...base('evt_second', 20), subscriptionId: 'sub_2' } as never,
      };
      const state = [started, second, refunded].reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());
      expect(state.subscription).toBeNull();
      expect(subscriptionDecider.decide(sync('evt_kept', 40), state).map((event) => event.type)).toEqual([
        'SubscriptionStarted',
      ]);
    });

    it('records a refund of credit once per set of refunds, and none for no refund', () => {
      const credit = (refundIds: string[]): SubscriptionCommand => ({
        type: 'RecordCreditRefund',
        data: {
          userId: USER,
          providerEventId: `refund:${refundIds.join(',')}`,
          occurredAt: T(50),
          reason: 'credit',
          amountCents: 1200,
          refundIds,
        },
      });
      const recorded: SubscriptionEvent = {
        type: 'CreditRefunded',
        data: {
          userId: USER,
          providerEventId: 'refund:re_9',
          occurredAt: iso(50),
          reason: 'credit',
          amountCents: 1200,
          refundIds: ['re_9'],
        },
      };
      given([started])
        .when(credit(['re_9']))
        .then([recorded]);
      given([started, recorded])
        .when({
          ...credit(['re_9']),
          data: { ...credit(['re_9']).data, providerEventId: 'other' },
        } as SubscriptionCommand)
        .thenNothingHappened();
      given([started]).when(credit([])).thenNothingHappened();
    });
  });
});
