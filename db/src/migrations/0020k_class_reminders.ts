import { sql, type Kysely } from 'kysely';

/**
 * The reminder e-mail an hour before a registered class (issue 29 §10, ADR 0040): one row per registration reminded,
 * written in the transaction that queues the e-mail, so a sweep run twice (two workers, a retried job, a restart)
 * reminds once. A registration id is new after a cancellation, so registering again is reminded again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('class_reminder')
    .addColumn('registration_id', 'uuid', (col) => col.primaryKey())
    .addColumn('scheduled_event_id', 'uuid', (col) => col.notNull())
    .addColumn('reminded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('class_reminder_scheduled_event_idx')
    .on('class_reminder')
    .column('scheduled_event_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('class_reminder').ifExists().execute();
}
