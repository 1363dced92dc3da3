import { sql, type Kysely } from 'kysely';

/** The e-mail outbox table: the embedded e-mail adapter delivers into it and admins read it. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_message')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().unique())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'sent', 'failed')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_message_created_at_idx').on('email_message').column('created_at desc').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_message').ifExists().execute();
}
