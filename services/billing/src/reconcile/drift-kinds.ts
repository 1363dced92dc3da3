/** What can differ between the payment provider (the ledger) and the product's billing projection (issue 44). */
export const DRIFT_KINDS = [
  'several_live_subscriptions',
  'subscription_differs',
  'ended_at_provider',
  'credit_without_plan',
  'refund_failed',
] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];
