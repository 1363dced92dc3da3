import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { COURSE_CODES } from '../rules/recording-eligibility.js';

export const COACH_BOT_STREAM_TYPE = 'coach-bot';

/** One AI coach bot and every recording it makes: `coach-bot-{recallBotId}` (ARCHITECTURE §2, the recording state machine). */
export function coachBotStreamId(recallBotId: string): string {
  return `coach-bot-${recallBotId}`;
}

const isoInstant = z.iso.datetime({ offset: true });
const ids = { recallBotId: z.uuid(), recordingId: z.uuid() };

/** Spec 1 §3 game context as recorded with a recording. */
export const RecordedGameContextSchema = z.object({
  course: z.enum(COURSE_CODES),
  day: z.number().int().min(0),
  exercise: z.number().int().min(1),
  practiceSessionSlug: z.string(),
  userPracticeSessionId: z.uuid().optional(),
  game: z.string().optional(),
});
export type RecordedGameContext = z.infer<typeof RecordedGameContextSchema>;

export const BotCreatedV1 = z.object({
  botId: z.uuid(),
  recallBotId: z.uuid(),
  botName: z.string().min(1),
  meetingUrl: z.string(),
  meetingId: z.string(),
  adapter: z.enum(['embedded', 'recall']),
  capture: z.enum(['browser', 'bot']),
  isConnected: z.boolean(),
  /** The breakout room: users whose exercises this bot records. */
  breakoutRoom: z.array(z.object({ id: z.uuid(), userId: z.uuid() })),
  createdBy: z.uuid().nullable(),
  createdAt: isoInstant,
});
export const BotConnectionChangedV1 = z.object({
  recallBotId: z.uuid(),
  isConnected: z.boolean(),
  changedAt: isoInstant,
});
export const RecordingStartRequestedV1 = z.object({
  ...ids,
  userId: z.uuid(),
  gameContext: RecordedGameContextSchema,
  requestedAt: isoInstant,
});
export const RecordingStartedV1 = z.object({ ...ids, startedAt: isoInstant });
export const RecordingStopRequestedV1 = z.object({ ...ids, requestedAt: isoInstant });
export const RecordingStoppedV1 = z.object({ ...ids, durationSeconds: z.number().min(0), stoppedAt: isoInstant });
export const RecordingCancelRequestedV1 = z.object({ ...ids, requestedAt: isoInstant });
export const RecordingCancelledV1 = z.object({ ...ids, cancelledAt: isoInstant });
/** The bot service refused or kept failing a start, stop or cancel: the request is over and the state stays where it was. */
export const RecordingRequestFailedV1 = z.object({
  ...ids,
  request: z.enum(['start', 'stop', 'cancel']),
  reason: z.string(),
  failedAt: isoInstant,
});
/** What a forgotten learner's AI feedback reads afterwards. */
export const ERASED_FEEDBACK = 'Erased at the learner’s request.';

export const AiFeedbackReadyV1 = z.object({
  ...ids,
  feedback: z.string().min(1),
  source: z.enum(['embedded', 'openai']),
  readyAt: isoInstant,
});
export const AiFeedbackFailedV1 = z.object({ ...ids, reason: z.string(), failedAt: isoInstant });

export const coachBotEvents = defineEvents({
  BotCreated: { version: 1, schema: BotCreatedV1 },
  BotConnectionChanged: { version: 1, schema: BotConnectionChangedV1 },
  RecordingStartRequested: { version: 1, schema: RecordingStartRequestedV1 },
  RecordingStarted: { version: 1, schema: RecordingStartedV1 },
  RecordingStopRequested: { version: 1, schema: RecordingStopRequestedV1 },
  RecordingStopped: { version: 1, schema: RecordingStoppedV1 },
  RecordingCancelRequested: { version: 1, schema: RecordingCancelRequestedV1 },
  RecordingCancelled: { version: 1, schema: RecordingCancelledV1 },
  RecordingRequestFailed: { version: 1, schema: RecordingRequestFailedV1 },
  // The feedback on a forgotten learner's recording says something about them: only that it existed stays (ADR 0029).
  AiFeedbackReady: {
    version: 1,
    schema: AiFeedbackReadyV1,
    redact: (data: z.infer<typeof AiFeedbackReadyV1>) => ({ ...data, feedback: ERASED_FEEDBACK }),
  },
  AiFeedbackFailed: { version: 1, schema: AiFeedbackFailedV1 },
});

export type CoachBotEvent = CatalogueEvent<typeof coachBotEvents>;
export type BotCreated = z.infer<typeof BotCreatedV1>;
