import { sql, type Kysely } from 'kysely';

const CURRICULUM_TYPES = ['FUNDAMENTALS', 'FUNDAMENTALS_L2', 'PROFESSIONAL_L1', 'CUSTOM_WORKSHOP'];
const ELEMENT_TYPES = ['OVERVIEW', 'PREWORK_MODULES', 'CLASS_MODULES', 'HOMEWORK_MODULES', 'RESOURCES', 'TENETS'];
const BULK_UPLOAD_KINDS = ['USERS', 'SCHEDULED_EVENTS', 'USER_SCHEDULED_EVENTS'];
const list = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Live classes and cohorts (issue 13). Registrations become events (stream
 * `scheduled-event-{id}`): the rows of `user_scheduled_event` are appended as AttendeeRegistered
 * (and RegistrationCancelled) events, and the table gives its name to the registrations
 * projection's view. Curriculums get their weeks' modules and elements (spec 3 §3); bulk uploads
 * are remembered by their file's hash so the same file never creates anything twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Each scheduled event's registrations, oldest first, become its stream's first events.
  await sql`
    DO $$
    DECLARE
      r record;
    BEGIN
      FOR r IN
        SELECT scheduled_event_id,
               array_agg(gen_random_uuid() ORDER BY created_at, id) AS event_ids,
               array_agg(jsonb_build_object(
                 'scheduledEventId', scheduled_event_id, 'registrationId', id, 'userId', user_id,
                 'type', CASE WHEN type = 'HOST' THEN 'HOST' ELSE 'ATTENDEE' END,
                 'zoomJoinUrl', metadata->>'zoom_join_url', 'userTimeZone', 'UTC', 'source', 'MIGRATION',
                 'registeredAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
               ) ORDER BY created_at, id) AS registrations,
               array_agg(id) FILTER (WHERE status = 'CANCELLED') AS cancelled
        FROM user_scheduled_event GROUP BY scheduled_event_id
      LOOP
        PERFORM es_append('scheduled-event-' || r.scheduled_event_id, 'scheduled-event', 'no_stream', NULL, NULL,
          r.event_ids, array_fill('AttendeeRegistered'::text, ARRAY[cardinality(r.event_ids)]),
          array_fill(1, ARRAY[cardinality(r.event_ids)]), r.registrations,
          array_fill('{}'::jsonb, ARRAY[cardinality(r.event_ids)]));
        IF r.cancelled IS NOT NULL THEN
          PERFORM es_append('scheduled-event-' || r.scheduled_event_id, 'scheduled-event', 'any', NULL, NULL,
            (SELECT array_agg(gen_random_uuid()) FROM unnest(r.cancelled)),
            array_fill('RegistrationCancelled'::text, ARRAY[cardinality(r.cancelled)]),
            array_fill(1, ARRAY[cardinality(r.cancelled)]),
            (SELECT array_agg(jsonb_build_object('scheduledEventId', u.scheduled_event_id, 'registrationId', u.id, 'userId', u.user_id,
                      'cancelledAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
               FROM user_scheduled_event u WHERE u.id = ANY(r.cancelled)),
            array_fill('{}'::jsonb, ARRAY[cardinality(r.cancelled)]));
        END IF;
      END LOOP;
    END $$`.execute(db);
  await db.schema.dropTable('user_scheduled_event').execute();

  // One scheduled event per event and start: what a re-uploaded schedule finds instead of creating it again.
  await db.schema
    .createIndex('scheduled_event_event_id_start_time_key')
    .on('scheduled_event')
    .columns(['event_id', 'start_time'])
    .unique()
    .execute();
  // One group per name and type: a Users upload names its group.
  await db.schema
    .createIndex('learning_group_name_type_key')
    .on('learning_group')
    .columns(['name', 'type'])
    .unique()
    .execute();

  await db.schema
    .alterTable('group_curriculum')
    .addColumn('curriculum_type', 'text', (col) => col.check(sql`curriculum_type IN (${list(CURRICULUM_TYPES)})`))
    .execute();

  await db.schema
    .createTable('curriculum_module')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('group_curriculum_id', 'uuid', (col) =>
      col.notNull().references('group_curriculum.id').onDelete('cascade'),
    )
    // The week the module belongs to, from 1.
    .addColumn('week', 'integer', (col) => col.notNull().check(sql`week >= 1`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) > 0`))
    .addColumn('value', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('curriculum_module_curriculum_week_key', ['group_curriculum_id', 'week'])
    .execute();

  await db.schema
    .createTable('curriculum_module_element')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('curriculum_module_id', 'uuid', (col) =>
      col.notNull().references('curriculum_module.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type IN (${list(ELEMENT_TYPES)})`))
    .addColumn('title', 'text', (col) => col.notNull().check(sql`length(btrim(title)) > 0`))
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('url', 'text', (col) => col.check(sql`url ~ '^(https?://|/)'`))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('curriculum_module_element_module_idx')
    .on('curriculum_module_element')
    .columns(['curriculum_module_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('bulk_upload')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN (${list(BULK_UPLOAD_KINDS)})`))
    // sha256 of the rows as sent: the same file again answers this upload's result and creates nothing.
    .addColumn('rows_sha256', 'text', (col) => col.notNull().check(sql`rows_sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('uploaded_by', 'uuid', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('row_count', 'integer', (col) => col.notNull().check(sql`row_count > 0`))
    .addColumn('result', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(result) = 'object'`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('bulk_upload_kind_rows_sha256_key', ['kind', 'rows_sha256'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bulk_upload', 'curriculum_module_element', 'curriculum_module']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('group_curriculum').dropColumn('curriculum_type').execute();
  await db.schema.dropIndex('learning_group_name_type_key').ifExists().execute();
  await db.schema.dropIndex('scheduled_event_event_id_start_time_key').ifExists().execute();
  // The registrations stay events; the table comes back empty for the code before this migration.
  await sql`DROP VIEW IF EXISTS user_scheduled_event`.execute(db);
  await db.schema
    .createTable('user_scheduled_event')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('scheduled_event_id', 'uuid', (col) =>
      col.notNull().references('scheduled_event.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('REGISTERED'))
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('ATTENDEE'))
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_scheduled_event_user_id_scheduled_event_id_key', ['user_id', 'scheduled_event_id'])
    .execute();
}
