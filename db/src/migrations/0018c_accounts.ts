import { sql, type Kysely } from 'kysely';

/**
 * Accounts people can rely on (issue 25, ADR 0028): single-use account tokens (password reset, e-mail
 * change, e-mail confirmation, invitation) stored as their SHA-256; fixed-window counters for the
 * throttled account actions; when an address was confirmed; and the SMTP adapter's delivery ledger,
 * so a retried e-mail job does not send a message twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('email_verified_at', 'timestamptz').execute();
  // The accounts that exist before this migration were made by people who could sign in with them.
  await sql`UPDATE app_user SET email_verified_at = created_at`.execute(db);

  await db.schema
    .createTable('account_token')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose IN ('password_reset', 'email_change', 'email_verify', 'invitation')`),
    )
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    // The address the link was sent to: for an e-mail change, the new one.
    .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
    // The token itself is never stored, only its SHA-256.
    .addColumn('token_hash', 'bytea', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`octet_length(token_hash) = 32`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('account_token_user_purpose_idx')
    .on('account_token')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('action_throttle')
    .addColumn('action', 'text', (col) => col.notNull())
    // The lower-case e-mail, the client address or the user id the action is counted for.
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull().check(sql`hits >= 0`))
    .addPrimaryKeyConstraint('action_throttle_pkey', ['action', 'subject'])
    .execute();
  await db.schema.createIndex('action_throttle_window_idx').on('action_throttle').column('window_started_at').execute();

  await db.schema
    .createTable('email_delivery')
    .addColumn('job_id', 'text', (col) => col.primaryKey())
    .addColumn('message_id', 'uuid', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'sent')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_delivery').ifExists().execute();
  await db.schema.dropTable('action_throttle').ifExists().execute();
  await db.schema.dropTable('account_token').ifExists().execute();
  await db.schema.alterTable('app_user').dropColumn('email_verified_at').execute();
}
