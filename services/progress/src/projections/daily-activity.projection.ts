import { sql } from 'kysely';
import type { Projection } from '@impromptu/event-store';
import type { RoundCompleted } from '../game-session/game-session.events.js';
import { localDay } from '../streak/local-day.js';

/**
 * Rounds per user per local day, and the daily streak: consecutive local days with at least one
 * round. Days are counted in the time zone each round carries (the user's zone when the session
 * started), never the zone of today, so a rebuild gives the same days.
 *
 * user_streak.current_daily_streak is the run ending on last_active_day (YYYY-MM-DD, a local day
 * kept as text so every reader gets the same string); readers show it while
 * last_active_day is today or yesterday in the user's zone (see currentDailyStreak).
 */
export const dailyActivityProjection: Projection = {
  name: 'daily_activity',
  version: 1,
  eventTypes: ['RoundCompleted'],
  tables: [
    {
      name: 'daily_activity',
      create: (table) => `CREATE TABLE ${table} (
        user_id uuid NOT NULL,
        day date NOT NULL,
        rounds integer NOT NULL,
        PRIMARY KEY (user_id, day)
      )`,
    },
    {
      name: 'user_streak',
      create: (table) => `CREATE TABLE ${table} (
        user_id uuid PRIMARY KEY,
        current_daily_streak integer NOT NULL,
        last_active_day text NOT NULL
      )`,
    },
  ],
  async apply(trx, events, tables) {
    const rounds = new Map<string, { userId: string; day: string; rounds: number }>();
    for (const event of events) {
      if (event.type !== 'RoundCompleted') continue;
      const data = event.data as RoundCompleted;
      const day = localDay(data.completedAt, data.timeZone);
      const key = `${data.userId} ${day}`;
      const row = rounds.get(key);
      if (row) row.rounds += 1;
      else rounds.set(key, { userId: data.userId, day, rounds: 1 });
    }
    if (rounds.size === 0) return;
    const rows = [...rounds.values()];
    const activity = sql.table(tables.daily_activity as string);
    await sql`
      INSERT INTO ${activity} AS a (user_id, day, rounds)
      SELECT * FROM unnest(${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.day)}::date[], ${rows.map((r) => r.rounds)}::int[])
      ON CONFLICT (user_id, day) DO UPDATE SET rounds = a.rounds + excluded.rounds
    `.execute(trx);
    // Gaps and islands over the touched users' days: days minus their rank is constant along a run.
    const users = [...new Set(rows.map((r) => r.userId))];
    await sql`
      WITH days AS (
        SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::int AS island
        FROM ${activity} WHERE user_id = ANY(${users}::uuid[])
      ),
      last_island AS (
        SELECT DISTINCT ON (user_id) user_id, island, day AS last_day FROM days ORDER BY user_id, day DESC
      )
      INSERT INTO ${sql.table(tables.user_streak as string)} AS s (user_id, current_daily_streak, last_active_day)
      SELECT l.user_id, count(*)::int, l.last_day::text
      FROM last_island l JOIN days d ON d.user_id = l.user_id AND d.island = l.island
      GROUP BY l.user_id, l.last_day
      ON CONFLICT (user_id) DO UPDATE SET
        current_daily_streak = excluded.current_daily_streak, last_active_day = excluded.last_active_day
    `.execute(trx);
  },
};
