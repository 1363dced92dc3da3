import { sql, type Kysely } from 'kysely';

/**
 * The leaderboard's rankings are computed when they are read (issue 27, finding 6): version 2 of the
 * `leaderboard` projection keeps only `user_daily_points`, so the views and physical tables of the
 * rankings its version 1 kept go. A reader still on version 1 meanwhile finds no view and answers an
 * empty leaderboard (`readProjection`) until the new code serves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP VIEW IF EXISTS leaderboard_daily, leaderboard_weekly`.execute(db);
  await sql`
    DO $$
    DECLARE physical text;
    BEGIN
      FOR physical IN
        SELECT tablename FROM pg_tables
        WHERE schemaname = current_schema() AND tablename ~ '^leaderboard_(daily|weekly)_v[0-9]+(_g[0-9]+)?$'
      LOOP
        EXECUTE format('DROP TABLE %I', physical);
      END LOOP;
    END $$`.execute(db);
}

export async function down(): Promise<void> {
  // The rankings' tables are the projection's own: its version 1 would build them again.
}
