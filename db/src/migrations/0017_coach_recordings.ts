import { sql, type Kysely } from 'kysely';

/**
 * The AI coach's recorded audio (issue 15): the WAV the learner's browser uploads for a recording of the embedded
 * bot, kept as bytes beside the events (never in them). The bots and their recordings are events on the stream
 * `coach-bot-{recallBotId}` and the projections `coach_bot` and `coach_audio_recording`, not rows here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coach_recording_audio')
    .addColumn('recording_id', 'uuid', (col) => col.primaryKey())
    .addColumn('recall_bot_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull().defaultTo('audio/wav'))
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull().check(sql`byte_size > 0`))
    .addColumn('duration_seconds', 'double precision', (col) => col.notNull().check(sql`duration_seconds >= 0`))
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('coach_recording_audio_bot_idx')
    .on('coach_recording_audio')
    .column('recall_bot_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coach_recording_audio').execute();
}
