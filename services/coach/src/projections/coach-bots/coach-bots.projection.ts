import { sql, type Transaction } from 'kysely';
import { column, defineProjection, rowChunks, table } from '@impromptu/event-store';
import { coachBotEvents, type RecordedGameContext } from '../../coach-bot/coach-bot.events.js';

/** Upserts rows keyed by `key`, every other column taken from the new row. */
async function upsert(
  trx: Transaction<any>,
  tableName: string,
  key: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const update = Object.fromEntries(
    Object.keys(rows[0]!)
      .filter((name) => name !== key)
      .map((name) => [name, sql.ref(`excluded.${name}`)]),
  );
  for (const chunk of rowChunks(rows)) {
    await trx
      .insertInto(tableName as never)
      .values(chunk as never)
      .onConflict((oc) => oc.column(key as never).doUpdateSet(update as never))
      .execute();
  }
}

interface BotRow {
  recall_bot_id: string;
  bot_id: string;
  bot_name: string;
  meeting_url: string;
  meeting_id: string;
  adapter: string;
  capture: string;
  status: string;
  is_connected: boolean;
  pending_request: string | null;
  current_recording_id: string | null;
  last_recording_id: string | null;
  breakout_room: { id: string; userId: string }[];
  created_at: string;
  updated_at: string;
}

/**
 * Every AI coach bot as the app reads it (spec 3 §3 bot record, the bots dashboard, a learner's bot): its meeting,
 * breakout room, spec 1 §4 recording status, whether it is in the meeting, and the request still with the bot service.
 */
export const coachBotsProjection = defineProjection({
  name: 'coach_bot',
  version: 1,
  events: coachBotEvents,
  tables: {
    coach_bot: table(
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
    ),
  },
  async apply(trx, events, tables) {
    const ids = [...new Set(events.map((event) => event.data.recallBotId))];
    const { rows: stored } = await sql<BotRow>`
      SELECT recall_bot_id, bot_id, bot_name, meeting_url, meeting_id, adapter, capture, status, is_connected, pending_request,
             current_recording_id, last_recording_id, breakout_room, to_json(created_at)#>>'{}' AS created_at, to_json(updated_at)#>>'{}' AS updated_at
      FROM ${sql.table(tables.coach_bot)} WHERE recall_bot_id = ANY(${ids}::uuid[])`.execute(trx);
    const bots = new Map(stored.map((row) => [row.recall_bot_id, row]));
    for (const event of events) {
      const id = event.data.recallBotId;
      if (event.type === 'BotCreated') {
        const d = event.data;
        bots.set(id, {
          recall_bot_id: id,
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
        });
        continue;
      }
      const bot = bots.get(id);
      if (!bot) continue;
      switch (event.type) {
        case 'BotConnectionChanged':
          bots.set(id, { ...bot, is_connected: event.data.isConnected, updated_at: event.data.changedAt });
          break;
        case 'RecordingStartRequested':
          bots.set(id, {
            ...bot,
            pending_request: 'start',
            current_recording_id: event.data.recordingId,
            last_recording_id: event.data.recordingId,
            updated_at: event.data.requestedAt,
          });
          break;
        case 'RecordingStarted':
          bots.set(id, {
            ...bot,
            status: 'RECORDING',
            pending_request: bot.pending_request === 'start' ? null : bot.pending_request,
            updated_at: event.data.startedAt,
          });
          break;
        case 'RecordingStopRequested':
          bots.set(id, { ...bot, pending_request: 'stop', updated_at: event.data.requestedAt });
          break;
        case 'RecordingCancelRequested':
          bots.set(id, { ...bot, pending_request: 'cancel', updated_at: event.data.requestedAt });
          break;
        case 'RecordingStopped':
          bots.set(id, {
            ...bot,
            status: 'STOPPED',
            pending_request: null,
            current_recording_id: null,
            updated_at: event.data.stoppedAt,
          });
          break;
        case 'RecordingCancelled':
          bots.set(id, {
            ...bot,
            status: 'CANCELLED',
            pending_request: null,
            current_recording_id: null,
            updated_at: event.data.cancelledAt,
          });
          break;
        case 'RecordingRequestFailed':
          bots.set(id, {
            ...bot,
            pending_request: null,
            current_recording_id: event.data.request === 'start' ? null : bot.current_recording_id,
            updated_at: event.data.failedAt,
          });
          break;
        case 'AiFeedbackReady':
        case 'AiFeedbackFailed':
          break;
      }
    }
    await upsert(
      trx,
      tables.coach_bot,
      'recall_bot_id',
      ids.flatMap((id) => {
        const row = bots.get(id);
        return row ? [{ ...row, breakout_room: JSON.stringify(row.breakout_room) }] : [];
      }),
    );
  },
});

