import type { BoundedContext, ViewsOf } from '@impromptu/event-store';
import { noJobs } from '@impromptu/event-store';
import { practiceSessionDecider } from './practice-session/practice-session.decider.js';
import { userPracticeSessionProjection } from './projections/user-practice-session/user-practice-session.projection.js';

/**
 * Practice: guided practice sessions played by a user (Today's Practice and named sessions), their
 * progress, retries and outcome. The streak counts them through play's daily activity.
 */
export const practiceContext = {
  name: 'practice',
  deciders: { practiceSession: practiceSessionDecider },
  projections: [userPracticeSessionProjection],
  jobs: noJobs,
} satisfies BoundedContext;

/** The views of this context's projections as Kysely sees them: `db.withTables<PracticeViews>()`. Read-only. */
export type PracticeViews = ViewsOf<typeof userPracticeSessionProjection>;

export { userPracticeSessionProjection };
export {
  practiceSessionDecider,
  withGoalReset,
  InputRejectedError,
  NotAGameError,
  PositionOutOfRangeError,
  PracticeAlreadyRecordedError,
  PracticeSessionAlreadyStartedError,
  PracticeSessionCompletedError,
  PracticeSessionError,
  PracticeSessionNotFoundError,
  RetriesExhaustedError,
  type PracticeMove,
  type PracticeSessionCommand,
  type PracticeSessionState,
  type RecordPracticeProgress,
  type StartPracticeSession,
  type UsePracticeRetry,
} from './practice-session/practice-session.decider.js';
export {
  PRACTICE_STREAM_TYPE,
  PracticeElementSchema,
  PracticeOutcomeSchema,
  PracticeInputRuleSchema,
  practiceSessionEvents,
  practiceSessionStreamId,
  type PracticeElement,
  type PracticeOutcome,
  type PracticeProgressRecorded,
  type PracticeRetryUsed,
  type PracticeSessionCompleted,
  type PracticeSessionEvent,
  type PracticeSessionStarted,
} from './practice-session/practice-session.events.js';
export {
  practiceActivityEvents,
  practiceActivityStreamId,
  type PracticeActivityEvent,
} from './practice-activity/practice-activity.events.js';
