import { sql, type Kysely } from 'kysely';

/**
 * Identity: sessions (opaque tokens stored as their SHA-256), failed-login bookkeeping for the
 * throttle, and the special-route sign-in flows of spec 1 §4.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_session')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    // The token itself is never stored: a database leak must not hand out live sessions.
    .addColumn('token_hash', 'bytea', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`octet_length(token_hash) = 32`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('idle_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('user_session_user_id_idx').on('user_session').column('user_id').execute();

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

  await db.schema
    .createTable('auth_flow')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('route_type', 'text', (col) =>
      col.notNull().check(sql`route_type IN ('zoom', 'feedback', 'subscribe', 'playbook-offer')`),
    )
    .addColumn('requested_url', 'text', (col) => col.notNull().check(sql`left(requested_url, 1) = '/'`))
    .addColumn('target_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_flow_expires_at_idx').on('auth_flow').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_flow').ifExists().execute();
  await db.schema.dropTable('login_attempt').ifExists().execute();
  await db.schema.dropTable('user_session').ifExists().execute();
}
