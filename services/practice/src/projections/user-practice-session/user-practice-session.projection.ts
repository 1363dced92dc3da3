import { sql } from 'kysely';
import { column, defineProjection, table } from '@impromptu/event-store';
import { withGoalReset } from '../../practice-session/practice-session.decider.js';
import { practiceSessionEvents, type PracticeOutcome } from '../../practice-session/practice-session.events.js';

interface Row {
  id: string;
  user_id: string;
  practice_session_id: string;
  practice_session_slug: string;
  practice_session_type: string;
  scheduled_date: string | null;
  element_index: number;
  game_index: number;
  percentage_completed: number;
  retries_used: Record<string, number>;
  outcome: PracticeOutcome;
  status: 'STARTED' | 'COMPLETED';
  created_at: string;
  completed_at: string | null;
}

/**
 * The user practice sessions of spec 2 §3 (id, user_id, practice_session_id, outcome, created_at),
 * with where the learner is, the retries used per element and whether the session is completed.
 */
export const userPracticeSessionProjection = defineProjection({
  name: 'user_practice_session',
  version: 1,
  events: practiceSessionEvents,
  tables: {
    user_practice_session: table(
      {
        id: column.uuid(),
        user_id: column.uuid(),
        practice_session_id: column.uuid(),
        practice_session_slug: column.text(),
        practice_session_type: column.text(),
        /** Today's Practice: the user's local day it was played for (YYYY-MM-DD); null for a named session. */
        scheduled_date: column.text().nullable(),
        element_index: column.integer(),
        game_index: column.integer(),
        percentage_completed: column.integer(),
        retries_used: column.jsonb<Record<string, number>>(),
        outcome: column.jsonb<PracticeOutcome>(),
        status: column.text(),
        created_at: column.timestamptz(),
        completed_at: column.timestamptz().nullable(),
      },
      { primaryKey: ['id'] },
    ),
  },
  async apply(trx, events, tables) {
    const target = sql.table(tables.user_practice_session);
    const ids = [...new Set(events.map((event) => event.data.userPracticeSessionId))];
    const { rows: stored } = await sql<Row>`
      SELECT id, user_id, practice_session_id, practice_session_slug, practice_session_type, scheduled_date, element_index, game_index,
             percentage_completed, retries_used, outcome, status, created_at::text, completed_at::text
      FROM ${target} WHERE id = ANY(${ids}::uuid[])`.execute(trx);
    const rows = new Map(stored.map((row) => [row.id, row]));
    // Events arrive in global order: fold each session's batch onto its row, then write each row once.
    for (const event of events) {
      const id = event.data.userPracticeSessionId;
      const row = rows.get(id);
      switch (event.type) {
        case 'PracticeSessionStarted':
          rows.set(id, {
            id,
            user_id: event.data.userId,
            practice_session_id: event.data.practiceSessionId,
            practice_session_slug: event.data.practiceSessionSlug,
            practice_session_type: event.data.practiceSessionType,
            scheduled_date: event.data.scheduledDate,
            element_index: 0,
            game_index: 0,
            percentage_completed: 0,
            retries_used: {},
            outcome: { goals: [], inputs: [] },
            status: 'STARTED',
            created_at: event.data.startedAt,
            completed_at: null,
          });
          break;
        case 'PracticeProgressRecorded':
          if (row) {
            Object.assign(row, {
              element_index: event.data.elementIndex,
              game_index: event.data.gameIndex,
              percentage_completed: event.data.percentageCompleted,
              outcome: event.data.outcome,
            });
          }
          break;
        case 'PracticeRetryUsed':
          if (row) {
            row.retries_used = { ...row.retries_used, [String(event.data.elementIndex)]: event.data.retriesUsed };
            row.outcome = withGoalReset(row.outcome, event.data.goalIndex);
          }
          break;
        case 'PracticeSessionCompleted':
          if (row)
            Object.assign(row, {
              status: 'COMPLETED',
              completed_at: event.data.completedAt,
              outcome: event.data.outcome,
            });
          break;
        default: {
          const unreachable: never = event;
          throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
        }
      }
    }
    const changed = ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [row] : [];
    });
    if (changed.length === 0) return;
    // One row per column array: a batch of any size is one statement with fifteen parameters.
    const column = <K extends keyof Row>(key: K) => changed.map((row) => row[key]);
    await sql`
      INSERT INTO ${target} AS t (id, user_id, practice_session_id, practice_session_slug, practice_session_type, scheduled_date,
        element_index, game_index, percentage_completed, retries_used, outcome, status, created_at, completed_at)
      SELECT * FROM unnest(
        ${column('id')}::uuid[], ${column('user_id')}::uuid[], ${column('practice_session_id')}::uuid[],
        ${column('practice_session_slug')}::text[], ${column('practice_session_type')}::text[], ${column('scheduled_date')}::text[],
        ${column('element_index')}::int[], ${column('game_index')}::int[], ${column('percentage_completed')}::int[],
        ${changed.map((row) => JSON.stringify(row.retries_used))}::jsonb[], ${changed.map((row) => JSON.stringify(row.outcome))}::jsonb[],
        ${column('status')}::text[], ${column('created_at')}::timestamptz[], ${column('completed_at')}::timestamptz[]
      )
      ON CONFLICT (id) DO UPDATE SET
        element_index = excluded.element_index,
        game_index = excluded.game_index,
        percentage_completed = excluded.percentage_completed,
        retries_used = excluded.retries_used,
        outcome = excluded.outcome,
        status = excluded.status,
        completed_at = excluded.completed_at
    `.execute(trx);
  },
});
