import { column, defineRowProjection, table, type HeldRow } from '@impromptu/event-store';
import { virtualCoachDecider, type VirtualCoachState } from '../../virtual-coach/virtual-coach.decider.js';
import { virtualCoachEvents } from '../../virtual-coach/virtual-coach.events.js';

const progressTable = table(
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
);

type Row = HeldRow<typeof progressTable>;

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
export const virtualCoachProgressProjection = defineRowProjection({
  name: 'virtual_coach_progress',
  version: 1,
  events: virtualCoachEvents,
  table: { virtual_coach_progress: progressTable },
  key: (event) => ({ user_id: event.data.userId }),
  evolve(before, event) {
    const state = virtualCoachDecider.evolve(before?.state ?? virtualCoachDecider.initialState(), event);
    const at = Object.entries(event.data).find(([key]) => key.endsWith('At'))?.[1] as string;
    return {
      user_id: event.data.userId,
      ...columnsOf(state),
      runs_started: (before?.runs_started ?? 0) + (event.type === 'VirtualCoachStarted' ? 1 : 0),
      runs_completed: (before?.runs_completed ?? 0) + (event.type === 'VirtualCoachExited' ? 1 : 0),
      updated_at: at,
    };
  },
});
