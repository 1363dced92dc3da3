import { sql, type Kysely } from 'kysely';

/**
 * Self-paced and cohort courses (spec 2 §3): courses, their category tags and their lessons; a
 * lesson's practice is a practice session pointing at it. Reference data: a learner's progress
 * through a course is events (stream `user-course-{userCourseId}`), projected into user courses,
 * user lessons and course histories (docs/decisions/0014).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('course')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) > 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status IN ('COHORT_BASED', 'LIVE_FREE', 'LIVE_PAID', 'DRAFT')`),
    )
    // Spec 2 §9: a scheduled unlock runs at completion + 4 h 30 m + this; null unlocks the next lesson at once.
    .addColumn('unlock_schedule', sql`interval`, (col) =>
      col.check(sql`unlock_schedule IS NULL OR unlock_schedule >= interval '0'`),
    )
    // { card, cardEmoji }
    .addColumn('image_urls', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(image_urls) = 'object'`),
    )
    // { learnMoreUrl } for cohort courses, { days } for the '{n}-Day Course' card.
    .addColumn('metadata', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(metadata) = 'object'`),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('course_category_tag')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('course.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) > 0`))
    .addUniqueConstraint('course_category_tag_course_name_key', ['course_id', 'name'])
    .execute();

  await db.schema
    .createTable('lesson')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('course.id').onDelete('cascade'))
    .addColumn('index', 'integer', (col) => col.notNull().check(sql`index >= 0`))
    .addColumn('slug', 'text', (col) => col.notNull().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) > 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // Any host, or a video bundled with the web app; captions_url is its WebVTT track.
    .addColumn('video_url', 'text')
    .addColumn('captions_url', 'text')
    .addColumn('estimated_duration_min', 'integer', (col) => col.notNull().check(sql`estimated_duration_min > 0`))
    .addColumn('estimated_duration_max', 'integer', (col) => col.notNull())
    // [{ type, text }]; the type takeaway is labelled 'Lesson summary'.
    .addColumn('lesson_breakdown', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(lesson_breakdown) = 'array'`),
    )
    .addColumn('additional_resources', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(additional_resources) = 'array'`),
    )
    // { lecture: true, practice: true, quiz: false }: what must be completed in this lesson before the next unlocks.
    .addColumn('next_lesson_unlock_conditions', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{"lecture": true}'::jsonb`)
        .check(sql`jsonb_typeof(next_lesson_unlock_conditions) = 'object'`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('lesson_estimated_duration_check', sql`estimated_duration_max >= estimated_duration_min`)
    .addUniqueConstraint('lesson_course_index_key', ['course_id', 'index'])
    .addUniqueConstraint('lesson_course_slug_key', ['course_id', 'slug'])
    .execute();

  // A lesson's practice (practice_session.lesson_id has waited for this table since 0010).
  await db.schema
    .alterTable('practice_session')
    .addForeignKeyConstraint('practice_session_lesson_id_fkey', ['lesson_id'], 'lesson', ['id'], (cb) =>
      cb.onDelete('set null'),
    )
    .execute();
  await db.schema.createIndex('practice_session_lesson_id_idx').on('practice_session').column('lesson_id').execute();

  for (const table of ['course', 'lesson']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_touch_updated_at`)} BEFORE UPDATE ON ${sql.table(table)}
              FOR EACH ROW EXECUTE FUNCTION touch_updated_at()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('practice_session_lesson_id_idx').ifExists().execute();
  await db.schema.alterTable('practice_session').dropConstraint('practice_session_lesson_id_fkey').ifExists().execute();
  for (const table of ['lesson', 'course_category_tag', 'course']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
