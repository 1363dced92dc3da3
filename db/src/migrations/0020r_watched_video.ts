import { sql, type Kysely } from 'kysely';

/**
 * How much of each lesson video a learner has watched, and where they were (issue 47 §2, ADR 0057): one row per
 * learner and video, kept as the learner watches so a reload or another device resumes. `video` names the video
 * (`lecture:<lesson id>`, `virtual-coach:<lesson>`); `spans` are the merged stretches played, [from, to] seconds.
 * Not an event stream: the moment a lecture counts as watched is still LectureCompleted in the user-course stream.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('watched_video')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('video', 'text', (col) => col.notNull())
    .addColumn('spans', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position_seconds', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('duration_seconds', 'double precision', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('watched_video_pkey', ['user_id', 'video'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('watched_video').ifExists().execute();
}
