import { sql, type Kysely } from 'kysely';

/**
 * The payment provider is the ledger (issue 44): a repeatable reconciliation compares it with the billing projection
 * for every customer. Each run is a row, and each difference found a row under it, with whether the run repaired it,
 * for the admins' page. A drift names its user: erasing the user erases it (the foreign key cascades).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_reconciliation_run')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('trigger', 'text', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('customers', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('drift_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('repaired_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('billing_drift')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('run_id', 'uuid', (col) => col.notNull().references('billing_reconciliation_run.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.references('app_user.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('repaired', 'boolean', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('billing_drift_run_idx').on('billing_drift').column('run_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_drift').ifExists().execute();
  await db.schema.dropTable('billing_reconciliation_run').ifExists().execute();
}
