import { sql, type AliasedRawBuilder, type Kysely } from 'kysely';

/** A leaderboard is ranked by UTC day or by week (Monday first, `weekOf`). */
export type LeaderboardPeriod = 'day' | 'week';

/** One ranked member of a day or week (YYYY-MM-DD, in the column named after the period). */
export type RankedMember<P extends LeaderboardPeriod = LeaderboardPeriod> = { [K in P]: string } & {
  user_id: string;
  total_points: number;
  rank: number;
};

/**
 * A group's ranking, computed when it is read (spec 3 §3, §4.9): each member's points of the day or
 * week from the `leaderboard` projection's `user_daily_points` (a function of the events alone), ranked
 * with SQL `rank()` (ties share a rank) among the group's members as they are now — members of an
 * ACTIVE group, leaving out users of type COACH. A learner who becomes a coach, a member who leaves
 * and a group that is closed show at the next read, live and after a rebuild alike.
 *
 * A derived table for `selectFrom(groupRanking(…))`; `keys` limits it to some days or weeks.
 */
export function groupRanking<P extends LeaderboardPeriod>(
  groupId: string,
  period: P,
  keys?: readonly string[],
): AliasedRawBuilder<RankedMember<P>, 'ranking'> {
  const key = sql.ref(`p.${period}`);
  const onlyKeys = keys === undefined ? sql`` : sql`AND ${key} = ANY(${[...keys]}::text[])`;
  return sql<RankedMember<P>>`(
    SELECT ${key} AS ${sql.ref(period)}, p.user_id, sum(p.total_points)::int AS total_points,
           rank() OVER (PARTITION BY ${key} ORDER BY sum(p.total_points) DESC)::int AS rank
    FROM user_group m
    JOIN learning_group g ON g.id = m.group_id AND g.status = 'ACTIVE'
    JOIN app_user u ON u.id = m.user_id AND u.type <> 'COACH'
    JOIN user_daily_points p ON p.user_id = m.user_id
    WHERE m.group_id = ${groupId} ${onlyKeys}
    GROUP BY ${key}, p.user_id
  )`.as('ranking');
}

/** The ranking's rows for every day or week, by day or week, rank and user: what the tests compare live and rebuilt. */
export async function readGroupRanking<P extends LeaderboardPeriod>(
  db: Kysely<any>,
  groupId: string,
  period: P,
): Promise<RankedMember<P>[]> {
  const { rows } = await sql<RankedMember<P>>`
    SELECT * FROM ${groupRanking(groupId, period)} ORDER BY ${sql.ref(period)}, rank, user_id`.execute(db);
  return rows;
}
