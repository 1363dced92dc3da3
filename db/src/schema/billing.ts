import type { ColumnType } from 'kysely';

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

export interface BillingTables {
  billing_webhook_event: BillingWebhookEventTable;
  embedded_stripe_object: EmbeddedStripeObjectTable;
}
