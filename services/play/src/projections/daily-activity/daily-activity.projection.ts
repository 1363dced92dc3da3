import { sql } from 'kysely';
import { column, combineEvents, defineProjection, evolveRows, table, upsertRows } from '@impromptu/event-store';
import { practiceSessionEvents } from '@impromptu/practice';
import { gameSessionEvents } from '../../game-session/game-session.events.js';
import { localDay, previousDay } from '@impromptu/kernel';

const activityTable = table(
  { user_id: column.uuid(), day: column.date(), rounds: column.integer(), practice_steps: column.integer() },
  { primaryKey: ['user_id', 'day'] },
);

const streakTable = table(
  { user_id: column.uuid(), current_daily_streak: column.integer(), last_active_day: column.text() },
  { primaryKey: ['user_id'] },
);

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
    daily_activity: activityTable,
    user_streak: streakTable,
  },
  async apply(trx, events, tables) {
    const dayOf = (event: (typeof events)[number]) =>
      localDay(event.type === 'RoundCompleted' ? event.data.completedAt : event.data.recordedAt, event.data.timeZone);
    const activity = await evolveRows(trx, {
      table: activityTable,
      into: tables.daily_activity,
      events,
      key: (event) => ({ user_id: event.data.userId, day: dayOf(event) }),
      evolve(row, event) {
        const day = row ?? { user_id: event.data.userId, day: dayOf(event), rounds: 0, practice_steps: 0 };
        return event.type === 'RoundCompleted'
          ? { ...day, rounds: day.rounds + 1 }
          : { ...day, practice_steps: day.practice_steps + 1 };
      },
    });
    if (activity.length === 0) return;
    // The streak moves on from the stored one when every new day is on or after the last active
    // day (time going forward, nearly always); otherwise the user's days are counted again.
    const newDays = new Map<string, Set<string>>();
    for (const row of activity) newDays.set(row.user_id, (newDays.get(row.user_id) ?? new Set<string>()).add(row.day));
    const recount: string[] = [];
    await evolveRows(trx, {
      table: streakTable,
      into: tables.user_streak,
      events: [...newDays].map(([userId, days]) => ({ userId, days: [...days].sort() })),
      key: ({ userId }) => ({ user_id: userId }),
      evolve(previous, { userId, days }) {
        if (previous && days[0]! < previous.last_active_day) {
          recount.push(userId);
          return undefined;
        }
        let streak = previous?.current_daily_streak ?? 0;
        let lastDay = previous?.last_active_day;
        for (const day of days) {
          if (day === lastDay) continue;
          streak = lastDay !== undefined && previousDay(day) === lastDay ? streak + 1 : 1;
          lastDay = day;
        }
        return { user_id: userId, current_daily_streak: streak, last_active_day: lastDay! };
      },
    });
    if (recount.length === 0) return;
    // Those users' days counted again: the run of consecutive days that ends on their last active day.
    const { rows: stored } = await sql<{ user_id: string; day: string }>`
      SELECT user_id, day::text AS day FROM ${sql.table(tables.daily_activity)}
      WHERE user_id = ANY(${recount}::uuid[]) ORDER BY user_id, day`.execute(trx);
    const daysOf = new Map<string, string[]>();
    for (const row of stored) daysOf.set(row.user_id, [...(daysOf.get(row.user_id) ?? []), row.day]);
    const streaks = [...daysOf].map(([userId, days]) => {
      let streak = 1;
      for (let i = days.length - 1; i > 0 && previousDay(days[i]!) === days[i - 1]; i -= 1) streak += 1;
      return { user_id: userId, current_daily_streak: streak, last_active_day: days[days.length - 1]! };
    });
    await upsertRows(trx, streakTable, tables.user_streak, streaks);
  },
});
