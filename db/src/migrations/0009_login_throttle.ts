import { sql, type Kysely } from 'kysely';

/**
 * The sign-in throttle's counters (docs/decisions/0005): failed sign-ins per account, per client
 * address and per (account, client) pair, one row each, in place of the log of every attempt that
 * the per-account lockout read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('scope', 'text', (col) => col.notNull().check(sql`scope IN ('account', 'client', 'account_client')`))
    // The lower-case e-mail, the client address, or both separated by a space.
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`failures >= 0`),
    )
    .addColumn('last_failure_at', 'timestamptz')
    .addColumn('last_success_at', 'timestamptz')
    // When the row says nothing any more and may be swept.
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('login_throttle_pkey', ['scope', 'subject'])
    .execute();
  await db.schema.createIndex('login_throttle_expires_at_idx').on('login_throttle').column('expires_at').execute();

  await db.schema.dropTable('login_attempt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempt')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
    .addColumn('succeeded', 'boolean', (col) => col.notNull())
    .addColumn('attempted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_attempt_email_attempted_at_idx')
    .on('login_attempt')
    .columns(['email', 'attempted_at'])
    .execute();
  await db.schema.dropTable('login_throttle').execute();
}
