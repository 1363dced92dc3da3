import { sql, type Kysely } from 'kysely';

/**
 * Lesson videos a coach uploaded or recorded and has not published yet (issue 47, ADR 0060): the object sits under
 * its draft key in media storage; publishing copies it under the version's key and appends one event, so nothing a
 * learner sees is ever half-published. What the upload check read from the file (container, size, duration) is kept
 * here so a publish need not read the video again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lesson_media_draft')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('container', 'text', (col) => col.notNull().check(sql`container in ('mp4', 'webm')`))
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('duration_seconds', 'double precision', (col) => col.notNull())
    .addColumn('uploaded_by', 'uuid', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('lesson_media_draft_target_idx').on('lesson_media_draft').column('target').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lesson_media_draft').ifExists().execute();
}
