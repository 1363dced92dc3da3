import type { BillingPeriod, PaidPlan } from '@impromptu/integrations';
import type { Discount, SubscriptionEvent } from './subscription.events.js';

/** A user's payment subscription as the product reads it: the decider's state and the projection's row. */
export interface SubscriptionView {
  subscriptionId: string;
  customerId: string;
  plan: PaidPlan;
  period: BillingPeriod;
  priceId: string;
  amountCents: number;
  status: string;
  isPaused: boolean;
  /** From when the paused plan is paused (the end of the period paid); null when paused at once or not paused. */
  pausedFrom: string | null;
  /** When the pause ends by itself; null: when the customer resumes. */
  resumesAt: string | null;
  isTrial: boolean;
  trialEnd: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAt: string | null;
  endedAt: string | null;
  discount: Discount | null;
}

/** Statuses in which a payment subscription gives its plan (a paused one still does, marked paused). */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

/** Whether a paused plan is paused at `now`: from the end of the period paid, never before (issue 44). */
export function isPausedAt(view: { isPaused: boolean; pausedFrom: string | Date | null }, now: Date): boolean {
  return view.isPaused && (view.pausedFrom === null || new Date(view.pausedFrom).getTime() <= now.getTime());
}

export function isLive(view: Pick<SubscriptionView, 'status' | 'endedAt'> | null): boolean {
  return view !== null && view.endedAt === null && LIVE_STATUSES.includes(view.status);
}

/**
 * Folds one event onto the view: the one rule the decider's state and the projection's rows follow,
 * so the row a reader sees is the state the next decision starts from.
 */
export function applyToView(view: SubscriptionView | null, event: SubscriptionEvent): SubscriptionView | null {
  switch (event.type) {
    case 'CheckoutCompleted':
    case 'CreditRefunded':
    case 'RefundFailed':
      return view;
    case 'DuplicateSubscriptionRefunded':
      // A second subscription never gives the plan: if it was read as the current one, the kept one takes over.
      return view?.subscriptionId === event.data.subscriptionId ? null : view;
    case 'SubscriptionStarted': {
      const d = event.data;
      return {
        subscriptionId: d.subscriptionId,
        customerId: d.customerId,
        plan: d.plan,
        period: d.period,
        priceId: d.priceId,
        amountCents: d.amountCents,
        status: d.status,
        isPaused: false,
        pausedFrom: null,
        resumesAt: null,
        isTrial: false,
        trialEnd: null,
        currentPeriodStart: d.currentPeriodStart,
        currentPeriodEnd: d.currentPeriodEnd,
        cancelAt: null,
        endedAt: null,
        discount: null,
      };
    }
    default:
      break;
  }
  if (view === null || view.subscriptionId !== event.data.subscriptionId) return view;
  switch (event.type) {
    case 'PlanChanged': {
      const { plan, period, priceId, amountCents, currentPeriodStart, currentPeriodEnd } = event.data;
      return { ...view, plan, period, priceId, amountCents, currentPeriodStart, currentPeriodEnd };
    }
    case 'SubscriptionRenewed':
      return {
        ...view,
        currentPeriodStart: event.data.currentPeriodStart,
        currentPeriodEnd: event.data.currentPeriodEnd,
      };
    case 'SubscriptionStatusChanged':
      return { ...view, status: event.data.status };
    case 'SubscriptionPaused':
      return {
        ...view,
        isPaused: true,
        pausedFrom: event.data.pausedFrom ?? null,
        resumesAt: event.data.resumesAt ?? null,
      };
    case 'SubscriptionResumed':
      return { ...view, isPaused: false, pausedFrom: null, resumesAt: null };
    case 'TrialStarted':
      return { ...view, isTrial: true, trialEnd: event.data.trialEnd, status: 'trialing' };
    case 'TrialEnded':
      return { ...view, isTrial: false, trialEnd: null, status: view.status === 'trialing' ? 'active' : view.status };
    case 'PromotionApplied':
      return { ...view, discount: event.data.discount };
    case 'PromotionEnded':
      return { ...view, discount: null };
    case 'CancellationScheduled':
      return { ...view, cancelAt: event.data.cancelAt };
    case 'CancellationWithdrawn':
      return { ...view, cancelAt: null };
    case 'SubscriptionCancelled':
      return {
        ...view,
        status: 'canceled',
        endedAt: event.data.endedAt,
        isPaused: false,
        pausedFrom: null,
        resumesAt: null,
      };
    default: {
      const unreachable: never = event;
      throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
    }
  }
}

export type { BillingPeriod, PaidPlan };
