import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Reference tables: plans, users, games, features and subscriptions. Enumerations are text with a
 * CHECK, so adding a value is one constraint swap rather than an ALTER TYPE.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One trigger function keeps updated_at honest whoever writes the row.
  await sql`
    CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.updated_at := now();
      RETURN NEW;
    END
    $$`.execute(db);

  await db.schema
    .createTable('plan')
    .addColumn('code', 'text', (col) => col.primaryKey().check(sql`code ~ '^[a-z][a-z0-9_]*$'`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) > 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_monthly_cents', 'integer', (col) => col.check(sql`price_monthly_cents >= 0`))
    .addColumn('price_yearly_cents', 'integer', (col) => col.check(sql`price_yearly_cents >= 0`))
    .addColumn('stripe_price_id_monthly', 'text')
    .addColumn('stripe_price_id_yearly', 'text')
    .addColumn('is_legacy', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('game')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('short_code', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`short_code ~ '^[a-z][a-z0-9-]*$'`),
    )
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) > 0`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text', (col) => col.notNull())
    .addColumn('colour', 'text', (col) => col.notNull().check(sql`colour ~ '^#[0-9A-Fa-f]{6}$'`))
    .addColumn('tutorial_video_url', 'text')
    .addColumn('instruction_video_url', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('auth0_id', 'text', (col) => col.unique())
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email) AND email ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
    )
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('LEARNER')
        .check(sql`type IN ('LEARNER', 'COACH', 'ADMIN')`),
    )
    .addColumn('level', 'text')
    .addColumn('preferred_game', 'text', (col) =>
      col.references('game.short_code').onUpdate('cascade').onDelete('set null'),
    )
    .addColumn('current_daily_streak', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`current_daily_streak >= 0`),
    )
    .addColumn('picture', 'text')
    .addColumn('stripe', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(stripe) = 'object'`),
    )
    .addColumn('metadata', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(metadata) = 'object'`),
    )
    .addColumn('plan', 'text', (col) => col.references('plan.code').onUpdate('cascade').onDelete('restrict'))
    .addColumn('is_plan_paused', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('iana_time_zone', 'text', (col) =>
      col
        .notNull()
        .defaultTo('UTC')
        .check(sql`length(iana_time_zone) > 0`),
    )
    .addColumn('password_hash', 'text')
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('app_user_plan_idx').on('app_user').column('plan').execute();

  await db.schema
    .createTable('feature')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`name ~ '^[A-Z][A-Z0-9_]*$'`),
    )
    .addColumn('is_on', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('on_conditions', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{"plans": []}'::jsonb`)
        .check(sql`jsonb_typeof(on_conditions) = 'object' AND jsonb_typeof(on_conditions -> 'plans') = 'array'`),
    )
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('user_feature')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('feature_id', 'uuid', (col) => col.notNull().references('feature.id').onDelete('cascade'))
    .addColumn('is_locked', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_viewable', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('metadata', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(metadata) = 'object'`),
    )
    .addColumn('start_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`start_count >= 0`),
    )
    .addColumn('end_count', 'integer', (col) => col.check(sql`end_count >= 0`))
    .$call(timestamps)
    .addUniqueConstraint('user_feature_user_id_feature_id_key', ['user_id', 'feature_id'])
    .execute();
  await db.schema.createIndex('user_feature_feature_id_idx').on('user_feature').column('feature_id').execute();

  await db.schema
    .createTable('subscription')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type IN ('RAPID', 'STARTER', 'UNLIMITED', 'PLATFORM', 'INFLUENCER')`),
    )
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status ~ '^[A-Z][A-Z_]*$'`))
    .addColumn('start_date', 'timestamptz', (col) => col.notNull())
    .addColumn('end_date', 'timestamptz')
    .$call(timestamps)
    .addCheckConstraint('subscription_dates_check', sql`end_date IS NULL OR end_date >= start_date`)
    .execute();
  await db.schema
    .createIndex('subscription_user_id_status_idx')
    .on('subscription')
    .columns(['user_id', 'status'])
    .execute();

  for (const table of TABLES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_touch_updated_at`)} BEFORE UPDATE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION touch_updated_at()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`DROP FUNCTION IF EXISTS touch_updated_at()`.execute(db);
}

/** In creation order; dropped in reverse. */
const TABLES = ['plan', 'game', 'app_user', 'feature', 'user_feature', 'subscription'] as const;

function timestamps(builder: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> {
  return builder
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`));
}
