import type { ColumnType, Generated } from 'kysely';

/** One payment-provider webhook as received; `event_id` is the provider's and deduplicates deliveries. */
export interface BillingWebhookEventTable {
  event_id: string;
  type: string;
  payload: ColumnType<unknown, string, string>;
  received_at: ColumnType<Date, Date | string | undefined, never>;
  processed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  outcome: string | null;
}

/** An object of the embedded Stripe-compatible server, stored as the JSON Stripe would answer. */
export interface EmbeddedStripeObjectTable {
  id: string;
  object: string;
  data: ColumnType<unknown, string, string>;
  seq: ColumnType<string, never, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One run of the billing reconciliation (issue 44): how many customers it compared, what differed, what it repaired. */
export interface BillingReconciliationRunTable {
  id: Generated<string>;
  trigger: string;
  started_at: ColumnType<Date, Date | string | undefined, never>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  customers: ColumnType<number, number | undefined, number>;
  drift_count: ColumnType<number, number | undefined, number>;
  repaired_count: ColumnType<number, number | undefined, number>;
}

/** A difference between the payment provider and the billing projection, found by a reconciliation run. */
export interface BillingDriftTable {
  id: Generated<string>;
  run_id: string;
  user_id: string | null;
  customer_id: string;
  kind: string;
  detail: string;
  repaired: boolean;
}

export interface BillingTables {
  billing_webhook_event: BillingWebhookEventTable;
  embedded_stripe_object: EmbeddedStripeObjectTable;
  billing_reconciliation_run: BillingReconciliationRunTable;
  billing_drift: BillingDriftTable;
}
