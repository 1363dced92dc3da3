import { sql, type Transaction } from 'kysely';
import { column, combineEvents, defineProjection, table } from '@impromptu/event-store';
import { gameSessionEvents } from '@impromptu/play';
import { practiceSessionEvents } from '@impromptu/practice';
import { registrationEvents } from '../../registration/registration.events.js';
import { LEADERBOARD_POINTS, weekOf } from '../../rules/points.js';

/** Group types whose members are ranked: the cohort groups of spec 3 §2.1 and the pods. */
const RANKED_GROUPS_SQL = sql`learning_group.status = 'ACTIVE'`;

/**
 * The leaderboards of spec 3 §3 (daily and weekly rankings per group: user, total_points, rank),
 * from game rounds, completed practice sessions and class attendance, with the points rule of
 * docs/decisions/0015. Days are UTC days, so every member of a group is counted on the same clock,
 * and weeks start on Monday.
 *
 * `user_daily_points` keeps each user's points per day; after each batch the rankings of the
 * touched days and weeks are recomputed for the ACTIVE groups the touched users belong to, from
 * today's memberships, leaving out users of type COACH (spec 3 §4.9). A rebuild applies the same
 * events to the same memberships and gives the same rankings.
 */
export const leaderboardProjection = defineProjection({
  name: 'leaderboard',
  version: 1,
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
    leaderboard_daily: table(
      {
        group_id: column.uuid(),
        day: column.text(),
        user_id: column.uuid(),
        total_points: column.integer(),
        rank: column.integer(),
      },
      { primaryKey: ['group_id', 'day', 'user_id'] },
    ),
    leaderboard_weekly: table(
      {
        group_id: column.uuid(),
        week: column.text(),
        user_id: column.uuid(),
        total_points: column.integer(),
        rank: column.integer(),
      },
      { primaryKey: ['group_id', 'week', 'user_id'] },
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
    await rerank(
      trx,
      tables,
      rows.map((r) => r.userId),
      [...new Set(rows.map((r) => r.day))],
    );
  },
});

/** Ranks again, for every ACTIVE group of the touched users, the touched days and their weeks. */
async function rerank(
  trx: Transaction<any>,
  tables: Record<'user_daily_points' | 'leaderboard_daily' | 'leaderboard_weekly', string>,
  userIds: string[],
  days: string[],
): Promise<void> {
  const weeks = [...new Set(days.map(weekOf))];
  const points = sql.table(tables.user_daily_points);
  const groups = sql`
    SELECT DISTINCT user_group.group_id FROM user_group
    JOIN learning_group ON learning_group.id = user_group.group_id
    WHERE user_group.user_id = ANY(${[...new Set(userIds)]}::uuid[]) AND ${RANKED_GROUPS_SQL}`;
  const members = sql`
    SELECT user_group.group_id, user_group.user_id FROM user_group
    JOIN app_user ON app_user.id = user_group.user_id
    WHERE user_group.group_id IN (${groups}) AND app_user.type <> 'COACH'`;
  for (const period of ['day', 'week'] as const) {
    const target = sql.table(period === 'day' ? tables.leaderboard_daily : tables.leaderboard_weekly);
    const keys = period === 'day' ? days : weeks;
    const column = sql.ref(period);
    await sql`DELETE FROM ${target} WHERE group_id IN (${groups}) AND ${column} = ANY(${keys}::text[])`.execute(trx);
    await sql`
      INSERT INTO ${target} (group_id, ${column}, user_id, total_points, rank)
      SELECT group_id, key, user_id, total, rank() OVER (PARTITION BY group_id, key ORDER BY total DESC)::int
      FROM (
        SELECT m.group_id, p.${column} AS key, m.user_id, sum(p.total_points)::int AS total
        FROM (${members}) m JOIN ${points} p ON p.user_id = m.user_id
        WHERE p.${column} = ANY(${keys}::text[])
        GROUP BY m.group_id, p.${column}, m.user_id
      ) totals
    `.execute(trx);
  }
}
