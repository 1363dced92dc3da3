import { column, combineEvents, defineRowProjection, table } from '@impromptu/event-store';
import { gameSessionEvents } from '@impromptu/play';
import { practiceSessionEvents } from '@impromptu/practice';
import { registrationEvents } from '../../registration/registration.events.js';
import { LEADERBOARD_POINTS, weekOf } from '../../rules/points.js';

const pointsTable = table(
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
);

/** The UTC day (YYYY-MM-DD) an event counts on. */
function dayOf(
  event:
    | { type: 'AttendeeJoined'; data: { joinedAt: string } }
    | { type: 'RoundCompleted' | 'PracticeSessionCompleted'; data: { completedAt: string } },
): string {
  const instant = event.type === 'AttendeeJoined' ? event.data.joinedAt : event.data.completedAt;
  return new Date(instant).toISOString().slice(0, 10);
}

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
export const leaderboardProjection = defineRowProjection({
  name: 'leaderboard',
  version: 2,
  events: combineEvents(
    gameSessionEvents.select('RoundCompleted'),
    practiceSessionEvents.select('PracticeSessionCompleted'),
    registrationEvents.select('AttendeeJoined'),
  ),
  table: { user_daily_points: pointsTable },
  // A host's own class is work, not progress.
  key: (event) =>
    event.type === 'AttendeeJoined' && event.data.type === 'HOST'
      ? null
      : { user_id: event.data.userId, day: dayOf(event) },
  evolve(stored, event) {
    const day = dayOf(event);
    const row = stored ?? {
      user_id: event.data.userId,
      day,
      week: weekOf(day),
      total_points: 0,
      rounds: 0,
      practice_sessions: 0,
      classes_attended: 0,
    };
    switch (event.type) {
      case 'RoundCompleted':
        return {
          ...row,
          rounds: row.rounds + 1,
          total_points: row.total_points + LEADERBOARD_POINTS.roundCompleted,
        };
      case 'PracticeSessionCompleted':
        return {
          ...row,
          practice_sessions: row.practice_sessions + 1,
          total_points: row.total_points + LEADERBOARD_POINTS.practiceSessionCompleted,
        };
      case 'AttendeeJoined':
        return {
          ...row,
          classes_attended: row.classes_attended + 1,
          total_points: row.total_points + LEADERBOARD_POINTS.classAttended,
        };
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
      }
    }
  },
});
