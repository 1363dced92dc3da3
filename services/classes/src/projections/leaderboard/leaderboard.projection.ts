import { sql } from 'kysely';
import { column, combineEvents, defineProjection, table } from '@impromptu/event-store';
import { gameSessionEvents } from '@impromptu/play';
import { practiceSessionEvents } from '@impromptu/practice';
import { registrationEvents } from '../../registration/registration.events.js';
import { LEADERBOARD_POINTS, weekOf } from '../../rules/points.js';

/**
 * The leaderboards of spec 3 §3 (daily and weekly rankings per group: user, total_points, rank),
 * from game rounds, completed practice sessions and class attendance, with the points rule of
 * docs/decisions/0015. Days are UTC days, so every member of a group is counted on the same clock,
 * and weeks start on Monday.
 *
 * `user_daily_points` keeps each user's points per day and week, from the events alone. The ranking of
 * a group is computed when it is read (`groupRanking`), from the group's members as they are then: who
 * is a member, who is a coach and which groups are ACTIVE are reference data that change without an
 * event, so a projection that read them while applying would rank by the memberships of the day each
 * event arrived, and a rebuild would rank differently from the live table (issue 27, finding 6).
 */
export const leaderboardProjection = defineProjection({
  name: 'leaderboard',
  version: 2,
  events: combineEvents(
    gameSessionEvents.select('RoundCompleted'),
    practiceSessionEvents.select('PracticeSessionCompleted'),
    registrationEvents.select('AttendeeJoined'),
  ),
  tables: {
    user_daily_points: table(
      {
        user_id: column.uuid(),
        day: column.text(),
        week: column.text(),
        total_points: column.integer(),
        rounds: column.integer(),
        practice_sessions: column.integer(),
        classes_attended: column.integer(),
      },
      { primaryKey: ['user_id', 'day'] },
    ),
  },
  async apply(trx, events, tables) {
    const points = new Map<
      string,
      { userId: string; day: string; rounds: number; practices: number; classes: number }
    >();
    for (const event of events) {
      let instant: string;
      switch (event.type) {
        case 'RoundCompleted':
          instant = event.data.completedAt;
          break;
        case 'PracticeSessionCompleted':
          instant = event.data.completedAt;
          break;
        case 'AttendeeJoined':
          // A host's own class is work, not progress.
          if (event.data.type === 'HOST') continue;
          instant = event.data.joinedAt;
          break;
        default: {
          const unreachable: never = event;
          throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
        }
      }
      const day = new Date(instant).toISOString().slice(0, 10);
      const key = `${event.data.userId} ${day}`;
      const row = points.get(key) ?? { userId: event.data.userId, day, rounds: 0, practices: 0, classes: 0 };
      if (event.type === 'RoundCompleted') row.rounds += 1;
      else if (event.type === 'PracticeSessionCompleted') row.practices += 1;
      else row.classes += 1;
      points.set(key, row);
    }
    const rows = [...points.values()];
    if (rows.length === 0) return;
    const total = (r: (typeof rows)[number]) =>
      r.rounds * LEADERBOARD_POINTS.roundCompleted +
      r.practices * LEADERBOARD_POINTS.practiceSessionCompleted +
      r.classes * LEADERBOARD_POINTS.classAttended;
    await sql`
      INSERT INTO ${sql.table(tables.user_daily_points)} AS p (user_id, day, week, total_points, rounds, practice_sessions, classes_attended)
      SELECT * FROM unnest(
        ${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.day)}::text[], ${rows.map((r) => weekOf(r.day))}::text[],
        ${rows.map(total)}::int[], ${rows.map((r) => r.rounds)}::int[], ${rows.map((r) => r.practices)}::int[], ${rows.map((r) => r.classes)}::int[]
      )
      ON CONFLICT (user_id, day) DO UPDATE SET
        total_points = p.total_points + excluded.total_points, rounds = p.rounds + excluded.rounds,
        practice_sessions = p.practice_sessions + excluded.practice_sessions, classes_attended = p.classes_attended + excluded.classes_attended
    `.execute(trx);
  },
});
