import { sql, type Kysely } from 'kysely';

/**
 * Game content (spec 1 §3, spec 2 §3): the prompts the games draw from, grouped into named word
 * sets (collections). Clean is the default word set everywhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_collection')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`length(btrim(name)) > 0`),
    )
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // At most one default word set.
  await sql`CREATE UNIQUE INDEX content_collection_one_default_idx ON content_collection (is_default) WHERE is_default`.execute(
    db,
  );

  await db.schema
    .createTable('game_content')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type IN ('TOPIC', 'ADJECTIVE', 'TITLE', 'INTRODUCTION', 'NOUN', 'ANALOGY')`),
    )
    .addColumn('text', 'text', (col) => col.notNull().check(sql`length(text) > 0 AND text = btrim(text)`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('game_content_type_text_key', ['type', 'text'])
    .execute();
  // The admin table lists one type newest first.
  await db.schema
    .createIndex('game_content_type_created_at_idx')
    .on('game_content')
    .columns(['type', 'created_at'])
    .execute();
  await sql`CREATE TRIGGER game_content_touch_updated_at BEFORE UPDATE ON game_content
            FOR EACH ROW EXECUTE FUNCTION touch_updated_at()`.execute(db);

  await db.schema
    .createTable('game_content_collection')
    .addColumn('content_id', 'uuid', (col) => col.notNull().references('game_content.id').onDelete('cascade'))
    .addColumn('collection_id', 'uuid', (col) => col.notNull().references('content_collection.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('game_content_collection_pkey', ['content_id', 'collection_id'])
    .execute();
  await db.schema
    .createIndex('game_content_collection_collection_id_idx')
    .on('game_content_collection')
    .column('collection_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['game_content_collection', 'game_content', 'content_collection']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
