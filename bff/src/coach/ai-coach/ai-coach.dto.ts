import { z } from 'zod';
import { AI_FEEDBACK_ERROR_TEXT, COURSE_CODES, MAX_BOTS_PER_REQUEST, RECORDING_STATUSES } from '@impromptu/coach/rules';

// The AI coach's routes (spec 1 §7, spec 2 §7, spec 3 §7): the learner's bot, recording start/stop/cancel,
// the recorded audio, the AI feedback, the status WebSocket and the bots admin. Snake_case fields are the
// spec's wire names; camelCase ones are ours.
export {
  AI_COACH_TIMINGS,
  AI_FEEDBACK_ERROR_TEXT,
  BOT_COST_WARNING_ABOVE,
  COURSE_CODES,
  DISCUSSION_DURATIONS_SECONDS,
  MAX_BOTS_PER_REQUEST,
  MIN_BOTS_PER_REQUEST,
  RECORDING_ELIGIBLE,
  RECORDING_STATUSES,
  courseDayForGuidedClass,
  isRecordingEligible,
  meetingIdFromUrl,
} from '@impromptu/coach/rules';

/** The largest audio upload: ten minutes of 16 kHz PCM16 mono is 19.2 MB. */
export const MAX_RECORDING_AUDIO_BYTES = 25 * 1024 * 1024;

const botId = z.uuid('must be the bot’s id (a UUID)');

/** Spec 1 §3 game context, as the practice player sends it with start-recording and stop-recording. */
export const GameContextSchema = z
  .object({
    course: z.enum(COURSE_CODES, { error: 'must be FUNDAMENTALS_L1, PROFESSIONAL_L1 or FUNDAMENTALS_L2' }),
    day: z
      .number({ error: 'must be a whole number from 0 to 30' })
      .int('must be a whole number from 0 to 30')
      .min(0, 'must be a whole number from 0 to 30')
      .max(30, 'must be a whole number from 0 to 30'),
    exercise: z
      .number({ error: 'must be a whole number from 1 to 20' })
      .int('must be a whole number from 1 to 20')
      .min(1, 'must be a whole number from 1 to 20')
      .max(20, 'must be a whole number from 1 to 20'),
    practiceSessionSlug: z
      .string()
      .min(1, 'is required')
      .max(120, 'must be at most 120 characters')
      .regex(/^[a-z0-9-]+$/, 'must be a practice session slug (a-z, 0-9 and -)'),
    userPracticeSessionId: z.uuid('must be a UUID').optional(),
    game: z
      .string()
      .max(60, 'must be at most 60 characters')
      .optional()
      .meta({ description: 'The game of the exercise (e.g. conductor), when it is one' }),
  })
  .meta({ id: 'AiCoachGameContext' });

/** GET /recordings/user/{userId}/fetch-recall-bot (spec 1 §7). */
export const FetchRecallBotParamsSchema = z.object({ userId: z.uuid('must be a user id (a UUID)') });
export const RecallBotSchema = z
  .object({
    recall_bot_id: botId.meta({ description: 'Sent back as recallBotId, and watched on the WebSocket as a bot id' }),
    bot_name: z.string().meta({ description: 'Shown as Connected: {bot name}' }),
    recording_status: z.enum(RECORDING_STATUSES),
    is_connected: z.boolean().meta({ description: 'Whether the bot is in its meeting' }),
  })
  .meta({ id: 'RecallBot' });

/** POST /recordings/start-recording (spec 1 §7). */
export const StartRecordingBodySchema = z
  .object({
    idempotencyKey: z
      .uuid('must be a UUID, new for each start')
      .meta({ description: 'Sent again unchanged when the request is retried' }),
    recallBotId: botId,
    gameContext: GameContextSchema,
  })
  .meta({ id: 'StartRecording' });
export const RecordingStartedSchema = z
  .object({
    recordingId: z.uuid(),
    capture: z.enum(['browser', 'bot']).meta({
      description:
        "browser: the embedded bot; the page records the learner's microphone and PUTs it to /recordings/{recordingId}/audio before stop-recording. bot: the meeting bot records",
    }),
  })
  .meta({ id: 'RecordingStarted' });

/** POST /recordings/stop-recording (spec 2 §7). */
export const StopRecordingBodySchema = z
  .object({
    idempotencyKey: z
      .uuid('must be a UUID, new for each stop')
      .meta({ description: 'Sent again unchanged when the request is retried' }),
    recallBotId: botId,
    gameContext: GameContextSchema,
  })
  .meta({ id: 'StopRecording' });
export const RecordingStoppedSchema = z
  .object({ recordingData: z.object({ id: z.uuid() }) })
  .meta({ id: 'RecordingStopped' });

/** DELETE /recordings/bots/{botId}/cancel-recording (spec 1 §7). */
export const BotParamsSchema = z.object({ botId });
export const RecordingCancelledSchema = z
  .object({ recordingId: z.uuid(), recording_status: z.literal('CANCELLED') })
  .meta({ id: 'RecordingCancelled' });

/** /recordings/{recordingId}/audio and /recordings/ai-feedback/{recordingId}. */
export const RecordingParamsSchema = z.object({ recordingId: z.uuid('must be a recording id (a UUID)') });

/** GET /recordings/ai-feedback/{recordingId} (spec 2 §7): polled every second until READY or FAILED. */
export const AiFeedbackSchema = z
  .object({
    ai_feedback: z
      .string()
      .nullable()
      .meta({ description: `null while PENDING; '${AI_FEEDBACK_ERROR_TEXT}' when FAILED` }),
    status: z.enum(['PENDING', 'READY', 'FAILED']),
    source: z.enum(['embedded', 'openai']).nullable().meta({
      description:
        'Who wrote a READY feedback: embedded = composed from the measurements, no AI model (shown as automatic feedback); openai = a model. null otherwise.',
    }),
  })
  .meta({ id: 'AiFeedback' });

