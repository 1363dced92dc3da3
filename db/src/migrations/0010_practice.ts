import { sql, type Kysely } from 'kysely';

/**
 * Guided practice (spec 2 §3): practice sessions, their goals, contents and input steps, the
 * elements that order them, the schedule of Today's Practice, and the user contents written in
 * input steps. Reference data: the learner's progress through a session is events (stream
 * `practice-{userPracticeSessionId}`), not rows here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('practice_session')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) > 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // A list of { text } objects.
    .addColumn('summary', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(summary) = 'array'`),
    )
    .addColumn('estimated_duration', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .check(sql`type IN ('DAILY_PRACTICE', 'LIVE_CLASS', 'FUNDAMENTALS_CLASS', 'ASSIGNMENT', 'GROUP_PRACTICE')`),
    )
    // The user content types (ARROW, BOW, NOTE, MESSAGE, TITLE) shown beside the session's elements.
    .addColumn('displayed_user_contents', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(displayed_user_contents) = 'array'`),
    )
    // Set once courses exist; no foreign key until their table does.
    .addColumn('lesson_id', 'uuid')
    // The order Today's Practice cycles through the daily sessions in (docs/decisions/0012).
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('practice_session_type_sort_order_idx')
    .on('practice_session')
    .columns(['type', 'sort_order'])
    .execute();

  await db.schema
    .createTable('practice_goal')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('practice_session_id', 'uuid', (col) =>
      col.notNull().references('practice_session.id').onDelete('cascade'),
    )
    .addColumn('index', 'integer', (col) => col.notNull().check(sql`index >= 0`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) > 0`))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type IN ('DURATION', 'ROUNDS')`))
    .addColumn('short_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('long_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('instruction_header', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('instruction_body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('recap_header', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('recap_body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('game_short_code', 'text', (col) =>
      col.notNull().references('game.short_code').onUpdate('cascade').onDelete('restrict'),
    )
    // totalDuration, totalRounds, speechDuration, currentWordSets, wordSetPositions.
    .addColumn('settings', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(settings) = 'object'`),
    )
    .addColumn('number_retries_allowed', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`number_retries_allowed >= 0`),
    )
    .addColumn('coaching_tip', 'text')
    // timedPrompts feed the coaching-tip panels of Snow Globe and Timer.
    .addColumn('metadata', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(metadata) = 'object'`),
    )
    .addUniqueConstraint('practice_goal_session_index_key', ['practice_session_id', 'index'])
    .execute();

  await db.schema
    .createTable('practice_content')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('practice_session_id', 'uuid', (col) =>
      col.notNull().references('practice_session.id').onDelete('cascade'),
    )
    // Null reads as an instruction (spec 2 §3: anything else defaults to instruction).
    .addColumn('type', 'text', (col) =>
      col.check(
        sql`type IN ('INTRODUCTION', 'CONCLUSION', 'INSTRUCTION', 'INSTRUCTION_UNTIMED', 'DECISION', 'DISCUSSION')`,
      ),
    )
    .addColumn('header', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sub_header', 'text')
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('coaching_tip', 'text')
    .addColumn('examples', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(examples) = 'array'`),
    )
    .addColumn('primary_cta_type', 'text', (col) =>
      col.check(sql`primary_cta_type IN ('RESTART_SESSION', 'DECREMENT_INDEX_BY', 'INCREMENT_INDEX_BY')`),
    )
    .addColumn('primary_cta_text', 'text')
    .addColumn('secondary_cta_type', 'text', (col) =>
      col.check(sql`secondary_cta_type IN ('RESTART_SESSION', 'DECREMENT_INDEX_BY', 'INCREMENT_INDEX_BY')`),
    )
    .addColumn('secondary_cta_text', 'text')
    // { primary: { elementIndexCount, gameIndexCount }, secondary: { … } }
    .addColumn('cta_metadata', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(cta_metadata) = 'object'`),
    )
    .addColumn('video_url', 'text')
    .addColumn('additional_resources', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(additional_resources) = 'array'`),
    )
    .addColumn('timer_speed', 'text', (col) => col.check(sql`timer_speed IN ('EXTRA_SLOW', 'SLOW', 'MEDIUM', 'FAST')`))
    // metadata.slideDuration overrides the timer speed.
    .addColumn('metadata', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(metadata) = 'object'`),
    )
    .execute();

  await db.schema
    .createTable('practice_input_element')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('practice_session_id', 'uuid', (col) =>
      col.notNull().references('practice_session.id').onDelete('cascade'),
    )
    .addColumn('header', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('coaching_tip', 'text')
    .addColumn('primary_cta_text', 'text')
    .execute();

  await db.schema
    .createTable('practice_input')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('input_element_id', 'uuid', (col) =>
      col.notNull().references('practice_input_element.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (col) => col.notNull().check(sql`key ~ '^[a-z][a-z0-9_-]*$'`))
    .addColumn('label', 'text', (col) => col.notNull().check(sql`length(btrim(label)) > 0`))
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type IN ('TEXT', 'ARROW', 'BOW', 'NOTE', 'TITLE', 'MESSAGE')`),
    )
    .addColumn('index', 'integer', (col) => col.notNull().check(sql`index >= 0`))
    .addColumn('next_key', 'text')
    .addColumn('previous_key', 'text')
    .addColumn('min_words', 'integer', (col) => col.check(sql`min_words >= 0`))
    .addColumn('max_words', 'integer', (col) => col.check(sql`max_words >= 1`))
    .addCheckConstraint(
      'practice_input_word_bounds_check',
      sql`min_words IS NULL OR max_words IS NULL OR min_words <= max_words`,
    )
    .addUniqueConstraint('practice_input_element_key_key', ['input_element_id', 'key'])
    .execute();

  await db.schema
    .createTable('practice_session_element')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('practice_session_id', 'uuid', (col) =>
      col.notNull().references('practice_session.id').onDelete('cascade'),
    )
    .addColumn('index', 'integer', (col) => col.notNull().check(sql`index >= 0`))
    // Null: the goal's own allowance (games), none otherwise.
    .addColumn('number_retries_allowed', 'integer', (col) => col.check(sql`number_retries_allowed >= 0`))
    .addColumn('displayed_user_contents_overrides', 'jsonb', (col) =>
      col.check(
        sql`displayed_user_contents_overrides IS NULL OR jsonb_typeof(displayed_user_contents_overrides) = 'array'`,
      ),
    )
    .addColumn('goal_id', 'uuid', (col) => col.unique().references('practice_goal.id').onDelete('cascade'))
    .addColumn('content_id', 'uuid', (col) => col.unique().references('practice_content.id').onDelete('cascade'))
    .addColumn('input_element_id', 'uuid', (col) =>
      col.unique().references('practice_input_element.id').onDelete('cascade'),
    )
    // Spec 2 §3: exactly one of goal, content or input.
    .addCheckConstraint(
      'practice_session_element_one_kind_check',
      sql`num_nonnulls(goal_id, content_id, input_element_id) = 1`,
    )
    .addUniqueConstraint('practice_session_element_session_index_key', ['practice_session_id', 'index'])
    .execute();

  await db.schema
    .createTable('practice_session_schedule')
    .addColumn('scheduled_date', 'date', (col) => col.primaryKey())
    .addColumn('practice_session_id', 'uuid', (col) =>
      col.notNull().references('practice_session.id').onDelete('restrict'),
    )
    .execute();

  await db.schema
    .createTable('user_content')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type IN ('ARROW', 'BOW', 'NOTE', 'MESSAGE', 'TITLE')`))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_key', 'text')
    .addColumn('previous_key', 'text')
    // Set by self-paced courses; null for contents written in a practice session outside a course.
    .addColumn('user_course_history_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Spec 2 §3: unique per key, type and history (per user: a null history is the user's own).
  await sql`CREATE UNIQUE INDEX user_content_user_key_type_history_key
            ON user_content (user_id, key, type, user_course_history_id) NULLS NOT DISTINCT`.execute(db);

  for (const table of ['practice_session', 'user_content']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_touch_updated_at`)} BEFORE UPDATE ON ${sql.table(table)}
              FOR EACH ROW EXECUTE FUNCTION touch_updated_at()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'user_content',
    'practice_session_schedule',
    'practice_session_element',
    'practice_input',
    'practice_input_element',
    'practice_content',
    'practice_goal',
    'practice_session',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
