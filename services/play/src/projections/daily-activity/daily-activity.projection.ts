import { sql } from 'kysely';
import { column, combineEvents, defineProjection, table } from '@impromptu/event-store';
import { practiceSessionEvents } from '@impromptu/practice';
import { gameSessionEvents } from '../../game-session/game-session.events.js';
import { localDay, previousDay } from '@impromptu/kernel';

/**
 * Rounds and practice steps per user per local day, and the daily streak: consecutive local days
 * with at least one round or one step of a practice session (Today's Practice counts like a game).
 * Days are counted in the time zone each event carries (the user's zone when the game or practice
 * session started), never the zone of today, so a rebuild gives the same days.
 *
 * It reads practice events itself rather than a second projection writing the same table: one
 * owner per table, and the streak is computed once over both kinds of activity (version 2).
 *
 * user_streak.current_daily_streak is the run ending on last_active_day (YYYY-MM-DD, a local day
 * kept as text so every reader gets the same string); readers show it while
 * last_active_day is today or yesterday in the user's zone (see currentDailyStreak).
 */
export const dailyActivityProjection = defineProjection({
  name: 'daily_activity',
  version: 2,
  events: combineEvents(
    gameSessionEvents.select('RoundCompleted'),
    practiceSessionEvents.select('PracticeProgressRecorded'),
  ),
  tables: {
    daily_activity: table(
      { user_id: column.uuid(), day: column.date(), rounds: column.integer(), practice_steps: column.integer() },
      { primaryKey: ['user_id', 'day'] },
    ),
    user_streak: table(
      { user_id: column.uuid(), current_daily_streak: column.integer(), last_active_day: column.text() },
      { primaryKey: ['user_id'] },
    ),
  },
  async apply(trx, events, tables) {
    const rounds = new Map<string, { userId: string; day: string; rounds: number; practiceSteps: number }>();
    for (const event of events) {
      const isRound = event.type === 'RoundCompleted';
      const day = localDay(isRound ? event.data.completedAt : event.data.recordedAt, event.data.timeZone);
      const key = `${event.data.userId} ${day}`;
      const row = rounds.get(key) ?? { userId: event.data.userId, day, rounds: 0, practiceSteps: 0 };
      if (isRound) row.rounds += 1;
      else row.practiceSteps += 1;
      rounds.set(key, row);
    }
    if (rounds.size === 0) return;
    const rows = [...rounds.values()];
    const activity = sql.table(tables.daily_activity);
    await sql`
      INSERT INTO ${activity} AS a (user_id, day, rounds, practice_steps)
      SELECT * FROM unnest(
        ${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.day)}::date[], ${rows.map((r) => r.rounds)}::int[], ${rows.map((r) => r.practiceSteps)}::int[]
      )
      ON CONFLICT (user_id, day) DO UPDATE SET rounds = a.rounds + excluded.rounds, practice_steps = a.practice_steps + excluded.practice_steps
    `.execute(trx);
    // The streak moves on from the stored one when every new day is on or after the last active
    // day (time going forward, nearly always); otherwise the user's days are counted again.
    const newDays = new Map<string, Set<string>>();
    for (const row of rows) {
      const days = newDays.get(row.userId) ?? new Set<string>();
      days.add(row.day);
      newDays.set(row.userId, days);
    }
    const users = [...newDays.keys()];
    const streaks = sql.table(tables.user_streak);
    const { rows: stored } = await sql<{ user_id: string; current_daily_streak: number; last_active_day: string }>`
      SELECT user_id, current_daily_streak, last_active_day FROM ${streaks} WHERE user_id = ANY(${users}::uuid[])`.execute(
      trx,
    );
    const before = new Map(stored.map((row) => [row.user_id, row]));
    const moved: Array<{ userId: string; streak: number; lastDay: string }> = [];
    const recount: string[] = [];
    for (const [userId, days] of newDays) {
      const sorted = [...days].sort();
      const previous = before.get(userId);
      if (previous && sorted[0]! < previous.last_active_day) {
        recount.push(userId);
        continue;
      }
      let streak = previous?.current_daily_streak ?? 0;
      let lastDay = previous?.last_active_day;
      for (const day of sorted) {
        if (day === lastDay) continue;
        streak = lastDay !== undefined && previousDay(day) === lastDay ? streak + 1 : 1;
        lastDay = day;
      }
      moved.push({ userId, streak, lastDay: lastDay! });
    }
    if (moved.length > 0) {
      await sql`
        INSERT INTO ${streaks} AS s (user_id, current_daily_streak, last_active_day)
        SELECT * FROM unnest(${moved.map((m) => m.userId)}::uuid[], ${moved.map((m) => m.streak)}::int[], ${moved.map((m) => m.lastDay)}::text[])
        ON CONFLICT (user_id) DO UPDATE SET
          current_daily_streak = excluded.current_daily_streak, last_active_day = excluded.last_active_day
      `.execute(trx);
    }
    if (recount.length === 0) return;
    // Gaps and islands over those users' days: days minus their rank is constant along a run.
    await sql`
      WITH days AS (
        SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::int AS island
        FROM ${activity} WHERE user_id = ANY(${recount}::uuid[])
      ),
      last_island AS (
        SELECT DISTINCT ON (user_id) user_id, island, day AS last_day FROM days ORDER BY user_id, day DESC
      )
      INSERT INTO ${streaks} AS s (user_id, current_daily_streak, last_active_day)
      SELECT l.user_id, count(*)::int, l.last_day::text
      FROM last_island l JOIN days d ON d.user_id = l.user_id AND d.island = l.island
      GROUP BY l.user_id, l.last_day
      ON CONFLICT (user_id) DO UPDATE SET
        current_daily_streak = excluded.current_daily_streak, last_active_day = excluded.last_active_day
    `.execute(trx);
  },
});