/** POST /coach/ws-ticket: a single-use ticket (30 s) for the WebSocket /coach/ws?ticket=…. */
export const CoachTicketSchema = z
  .object({
    ticket: z.string().meta({ description: 'Presented once as ?ticket= when opening the WebSocket /coach/ws' }),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'CoachTicket' });

/** What the browser sends on /coach/ws (spec 1 §7): plain JSON objects with a type. */
export const CoachClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('monitor_status'), botIds: z.array(botId).min(1).max(500) }),
  z.object({ type: z.literal('get_status'), botId }),
  z.object({ type: z.literal('heartbeat') }),
]);

/** What the server sends on /coach/ws: a heartbeat answer and, for each monitored bot only, its status and connection. */
export const CoachServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heartbeat') }),
  z.object({ type: z.literal('status_update'), botId, isRecording: z.boolean(), status: z.enum(RECORDING_STATUSES) }),
  z.object({ type: z.literal('connection_update'), botId, isConnected: z.boolean() }),
  z.object({ type: z.literal('error'), botId: botId.optional(), message: z.string() }),
]);

/** POST /create-bot (spec 3 §7): numberOfBots digits only; a number below 1 becomes 1; more than the cap is refused. */
const numberOfBots = z
  .union([
    z.number({ error: 'must be a whole number' }).int('must be a whole number'),
    z.string().regex(/^\d{1,6}$/, 'must be digits only'),
  ])
  .transform((value) => Math.max(1, Number(value)))
  .pipe(z.number().max(MAX_BOTS_PER_REQUEST, `must be at most ${MAX_BOTS_PER_REQUEST} bots at a time`));
export const CreateBotBodySchema = z
  .object({
    meetingUrl: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(2048, 'must be at most 2048 characters')
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).hostname !== '',
        'must be an http(s) meeting URL',
      ),
    numberOfBots,
  })
  .meta({ id: 'CreateBots' });

export const BreakoutRoomUserSchema = z.object({
  id: z.uuid(),
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export const AudioRecordingSchema = z
  .object({
    id: z.uuid(),
    duration: z.number().meta({ description: 'Seconds' }),
    created_at: z.string().meta({ description: 'ISO 8601' }),
    ai_feedback: z.string().nullable(),
    audio_url: z
      .string()
      .nullable()
      .meta({ description: 'Path of the WAV on the BFF (/recordings/{id}/audio); null when no audio was kept' }),
  })
  .meta({ id: 'AudioRecording' });
/** Spec 3 §3 bot record. */
export const BotRecordSchema = z
  .object({
    id: z.uuid(),
    bot_name: z.string(),
    recall_bot_id: z.uuid(),
    meeting_url: z.string(),
    meeting_id: z.string(),
    user_breakout_room: z.array(BreakoutRoomUserSchema),
    audio_recordings: z.array(AudioRecordingSchema),
  })
  .meta({ id: 'BotRecord' });
export const CreatedBotsSchema = z.object({ botRecords: z.array(BotRecordSchema) }).meta({ id: 'CreatedBots' });

/** GET /audio_recordings/{meetingId} (spec 3 §7): the bots of the meeting with their users and recordings. */
export const MeetingParamsSchema = z.object({
  meetingId: z.string().trim().min(1, 'is required').max(2048, 'must be at most 2048 characters'),
});
export const BotRecordListSchema = z.array(BotRecordSchema).meta({ id: 'BotRecordList' });

/** GET /bots/dashboard: every bot with its live state; updates arrive on /coach/ws for the monitored ids. */
export const BotDashboardSchema = z
  .object({
    bots: z.array(
      z.object({
        id: z.uuid(),
        bot_name: z.string(),
        recall_bot_id: z.uuid(),
        meeting_url: z.string(),
        meeting_id: z.string(),
        status: z.enum(RECORDING_STATUSES),
        is_connected: z.boolean(),
        adapter: z.enum(['embedded', 'recall']),
        created_at: z.string(),
        last_recording: z
          .object({
            id: z.uuid(),
            status: z.enum(['RECORDING', 'STOPPED', 'CANCELLED']),
            feedback_status: z.enum(['PENDING', 'READY', 'FAILED']).nullable(),
            duration: z.number().nullable(),
            created_at: z.string(),
          })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'BotDashboard' });

export type GameContext = z.infer<typeof GameContextSchema>;
export type RecallBot = z.infer<typeof RecallBotSchema>;
export type StartRecordingBody = z.infer<typeof StartRecordingBodySchema>;
export type RecordingStarted = z.infer<typeof RecordingStartedSchema>;
export type StopRecordingBody = z.infer<typeof StopRecordingBodySchema>;
export type RecordingStopped = z.infer<typeof RecordingStoppedSchema>;
export type RecordingCancelled = z.infer<typeof RecordingCancelledSchema>;
export type AiFeedback = z.infer<typeof AiFeedbackSchema>;
export type CoachTicket = z.infer<typeof CoachTicketSchema>;
export type CoachServerMessage = z.infer<typeof CoachServerMessageSchema>;
export type CreateBotBody = z.output<typeof CreateBotBodySchema>;
export type BotRecord = z.infer<typeof BotRecordSchema>;
export type CreatedBots = z.infer<typeof CreatedBotsSchema>;
export type BotDashboard = z.infer<typeof BotDashboardSchema>;
