import { sql, type Kysely } from 'kysely';

/**
 * Live classes (spec 3 §3): events, their scheduled occurrences, registrations and feedback
 * sessions. Registrations become event-sourced later; `user_scheduled_event` is the read side
 * the join and feedback redirects use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) > 0`))
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`type IN ('LIVE_CLASS', 'FUNDAMENTALS_CLASS', 'COHORT_CLASS', 'FUNDAMENTALS_WORKSHOP', 'DAILY_PRACTICE', 'ASSIGNMENT', 'GROUP_PRACTICE')`,
        ),
    )
    .addColumn('required_subscription_tiers', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('long_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('short_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_urls', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(image_urls) = 'object'`),
    )
    .addColumn('duration_seconds', 'integer', (col) => col.notNull().check(sql`duration_seconds > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('scheduled_event')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (col) => col.notNull().references('event.id').onDelete('cascade'))
    .addColumn('start_time', 'timestamptz', (col) => col.notNull())
    .addColumn('end_time', 'timestamptz')
    .addColumn('duration_seconds', 'integer', (col) => col.notNull().check(sql`duration_seconds > 0`))
    .addColumn('metadata', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(metadata) = 'object'`),
    )
    .addColumn('is_recurring', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_live', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('zoom_meeting_id', 'text', (col) => col.unique().check(sql`length(zoom_meeting_id) > 0`))
    .addColumn('zoom_host_id', 'text')
    .addColumn('url', 'text')
    .addColumn('location', 'text')
    .addColumn('max_attendees', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(50)
        .check(sql`max_attendees > 0`),
    )
    .addColumn('rank', 'integer')
    .addColumn('privacy_level', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PUBLIC')
        .check(sql`privacy_level IN ('PRIVATE', 'PUBLIC')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('scheduled_event_times_check', sql`end_time IS NULL OR end_time >= start_time`)
    .execute();
  await db.schema.createIndex('scheduled_event_event_id_idx').on('scheduled_event').column('event_id').execute();
  await db.schema.createIndex('scheduled_event_start_time_idx').on('scheduled_event').column('start_time').execute();

  await db.schema
    .createTable('user_scheduled_event')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('scheduled_event_id', 'uuid', (col) =>
      col.notNull().references('scheduled_event.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('REGISTERED')
        .check(sql`status ~ '^[A-Z][A-Z_]*$'`),
    )
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ATTENDEE')
        .check(sql`type ~ '^[A-Z][A-Z_]*$'`),
    )
    .addColumn('metadata', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(metadata) = 'object'`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_scheduled_event_user_id_scheduled_event_id_key', ['user_id', 'scheduled_event_id'])
    .execute();
  await db.schema
    .createIndex('user_scheduled_event_scheduled_event_id_idx')
    .on('user_scheduled_event')
    .column('scheduled_event_id')
    .execute();

  await db.schema
    .createTable('feedback_session')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('scheduled_event_id', 'uuid', (col) => col.references('scheduled_event.id').onDelete('set null'))
    .addColumn('form_url', 'text', (col) => col.notNull().check(sql`form_url ~ '^https?://'`))
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('feedback_session_window_check', sql`ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('feedback_session_scheduled_event_id_idx')
    .on('feedback_session')
    .column('scheduled_event_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['feedback_session', 'user_scheduled_event', 'scheduled_event', 'event']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
