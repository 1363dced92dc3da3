import type { BoundedContext, ViewsOf } from '@impromptu/event-store';
import { billingSubscriptionProjection } from './projections/billing-subscription/billing-subscription.projection.js';
import { subscriptionDecider } from './subscription/subscription.decider.js';
import {
  billingJobDefinitions,
  createBillingJobHandlers,
  NIGHTLY_RECONCILIATION,
  paymentsFromEnvironment,
} from './webhooks/stripe-webhook.job.js';
import { createCustomerJobHandlers, customerJobDefinitions } from './customer/customer-email.job.js';

const jobDefinitions = { ...billingJobDefinitions, ...customerJobDefinitions };

/**
 * Billing: each user's payment subscriptions as events (checkout completed, started, plan changed, paused,
 * resumed, trial, promotion applied, cancelled), fed by the payment provider's webhooks through the outbox
 * and a job, and the projection plan resolution reads.
 */
export const billingContext = {
  name: 'billing',
  deciders: { subscription: subscriptionDecider },
  projections: [billingSubscriptionProjection],
  jobs: {
    definitions: jobDefinitions,
    schedules: [NIGHTLY_RECONCILIATION],
    createHandlers: (environment) => ({
      ...createBillingJobHandlers(environment),
      ...createCustomerJobHandlers(environment, () => paymentsFromEnvironment()),
    }),
  },
} satisfies BoundedContext<typeof jobDefinitions>;

/** The views of this context's projections as Kysely sees them: `db.withTables<BillingViews>()`. Read-only. */
export type BillingViews = ViewsOf<typeof billingSubscriptionProjection>;

export { billingSubscriptionProjection };
export {
  subscriptionDecider,
  REMEMBERED_EVENTS,
  type BillingState,
  type CompleteCheckout,
  type SubscriptionCommand,
  type SyncSubscription,
} from './subscription/subscription.decider.js';
export { applyToView, isLive, isPausedAt, type SubscriptionView } from './subscription/subscription-view.js';
export {
  BILLING_STREAM_TYPE,
  billingStreamId,
  subscriptionEvents,
  DiscountSchema,
  type Discount,
  type SubscriptionEvent,
} from './subscription/subscription.events.js';
export {
  billingJobDefinitions,
  createBillingJobHandlers,
  paymentsFromEnvironment,
  processProviderEvent,
  processWebhookInbox,
  type WebhookOutcome,
} from './webhooks/stripe-webhook.job.js';
export {
  CHECKOUT_DISCOUNTS,
  checkoutDiscount,
  COACH_MONTHLY_CENTS,
  embeddedCatalogue,
  OFFER_BASE_ANNUAL_CENTS,
  OFFER_PROMOTION_CODE,
  type CheckoutDiscount,
} from './catalogue.js';
export { DEMO_SUBSCRIBER_EMAIL, seedDemoSubscription } from './seed.js';
export { customerJobDefinitions, syncCustomerEmail } from './customer/customer-email.job.js';
export { offerAction, type OfferAction, type OfferState } from './offer/offer-action.js';
export { receiptEmailJob, type Receipt } from './webhooks/receipt-email.js';
export { refundEmailJob, refundSentence, type RefundKind } from './refunds/refund-email.js';
export { failedRefundSentence } from './refunds/failed-refund.js';
export {
  isCharging,
  keepOneSubscription,
  keptSubscription,
  refundCustomerCredit,
  withCustomerLock,
} from './refunds/one-subscription.js';
export { firstCardCharge, type FirstCardCharge } from './credit/first-card-charge.js';
export {
  DRIFT_KINDS,
  reconcileBilling,
  type Drift,
  type DriftKind,
  type ReconciliationReport,
} from './reconcile/reconcile.js';
