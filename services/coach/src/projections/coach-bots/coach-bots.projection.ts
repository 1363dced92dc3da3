import { column, defineRowProjection, table, type HeldRow } from '@impromptu/event-store';
import { coachBotEvents, type RecordedGameContext } from '../../coach-bot/coach-bot.events.js';

const botTable = table(
  {
    recall_bot_id: column.uuid(),
    bot_id: column.uuid(),
    bot_name: column.text(),
    meeting_url: column.text(),
    meeting_id: column.text(),
    adapter: column.text(),
    capture: column.text(),
    status: column.text(),
    is_connected: column.boolean(),
    pending_request: column.text().nullable(),
    current_recording_id: column.uuid().nullable(),
    last_recording_id: column.uuid().nullable(),
    breakout_room: column.jsonb<{ id: string; userId: string }[]>(),
    created_at: column.timestamptz(),
    updated_at: column.timestamptz(),
  },
  { primaryKey: ['recall_bot_id'] },
);

type BotRow = HeldRow<typeof botTable>;

/**
 * Every AI coach bot as the app reads it (spec 3 §3 bot record, the bots dashboard, a learner's bot): its meeting,
 * breakout room, spec 1 §4 recording status, whether it is in the meeting, and the request still with the bot service.
 */
export const coachBotsProjection = defineRowProjection({
  name: 'coach_bot',
  version: 1,
  events: coachBotEvents,
  table: { coach_bot: botTable },
  key: (event) => ({ recall_bot_id: event.data.recallBotId }),
  evolve(bot, event): BotRow | undefined {
    if (event.type === 'BotCreated') {
      const d = event.data;
      return {
        recall_bot_id: event.data.recallBotId,
        bot_id: d.botId,
        bot_name: d.botName,
        meeting_url: d.meetingUrl,
        meeting_id: d.meetingId,
        adapter: d.adapter,
        capture: d.capture,
        status: 'STOPPED',
        is_connected: d.isConnected,
        pending_request: null,
        current_recording_id: null,
        last_recording_id: null,
        breakout_room: d.breakoutRoom,
        created_at: d.createdAt,
        updated_at: d.createdAt,
      };
    }
    if (!bot) return undefined;
    switch (event.type) {
      case 'BotConnectionChanged':
        return { ...bot, is_connected: event.data.isConnected, updated_at: event.data.changedAt };
      case 'RecordingStartRequested':
        return {
          ...bot,
          pending_request: 'start',
          current_recording_id: event.data.recordingId,
          last_recording_id: event.data.recordingId,
          updated_at: event.data.requestedAt,
        };
      case 'RecordingStarted':
        return {
          ...bot,
          status: 'RECORDING',
          pending_request: bot.pending_request === 'start' ? null : bot.pending_request,
          updated_at: event.data.startedAt,
        };
      case 'RecordingStopRequested':
        return { ...bot, pending_request: 'stop', updated_at: event.data.requestedAt };
      case 'RecordingCancelRequested':
        return { ...bot, pending_request: 'cancel', updated_at: event.data.requestedAt };
      case 'RecordingStopped':
        return {
          ...bot,
          status: 'STOPPED',
          pending_request: null,
          current_recording_id: null,
          updated_at: event.data.stoppedAt,
        };
      case 'RecordingCancelled':
        return {
          ...bot,
          status: 'CANCELLED',
          pending_request: null,
          current_recording_id: null,
          updated_at: event.data.cancelledAt,
        };
      case 'RecordingRequestFailed':
        return {
          ...bot,
          pending_request: null,
          current_recording_id: event.data.request === 'start' ? null : bot.current_recording_id,
          updated_at: event.data.failedAt,
        };
      case 'AiFeedbackReady':
      case 'AiFeedbackFailed':
        return undefined;
    }
    return undefined;
  },
});

const recordingTable = table(
  {
    recording_id: column.uuid(),
    recall_bot_id: column.uuid(),
    user_id: column.uuid(),
    game_context: column.jsonb<RecordedGameContext>(),
    status: column.text(),
    requested_at: column.timestamptz(),
    started_at: column.timestamptz().nullable(),
    ended_at: column.timestamptz().nullable(),
    duration_seconds: column.double().nullable(),
    feedback_status: column.text().nullable(),
    ai_feedback: column.text().nullable(),
    feedback_source: column.text().nullable(),
    feedback_failure: column.text().nullable(),
    updated_at: column.timestamptz(),
  },
  { primaryKey: ['recording_id'] },
);

type RecordingRow = HeldRow<typeof recordingTable>;

/**
 * Every recording of every bot (spec 3 §3 audio_recordings): whose exercise, its phase (STARTING, RECORDING,
 * STOPPED, CANCELLED, FAILED), duration in seconds, and the AI feedback with its status (PENDING, READY, FAILED).
 */
export const coachAudioRecordingsProjection = defineRowProjection({
  name: 'coach_audio_recording',
  version: 1,
  events: coachBotEvents.select(
    'RecordingStartRequested',
    'RecordingStarted',
    'RecordingStopped',
    'RecordingCancelled',
    'RecordingRequestFailed',
    'AiFeedbackReady',
    'AiFeedbackFailed',
  ),
  table: { coach_audio_recording: recordingTable },
  key: (event) => ({ recording_id: event.data.recordingId }),
  evolve(row, event): RecordingRow | undefined {
    if (event.type === 'RecordingStartRequested') {
      const d = event.data;
      return {
        recording_id: event.data.recordingId,
        recall_bot_id: d.recallBotId,
        user_id: d.userId,
        game_context: d.gameContext,
        status: 'STARTING',
        requested_at: d.requestedAt,
        started_at: null,
        ended_at: null,
        duration_seconds: null,
        feedback_status: null,
        ai_feedback: null,
        feedback_source: null,
        feedback_failure: null,
        updated_at: d.requestedAt,
      };
    }
    if (!row) return undefined;
    switch (event.type) {
      case 'RecordingStarted':
        return {
          ...row,
          status: row.status === 'STARTING' ? 'RECORDING' : row.status,
          started_at: event.data.startedAt,
          updated_at: event.data.startedAt,
        };
      case 'RecordingStopped':
        return {
          ...row,
          status: 'STOPPED',
          ended_at: event.data.stoppedAt,
          duration_seconds: event.data.durationSeconds,
          feedback_status: 'PENDING',
          updated_at: event.data.stoppedAt,
        };
      case 'RecordingCancelled':
        return {
          ...row,
          status: 'CANCELLED',
          ended_at: event.data.cancelledAt,
          updated_at: event.data.cancelledAt,
        };
      case 'RecordingRequestFailed':
        if (event.data.request === 'start')
          return {
            ...row,
            status: 'FAILED',
            ended_at: event.data.failedAt,
            updated_at: event.data.failedAt,
          };
        return undefined;
      case 'AiFeedbackReady':
        return {
          ...row,
          feedback_status: 'READY',
          ai_feedback: event.data.feedback,
          feedback_source: event.data.source,
          updated_at: event.data.readyAt,
        };
      case 'AiFeedbackFailed':
        return {
          ...row,
          feedback_status: 'FAILED',
          feedback_failure: event.data.reason,
          updated_at: event.data.failedAt,
        };
    }
    return undefined;
  },
});
