import { sql } from 'kysely';
import { column, defineProjection, rowChunks, table } from '@impromptu/event-store';
import { virtualCoachDecider, type VirtualCoachState } from '../../virtual-coach/virtual-coach.decider.js';
import { virtualCoachEvents } from '../../virtual-coach/virtual-coach.events.js';

interface Row {
  user_id: string;
  run_id: string | null;
  status: VirtualCoachState['status'];
  display: string;
  lesson: string | null;
  lessons_seen: number;
  total_reps: number;
  start_confidence: number | null;
  end_confidence: number | null;
  steps_completed: number;
  runs_started: number;
  runs_completed: number;
  state: VirtualCoachState;
  updated_at: string;
}

function columnsOf(state: VirtualCoachState): Omit<Row, 'user_id' | 'runs_started' | 'runs_completed' | 'updated_at'> {
  return {
    run_id: state.runId,
    status: state.status,
    display: state.display,
    lesson: state.lesson,
    lessons_seen: state.lessonsSeen,
    total_reps: state.totalReps,
    start_confidence: state.startConfidence,
    end_confidence: state.endConfidence,
    steps_completed: state.stepsCompleted,
    state,
  };
}

/**
 * Each learner's Virtual Coach as staff read it: where the current (or last) run is — display, lesson, lessons seen,
 * reps, confidences — and how many runs were started and finished. Folded with the decider's own evolve, so the row
 * and the learner's screen never disagree.
 */
export const virtualCoachProgressProjection = defineProjection({
  name: 'virtual_coach_progress',
  version: 1,
  events: virtualCoachEvents,
  tables: {
    virtual_coach_progress: table(
      {
        user_id: column.uuid(),
        run_id: column.uuid().nullable(),
        status: column.text(),
        display: column.text(),
        lesson: column.text().nullable(),
        lessons_seen: column.integer(),
        total_reps: column.integer(),
        start_confidence: column.integer().nullable(),
        end_confidence: column.integer().nullable(),
        steps_completed: column.integer(),
        runs_started: column.integer(),
        runs_completed: column.integer(),
        state: column.jsonb<VirtualCoachState>(),
        updated_at: column.timestamptz(),
      },
      { primaryKey: ['user_id'] },
    ),
  },
  async apply(trx, events, tables) {
    const target = sql.table(tables.virtual_coach_progress);
    const userIds = [...new Set(events.map((event) => event.data.userId))];
    const { rows: stored } = await sql<Row>`
      SELECT user_id, run_id, status, display, lesson, lessons_seen, total_reps, start_confidence, end_confidence, steps_completed,
             runs_started, runs_completed, state, updated_at::text
      FROM ${target} WHERE user_id = ANY(${userIds}::uuid[])`.execute(trx);
    const rows = new Map(stored.map((row) => [row.user_id, row]));
    for (const event of events) {
      const userId = event.data.userId;
      const before = rows.get(userId);
      const state = virtualCoachDecider.evolve(before?.state ?? virtualCoachDecider.initialState(), event);
      const at = Object.entries(event.data).find(([key]) => key.endsWith('At'))?.[1] as string;
      rows.set(userId, {
        user_id: userId,
        ...columnsOf(state),
        runs_started: (before?.runs_started ?? 0) + (event.type === 'VirtualCoachStarted' ? 1 : 0),
        runs_completed: (before?.runs_completed ?? 0) + (event.type === 'VirtualCoachExited' ? 1 : 0),
        updated_at: at,
      });
    }
    const changed = userIds.flatMap((id) => {
      const row = rows.get(id);
      return row ? [{ ...row, state: JSON.stringify(row.state) }] : [];
    });
    if (changed.length === 0) return;
    const update = Object.fromEntries(
      Object.keys(changed[0]!)
        .filter((key) => key !== 'user_id')
        .map((key) => [key, sql.ref(`excluded.${key}`)]),
    );
    for (const chunk of rowChunks(changed)) {
      await trx
        .insertInto(tables.virtual_coach_progress as never)
        .values(chunk as never)
        .onConflict((oc) => oc.column('user_id' as never).doUpdateSet(update as never))
        .execute();
    }
  },
});
