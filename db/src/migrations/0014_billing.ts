import { sql, type Kysely } from 'kysely';

/**
 * Billing (ADR 0016): the inbox of payment-provider webhooks, deduplicated by the provider's event id, and
 * the objects of the embedded Stripe-compatible server that `npm start` runs when no Stripe keys are set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_webhook_event')
    // The provider's event id (evt_…): a second delivery of the same event inserts nothing.
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    // What processing did: applied, ignored (an event the product does not use) or no_user.
    .addColumn('outcome', 'text')
    .execute();
  await db.schema
    .createIndex('billing_webhook_event_unprocessed_idx')
    .on('billing_webhook_event')
    .column('received_at')
    .where(sql.ref('processed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('embedded_stripe_object')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The Stripe object name: customer, price, checkout.session, subscription…
    .addColumn('object', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('embedded_stripe_object_object_seq_idx')
    .on('embedded_stripe_object')
    .columns(['object', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('embedded_stripe_object').execute();
  await db.schema.dropTable('billing_webhook_event').execute();
}
