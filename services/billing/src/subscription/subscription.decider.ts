import type { Decider } from '@impromptu/event-store';
import type { BillingPeriod, PaidPlan, SubscriptionSnapshot } from '@impromptu/integrations';
import { applyToView, type SubscriptionView } from './subscription-view.js';
import {
  BILLING_STREAM_TYPE,
  subscriptionEvents,
  type Discount,
  type SubscriptionEvent,
} from './subscription.events.js';

/** The provider event (or the product's own read after a change) the command comes from. */
interface Provenance {
  userId: string;
  providerEventId: string;
  /** When the provider stamped the event: an update older than the last applied one changes nothing. */
  occurredAt: Date;
}

export type CompleteCheckout = {
  type: 'CompleteCheckout';
  data: Provenance & { checkoutSessionId: string; customerId: string; subscriptionId: string | null };
};

/** The subscription as the provider has it now, with the plan and period its price stands for. */
export type SyncSubscription = {
  type: 'SyncSubscription';
  data: Provenance & { snapshot: SubscriptionSnapshot; plan: PaidPlan; period: BillingPeriod };
};

/** A second subscription was cancelled and refunded at the provider (issue 44): recorded once. */
export type RecordDuplicateRefund = {
  type: 'RecordDuplicateRefund';
  data: Provenance & { subscriptionId: string; keptSubscriptionId: string; amountCents: number; refundIds: string[] };
};

/** Credit given back to the card at the provider: recorded once per set of refunds. */
export type RecordCreditRefund = {
  type: 'RecordCreditRefund';
  data: Provenance & { reason: 'credit' | 'account_deleted'; amountCents: number; refundIds: string[] };
};

/** A refund the bank refused after it was made, its amount kept as credit at the provider: recorded once. */
export type RecordRefundFailure = {
  type: 'RecordRefundFailure';
  data: Provenance & { refundId: string; reason: string | null; amountCents: number; creditedCents: number };
};

export type SubscriptionCommand =
  CompleteCheckout | SyncSubscription | RecordDuplicateRefund | RecordCreditRefund | RecordRefundFailure;

/** How many provider event ids a stream remembers to refuse a replay (Stripe retries for three days). */
export const REMEMBERED_EVENTS = 200;

export interface BillingState {
  subscription: SubscriptionView | null;
  completedCheckouts: string[];
  /** The provider event ids already applied, newest last. */
  appliedEventIds: string[];
  /** The provider time of the last applied change, in ms. */
  lastChangeAt: number | null;
  /** Second subscriptions refunded: never the user's subscription, whatever their later updates say. */
  duplicateSubscriptionIds: string[];
  /** Refunds already recorded. */
  refundIds: string[];
  /** Refunds recorded as failed. */
  failedRefundIds: string[];
}

const initialState = (): BillingState => ({
  subscription: null,
  completedCheckouts: [],
  appliedEventIds: [],
  lastChangeAt: null,
  duplicateSubscriptionIds: [],
  refundIds: [],
  failedRefundIds: [],
});

const sameDiscount = (a: Discount | null, b: Discount | null): boolean =>
  a === null || b === null ? a === b : a.couponId === b.couponId && a.promotionCodeId === b.promotionCodeId;

function decide(command: SubscriptionCommand, state: BillingState): SubscriptionEvent[] {
  const { userId, providerEventId, occurredAt } = command.data;
  // A replayed delivery, or an update older than the state it would overwrite, changes nothing.
  if (state.appliedEventIds.includes(providerEventId)) return [];
  const provenance = { userId, providerEventId, occurredAt: occurredAt.toISOString() };
  switch (command.type) {
    case 'CompleteCheckout': {
      const { checkoutSessionId, customerId, subscriptionId } = command.data;
      // Spec: a checkout completed twice is a no-op.
      if (state.completedCheckouts.includes(checkoutSessionId)) return [];
      return [{ type: 'CheckoutCompleted', data: { ...provenance, checkoutSessionId, customerId, subscriptionId } }];
    }
    case 'SyncSubscription': {
      if (state.lastChangeAt !== null && occurredAt.getTime() < state.lastChangeAt) return [];
      const { snapshot } = command.data;
      if (snapshot.duplicateOf !== null || state.duplicateSubscriptionIds.includes(snapshot.id)) return [];
      return syncEvents(state.subscription, command.data, provenance);
    }
    case 'RecordDuplicateRefund': {
      const { subscriptionId, keptSubscriptionId, amountCents, refundIds } = command.data;
      if (state.duplicateSubscriptionIds.includes(subscriptionId)) return [];
      return [
        {
          type: 'DuplicateSubscriptionRefunded',
          data: { ...provenance, subscriptionId, keptSubscriptionId, amountCents, refundIds },
        },
      ];
    }
    case 'RecordCreditRefund': {
      const { reason, amountCents, refundIds } = command.data;
      if (refundIds.length === 0 || refundIds.every((id) => state.refundIds.includes(id))) return [];
      return [{ type: 'CreditRefunded', data: { ...provenance, reason, amountCents, refundIds } }];
    }
    case 'RecordRefundFailure': {
      const { refundId, reason, amountCents, creditedCents } = command.data;
      if ((state.failedRefundIds ?? []).includes(refundId)) return [];
      return [{ type: 'RefundFailed', data: { ...provenance, refundId, reason, amountCents, creditedCents } }];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`Unhandled command ${(unreachable as { type: string }).type}`);
    }
  }
}

