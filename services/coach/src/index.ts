import type { BoundedContext, ViewsOf } from '@impromptu/event-store';
import { virtualCoachDecider } from './virtual-coach/virtual-coach.decider.js';
import { virtualCoachProgressProjection } from './projections/virtual-coach-progress/virtual-coach-progress.projection.js';
import { coachBotDecider } from './coach-bot/coach-bot.decider.js';
import { coachAudioRecordingsProjection, coachBotsProjection } from './projections/coach-bots/coach-bots.projection.js';
import { coachJobs, type coachJobDefinitions } from './jobs/ai-coach.jobs.js';

/**
 * Coach: the Virtual Coach tutorial (spec 2 §4), a guided lesson loop played by each learner, and what it reports;
 * the AI coach (issue 15): bots that record class exercises, their recordings and the AI feedback on them.
 */
export const coachContext = {
  name: 'coach',
  deciders: { virtualCoach: virtualCoachDecider, coachBot: coachBotDecider },
  projections: [virtualCoachProgressProjection, coachBotsProjection, coachAudioRecordingsProjection],
  jobs: coachJobs,
} satisfies BoundedContext<typeof coachJobDefinitions>;

/** The views of this context's projections as Kysely sees them: `db.withTables<CoachViews>()`. Read-only. */
export type CoachViews = ViewsOf<
  typeof virtualCoachProgressProjection | typeof coachBotsProjection | typeof coachAudioRecordingsProjection
>;

export { virtualCoachProgressProjection, coachBotsProjection, coachAudioRecordingsProjection };
export {
  coachBotDecider,
  initialCoachBotState,
  BotAlreadyCreatedError,
  BotBusyError,
  BotNotFoundError,
  CoachBotError,
  FeedbackAlreadyDecidedError,
  NotRecordingError,
  NotYourRecordingError,
  RecordingNotFoundError,
  RecordingNotStoppedError,
  StartNotSettledError,
  type CoachBotCommand,
  type CoachBotState,
  type FeedbackStatus,
  type RecordingPhase,
  type RecordingState,
} from './coach-bot/coach-bot.decider.js';
export {
  COACH_BOT_STREAM_TYPE,
  coachBotEvents,
  ERASED_FEEDBACK,
  coachBotStreamId,
  RecordedGameContextSchema,
  type BotCreated,
  type CoachBotEvent,
  type RecordedGameContext,
} from './coach-bot/coach-bot.events.js';
export {
  COACH_STATUS_CHANNEL,
  coachJobDefinitions,
  coachJobs,
  coachOutboxJob,
  coachPortsFromEnvironment,
  createCoachJobHandlers,
  exerciseGoalOf,
  exerciseOf,
  statusMessageOf,
  RecordingJobPayloadSchema,
  type CoachBotStatusMessage,
  type CoachJobEnvironment,
  type CoachJobName,
  type RecordingJobPayload,
} from './jobs/ai-coach.jobs.js';
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
export {
  seedDemoCoachBot,
  DEMO_COACH_BOT_NAME,
  DEMO_COACH_MEETING_ID,
  DEMO_COACH_RECALL_BOT_ID,
  type DemoCoachBotOptions,
} from './demo/seed-demo-coach-bot.js';
