import { sql, type Kysely } from 'kysely';

/**
 * The record of each forget operation (ADR 0029): which account was erased, when, and what the event store
 * deleted or redacted. It holds no personal data: the id is a random uuid that nothing else refers to any more.
 * A database restored from a backup taken before an erasure replays these rows (`forgetSubject` again) before
 * it serves, so no restore brings a deleted person back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('forgotten_subject')
    .addColumn('subject_id', 'uuid', (col) => col.primaryKey())
    .addColumn('forgotten_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_events', 'integer', (col) => col.notNull())
    .addColumn('redacted_events', 'integer', (col) => col.notNull())
    .addColumn('projections', sql`text[]`, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('forgotten_subject').execute();
}
