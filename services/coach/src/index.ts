import type { BoundedContext, ViewsOf } from '@impromptu/event-store';
import { noJobs } from '@impromptu/event-store';
import { virtualCoachDecider } from './virtual-coach/virtual-coach.decider.js';
import { virtualCoachProgressProjection } from './projections/virtual-coach-progress/virtual-coach-progress.projection.js';

/**
 * Coach: the Virtual Coach tutorial (spec 2 §4), a guided lesson loop played by each learner, and what it reports.
 */
export const coachContext = {
  name: 'coach',
  deciders: { virtualCoach: virtualCoachDecider },
  projections: [virtualCoachProgressProjection],
  jobs: noJobs,
} satisfies BoundedContext;

/** The views of this context's projections as Kysely sees them: `db.withTables<CoachViews>()`. Read-only. */
export type CoachViews = ViewsOf<typeof virtualCoachProgressProjection>;

export { virtualCoachProgressProjection };
export {
  virtualCoachDecider,
  initialVirtualCoachState,
  DEFAULT_GAME_SETTINGS,
  LessonVideoNotWatchedError,
  VirtualCoachAlreadyStartedError,
  VirtualCoachError,
  VirtualCoachInputError,
  WrongDisplayError,
  type VirtualCoachCommand,
  type VirtualCoachState,
} from './virtual-coach/virtual-coach.decider.js';
export {
  VIRTUAL_COACH_STREAM_TYPE,
  virtualCoachEvents,
  virtualCoachStreamId,
  type VirtualCoachEvent,
  type VirtualCoachGameSettings,
} from './virtual-coach/virtual-coach.events.js';
export {
  virtualCoachActivityEvents,
  virtualCoachActivityStreamId,
  type VirtualCoachActivityEvent,
} from './virtual-coach-activity/virtual-coach-activity.events.js';
