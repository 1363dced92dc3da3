import { sql, type Kysely } from 'kysely';

const TRAIT_TYPES = [
  'TRAIT',
  'RATING',
  'SELECT_ALL',
  'SELECT_ONE',
  'TEXT',
  'TEXT_AREA',
  'GOAL',
  'CHECK_IN',
  'COURSE_GENERAL',
];

/**
 * Self-assessment and notifications (spec 3 §3, spec 2 §3): the traits the shape wizards ask, and the
 * notification banners with each user's seen state. Reference data: snapshots, assessments and
 * feedback are events (streams `shape-snapshot-…`, `assessment-…`, `feedback-…`), not rows here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trait')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) > 0`))
    .addColumn('question_set', 'text', (col) => col.notNull().check(sql`length(btrim(question_set)) > 0`))
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type IN (${sql.join(TRAIT_TYPES.map((type) => sql.lit(type)))})`),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('metadata', 'jsonb', (col) =>
      col.notNull().check(sql`jsonb_typeof(metadata) = 'object' AND metadata ? 'category' AND metadata ? 'question'`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('trait_question_set_name_key', ['question_set', 'name'])
    .execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`length(btrim(name)) > 0`),
    )
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type IN ('BANNER', 'BANNER_CALENDLY')`))
    .addColumn('content', 'jsonb', (col) => col.notNull().check(sql`jsonb_typeof(content) = 'object'`))
    // null: everyone; else the members of this group.
    .addColumn('group_id', 'uuid', (col) => col.references('learning_group.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_notification')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('notification_id', 'uuid', (col) => col.notNull().references('notification.id').onDelete('cascade'))
    .addColumn('seen', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('impressions', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`impressions >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_notification_user_id_notification_id_key', ['user_id', 'notification_id'])
    .execute();
  await db.schema
    .createIndex('user_notification_notification_id_idx')
    .on('user_notification')
    .column('notification_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['user_notification', 'notification', 'trait']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