/** The events that take the known subscription to the provider's snapshot, each a fact the product names. */
function syncEvents(
  current: SubscriptionView | null,
  data: SyncSubscription['data'],
  provenance: { userId: string; providerEventId: string; occurredAt: string },
): SubscriptionEvent[] {
  const { snapshot, plan, period } = data;
  const subscriptionId = snapshot.id;
  const ended = snapshot.status === 'canceled' || snapshot.status === 'incomplete_expired' || snapshot.endedAt !== null;
  const base = { ...provenance, subscriptionId };
  const events: SubscriptionEvent[] = [];
  const price = {
    plan,
    period,
    priceId: snapshot.priceId,
    amountCents: snapshot.amountCents,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
  };

  let known = current;
  if (known === null || known.subscriptionId !== subscriptionId) {
    // An update of a subscription that is not the user's current one is history: nothing to start.
    if (
      ended ||
      (known !== null &&
        known.endedAt === null &&
        Date.parse(known.currentPeriodStart) > Date.parse(snapshot.currentPeriodStart))
    )
      return [];
    const started: SubscriptionEvent = {
      type: 'SubscriptionStarted',
      data: {
        ...base,
        customerId: snapshot.customerId,
        ...price,
        status: snapshot.status === 'trialing' ? 'active' : snapshot.status,
      },
    };
    events.push(started);
    known = applyToView(known, started);
  }
  if (!known) return events;

  if (known.plan !== plan || known.period !== period || known.priceId !== snapshot.priceId) {
    events.push({ type: 'PlanChanged', data: { ...base, fromPlan: known.plan, fromPeriod: known.period, ...price } });
  } else if (known.currentPeriodEnd !== snapshot.currentPeriodEnd) {
    events.push({
      type: 'SubscriptionRenewed',
      data: { ...base, currentPeriodStart: snapshot.currentPeriodStart, currentPeriodEnd: snapshot.currentPeriodEnd },
    });
  }

  const trialing = snapshot.status === 'trialing';
  if (trialing && !known.isTrial)
    events.push({ type: 'TrialStarted', data: { ...base, trialEnd: snapshot.trialEnd ?? snapshot.currentPeriodEnd } });
  if (!trialing && known.isTrial) events.push({ type: 'TrialEnded', data: base });

  if (!ended && !trialing) {
    const knownStatus = known.status === 'trialing' ? 'active' : known.status;
    if (snapshot.status !== knownStatus)
      events.push({ type: 'SubscriptionStatusChanged', data: { ...base, status: snapshot.status } });
  }

  // Paused from the end of the period paid: the customer keeps what they paid for (issue 44).
  if (snapshot.isPaused && !known.isPaused && !ended)
    events.push({
      type: 'SubscriptionPaused',
      data: { ...base, pausedFrom: snapshot.currentPeriodEnd, resumesAt: snapshot.resumesAt },
    });
  if (!snapshot.isPaused && known.isPaused && !ended) events.push({ type: 'SubscriptionResumed', data: base });

  if (!sameDiscount(known.discount, snapshot.discount)) {
    events.push(
      snapshot.discount
        ? { type: 'PromotionApplied', data: { ...base, discount: snapshot.discount } }
        : { type: 'PromotionEnded', data: base },
    );
  }

  if (ended) {
    if (known.endedAt === null)
      events.push({
        type: 'SubscriptionCancelled',
        data: { ...base, endedAt: snapshot.endedAt ?? provenance.occurredAt },
      });
  } else if (snapshot.cancelAt !== null && known.cancelAt !== snapshot.cancelAt) {
    events.push({ type: 'CancellationScheduled', data: { ...base, cancelAt: snapshot.cancelAt } });
  } else if (snapshot.cancelAt === null && known.cancelAt !== null) {
    events.push({ type: 'CancellationWithdrawn', data: base });
  }
  return events;
}

function evolve(state: BillingState, event: SubscriptionEvent): BillingState {
  const appliedEventIds = state.appliedEventIds.includes(event.data.providerEventId)
    ? state.appliedEventIds
    : [...state.appliedEventIds, event.data.providerEventId].slice(-REMEMBERED_EVENTS);
  if (event.type === 'CheckoutCompleted') {
    return {
      ...state,
      appliedEventIds,
      completedCheckouts: [...state.completedCheckouts, event.data.checkoutSessionId].slice(-REMEMBERED_EVENTS),
    };
  }
  if (event.type === 'CreditRefunded') {
    return {
      ...state,
      appliedEventIds,
      refundIds: [...(state.refundIds ?? []), ...event.data.refundIds].slice(-REMEMBERED_EVENTS),
    };
  }
  if (event.type === 'RefundFailed') {
    return {
      ...state,
      appliedEventIds,
      failedRefundIds: [...(state.failedRefundIds ?? []), event.data.refundId].slice(-REMEMBERED_EVENTS),
    };
  }
  if (event.type === 'DuplicateSubscriptionRefunded') {
    return {
      ...state,
      appliedEventIds,
      subscription: applyToView(state.subscription, event),
      duplicateSubscriptionIds: [...(state.duplicateSubscriptionIds ?? []), event.data.subscriptionId],
      refundIds: [...(state.refundIds ?? []), ...event.data.refundIds].slice(-REMEMBERED_EVENTS),
    };
  }
  const at = Date.parse(event.data.occurredAt);
  return {
    ...state,
    appliedEventIds,
    subscription: applyToView(state.subscription, event),
    lastChangeAt: Math.max(state.lastChangeAt ?? at, at),
  };
}

/**
 * A user's payment subscriptions (stream `billing-{userId}`): each provider event applies once, an older
 * update never overwrites a newer state, and a checkout completes once.
 */
export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, BillingState> = {
  streamType: BILLING_STREAM_TYPE,
  events: subscriptionEvents,
  initialState,
  evolve,
  decide,
};
