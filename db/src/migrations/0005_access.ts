import { sql, type Kysely } from 'kysely';

/** Group types of spec 1 §3 and spec 3 §3. */
const GROUP_TYPES = [
  'FUNDAMENTALS_CLASS',
  'FUNDAMENTALS_POD',
  'PROFESSIONAL_L1_CLASS',
  'FUNDAMENTALS_L2_CLASS',
  'CUSTOM_WORKSHOP',
  'CORPORATE_FUNDAMENTALS_CLASS',
  'PRIVATE_COACHING_POD',
] as const;

/** Groups, memberships, curriculums (minimal: a later issue grows them) and consent preferences. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('learning_group')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) > 0`))
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type IN (${sql.join(GROUP_TYPES.map((type) => sql.lit(type)))})`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`status ~ '^[A-Z][A-Z_]*$'`),
    )
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('admin', 'text')
    .addColumn('class_registration_url', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_group')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('group_id', 'uuid', (col) => col.notNull().references('learning_group.id').onDelete('cascade'))
    .addColumn('role', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_group_user_id_group_id_key', ['user_id', 'group_id'])
    .execute();
  await db.schema.createIndex('user_group_group_id_idx').on('user_group').column('group_id').execute();

  await db.schema
    .createTable('group_curriculum')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('group_id', 'uuid', (col) => col.notNull().references('learning_group.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) > 0`))
    .addColumn('community_url', 'text')
    .addColumn('metadata', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(metadata) = 'object'`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('group_curriculum_group_id_idx').on('group_curriculum').column('group_id').execute();

  await db.schema
    .createTable('consent')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('cookie_purposes', 'jsonb', (col) => col.notNull().check(sql`jsonb_typeof(cookie_purposes) = 'object'`))
    .addColumn('cookie_timestamp', 'timestamptz', (col) => col.notNull())
    .addColumn('cookie_version', 'text', (col) => col.notNull())
    .addColumn('cookie_policy_id', 'text')
    .addColumn('us_privacy_cookie', 'text')
    .addColumn('us_purposes', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    CREATE TRIGGER consent_touch_updated_at BEFORE UPDATE ON consent
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['consent', 'group_curriculum', 'user_group', 'learning_group']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
