import { column, defineRowProjection, table } from '@impromptu/event-store';
import { withGoalReset } from '../../practice-session/practice-session.decider.js';
import { practiceSessionEvents, type PracticeOutcome } from '../../practice-session/practice-session.events.js';

const sessionTable = table(
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
);

/**
 * The user practice sessions of spec 2 §3 (id, user_id, practice_session_id, outcome, created_at),
 * with where the learner is, the retries used per element and whether the session is completed.
 */
export const userPracticeSessionProjection = defineRowProjection({
  name: 'user_practice_session',
  version: 1,
  events: practiceSessionEvents,
  table: { user_practice_session: sessionTable },
  key: (event) => ({ id: event.data.userPracticeSessionId }),
  evolve(row, event) {
    switch (event.type) {
      case 'PracticeSessionStarted':
        return {
          id: event.data.userPracticeSessionId,
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
        };
      case 'PracticeProgressRecorded':
        return (
          row && {
            ...row,
            element_index: event.data.elementIndex,
            game_index: event.data.gameIndex,
            percentage_completed: event.data.percentageCompleted,
            outcome: event.data.outcome,
          }
        );
      case 'PracticeRetryUsed':
        return (
          row && {
            ...row,
            retries_used: { ...row.retries_used, [String(event.data.elementIndex)]: event.data.retriesUsed },
            outcome: withGoalReset(row.outcome, event.data.goalIndex),
          }
        );
      case 'PracticeSessionCompleted':
        return (
          row && { ...row, status: 'COMPLETED', completed_at: event.data.completedAt, outcome: event.data.outcome }
        );
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
      }
    }
  },
});