interface RecordingRow {
  recording_id: string;
  recall_bot_id: string;
  user_id: string;
  game_context: RecordedGameContext;
  status: string;
  requested_at: string;
  started_at: string | null;
  ended_at: string | null;
  duration_seconds: number | null;
  feedback_status: string | null;
  ai_feedback: string | null;
  feedback_source: string | null;
  feedback_failure: string | null;
  updated_at: string;
}

/**
 * Every recording of every bot (spec 3 §3 audio_recordings): whose exercise, its phase (STARTING, RECORDING,
 * STOPPED, CANCELLED, FAILED), duration in seconds, and the AI feedback with its status (PENDING, READY, FAILED).
 */
export const coachAudioRecordingsProjection = defineProjection({
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
  tables: {
    coach_audio_recording: table(
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
    ),
  },
  async apply(trx, events, tables) {
    const ids = [...new Set(events.map((event) => event.data.recordingId))];
    const { rows: stored } = await sql<RecordingRow>`
      SELECT recording_id, recall_bot_id, user_id, game_context, status, to_json(requested_at)#>>'{}' AS requested_at,
             to_json(started_at)#>>'{}' AS started_at, to_json(ended_at)#>>'{}' AS ended_at, duration_seconds, feedback_status,
             ai_feedback, feedback_source, feedback_failure, to_json(updated_at)#>>'{}' AS updated_at
      FROM ${sql.table(tables.coach_audio_recording)} WHERE recording_id = ANY(${ids}::uuid[])`.execute(trx);
    const recordings = new Map(stored.map((row) => [row.recording_id, row]));
    for (const event of events) {
      const id = event.data.recordingId;
      if (event.type === 'RecordingStartRequested') {
        const d = event.data;
        recordings.set(id, {
          recording_id: id,
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
        });
        continue;
      }
      const row = recordings.get(id);
      if (!row) continue;
      switch (event.type) {
        case 'RecordingStarted':
          recordings.set(id, {
            ...row,
            status: row.status === 'STARTING' ? 'RECORDING' : row.status,
            started_at: event.data.startedAt,
            updated_at: event.data.startedAt,
          });
          break;
        case 'RecordingStopped':
          recordings.set(id, {
            ...row,
            status: 'STOPPED',
            ended_at: event.data.stoppedAt,
            duration_seconds: event.data.durationSeconds,
            feedback_status: 'PENDING',
            updated_at: event.data.stoppedAt,
          });
          break;
        case 'RecordingCancelled':
          recordings.set(id, {
            ...row,
            status: 'CANCELLED',
            ended_at: event.data.cancelledAt,
            updated_at: event.data.cancelledAt,
          });
          break;
        case 'RecordingRequestFailed':
          if (event.data.request === 'start')
            recordings.set(id, {
              ...row,
              status: 'FAILED',
              ended_at: event.data.failedAt,
              updated_at: event.data.failedAt,
            });
          break;
        case 'AiFeedbackReady':
          recordings.set(id, {
            ...row,
            feedback_status: 'READY',
            ai_feedback: event.data.feedback,
            feedback_source: event.data.source,
            updated_at: event.data.readyAt,
          });
          break;
        case 'AiFeedbackFailed':
          recordings.set(id, {
            ...row,
            feedback_status: 'FAILED',
            feedback_failure: event.data.reason,
            updated_at: event.data.failedAt,
          });
          break;
      }
    }
    await upsert(
      trx,
      tables.coach_audio_recording,
      'recording_id',
      ids.flatMap((id) => {
        const row = recordings.get(id);
        return row ? [{ ...row, game_context: JSON.stringify(row.game_context) }] : [];
      }),
    );
  },
});
