import { sql, type Kysely } from 'kysely';
import type { Achievement, Figures } from './assessment.events.js';

/** The month an assessment covers: first and last day (YYYY-MM-DD), and the instants that bound it (UTC). */
export interface Period {
  startDate: string;
  endDate: string;
}

/** What one area recorded for one user in a period; each source fills the figures it knows. */
export interface UserProgress {
  figures: Partial<Figures>;
  achievements: Achievement[];
  /** Shape categories averaged over the latest snapshot (0–10), for strengths and weaknesses. */
  categories?: Record<string, number>;
}

/**
 * One area's progress as the assessments read it, from that area's own projections. Games,
 * practice, shape and group membership are sources today; courses and classes each plug in as one
 * more source in `progressSources` when they land (courses completed, classes attended).
 */
export interface ProgressSource {
  name: string;
  read(db: Kysely<any>, period: Period, userIds: readonly string[] | null): Promise<Map<string, UserProgress>>;
}

const forUsers = (column: string, userIds: readonly string[] | null) =>
  userIds ? sql`AND ${sql.ref(column)} = ANY(${[...userIds]}::uuid[])` : sql``;

function merge(into: Map<string, UserProgress>, userId: string, progress: UserProgress): void {
  const existing = into.get(userId) ?? { figures: {}, achievements: [] };
  into.set(userId, {
    figures: { ...existing.figures, ...progress.figures },
    achievements: [...new Set([...existing.achievements, ...progress.achievements])],
    ...(progress.categories || existing.categories
      ? { categories: { ...existing.categories, ...progress.categories } }
      : {}),
  });
}

/** Spec 3 §3 GAMES_COMPLETED: this many games played to the end. */
export const GAMES_COMPLETED_THRESHOLD = 10;

/** Games (services/play projections): rounds and active days of the period from daily_activity; games, speaking time and the streak as they stand. */
export const gamesSource: ProgressSource = {
  name: 'games',
  async read(db, period, userIds) {
    const result = new Map<string, UserProgress>();
    const { rows: days } = await sql<{ user_id: string; rounds: number; active_days: number }>`
      SELECT user_id, sum(rounds)::int AS rounds, count(*) FILTER (WHERE rounds > 0 OR practice_steps > 0)::int AS active_days
      FROM daily_activity WHERE day BETWEEN ${period.startDate}::date AND ${period.endDate}::date ${forUsers('user_id', userIds)}
      GROUP BY user_id`.execute(db);
    for (const row of days)
      merge(result, row.user_id, { figures: { rounds: row.rounds, activeDays: row.active_days }, achievements: [] });
    const { rows: stats } = await sql<{ user_id: string; games: number; speech: number; round: number }>`
      SELECT user_id, sum(play_count)::int AS games, sum(speech_duration)::float8 AS speech, sum(round_duration)::float8 AS round
      FROM game_user_stats WHERE last_played_at < (${period.endDate}::date + 1) ${forUsers('user_id', userIds)} GROUP BY user_id`.execute(
      db,
    );
    for (const row of stats) {
      merge(result, row.user_id, {
        figures: {
          gamesCompleted: row.games,
          speakingSeconds: row.speech,
          speakingShare: row.round > 0 ? Math.min(1, row.speech / row.round) : null,
        },
        achievements: row.games >= GAMES_COMPLETED_THRESHOLD ? ['GAMES_COMPLETED'] : [],
      });
    }
    const { rows: streaks } = await sql<{ user_id: string; streak: number }>`
      SELECT user_id, current_daily_streak AS streak FROM user_streak WHERE true ${forUsers('user_id', userIds)}`.execute(
      db,
    );
    for (const row of streaks) merge(result, row.user_id, { figures: { streak: row.streak }, achievements: [] });
    return result;
  },
};

/** Guided practice (services/practice projection): sessions completed in the period. */
export const practiceSource: ProgressSource = {
  name: 'practice',
  async read(db, period, userIds) {
    const { rows } = await sql<{ user_id: string; completed: number }>`
      SELECT user_id, count(*)::int AS completed FROM user_practice_session
      WHERE status = 'COMPLETED' AND completed_at >= ${period.startDate}::date AND completed_at < (${period.endDate}::date + 1) ${forUsers('user_id', userIds)}
      GROUP BY user_id`.execute(db);
    return new Map(
      rows.map((row) => [row.user_id, { figures: { practiceCompleted: row.completed }, achievements: [] }]),
    );
  },
};

/** Shape (this context's projection): the latest snapshot up to the period's end, its score and category averages. */
export const shapeSource: ProgressSource = {
  name: 'shape',
  async read(db, period, userIds) {
    const { rows } = await sql<{ user_id: string; score: number | null; category: string; average: number }>`
      WITH latest AS (
        SELECT DISTINCT ON (user_id) id, user_id, score_percentage FROM shape_snapshot
        WHERE created_at < (${period.endDate}::date + 1) AND score_percentage IS NOT NULL ${forUsers('user_id', userIds)}
        ORDER BY user_id, created_at DESC)
      SELECT l.user_id, l.score_percentage AS score, t.category, avg(t.rating)::float8 AS average
      FROM latest l JOIN snapshot_user_trait t ON t.snapshot_id = l.id AND t.trait_type = 'TRAIT' AND t.rating IS NOT NULL
      GROUP BY l.user_id, l.score_percentage, t.category`.execute(db);
    const result = new Map<string, UserProgress>();
    for (const row of rows)
      merge(result, row.user_id, {
        figures: { shapeScore: row.score },
        achievements: [],
        categories: { [row.category]: row.average },
      });
    return result;
  },
};

/**
 * Group membership (the existing learning_group and user_group tables, read here only): a member of
 * a Fundamentals class holds FUNDAMENTALS_L1, of a Professional L1 class PROFESSIONAL_L1. The classes
 * context owns those tables; once it records completion, its source replaces this one.
 */
export const groupsSource: ProgressSource = {
  name: 'groups',
  async read(db, _period, userIds) {
    const { rows } = await sql<{ user_id: string; type: string }>`
      SELECT DISTINCT ug.user_id, g.type FROM user_group ug JOIN learning_group g ON g.id = ug.group_id
      WHERE g.type IN ('FUNDAMENTALS_CLASS', 'PROFESSIONAL_L1_CLASS') ${forUsers('ug.user_id', userIds)}`.execute(db);
    const result = new Map<string, UserProgress>();
    for (const row of rows)
      merge(result, row.user_id, {
        figures: {},
        achievements: [row.type === 'FUNDAMENTALS_CLASS' ? 'FUNDAMENTALS_L1' : 'PROFESSIONAL_L1'],
      });
    return result;
  },
};

/** Every source the assessments read; an area that lands adds its source here (courses: coursesCompleted and SELF_PACED_COURSES_COMPLETED). */
export const progressSources: readonly ProgressSource[] = [gamesSource, practiceSource, shapeSource, groupsSource];

/** The progress of every user (or only `userIds`) in the period, merged over the sources. */
export async function readProgress(
  db: Kysely<any>,
  period: Period,
  userIds: readonly string[] | null,
  sources: readonly ProgressSource[] = progressSources,
) {
  const all = new Map<string, UserProgress>();
  for (const source of sources) {
    for (const [userId, progress] of await source.read(db, period, userIds)) merge(all, userId, progress);
  }
  return all;
}
