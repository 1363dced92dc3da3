import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { coachBotDecider, type CoachBotCommand } from '../../coach-bot/coach-bot.decider.js';
import {
  COACH_BOT_STREAM_TYPE,
  coachBotEvents,
  coachBotStreamId,
  type CoachBotEvent,
} from '../../coach-bot/coach-bot.events.js';
import { coachAudioRecordingsProjection, coachBotsProjection } from './coach-bots.projection.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const T = (minute: number) => new Date(Date.UTC(2026, 10, 22, 20, minute));
const ctx = {
  course: 'FUNDAMENTALS_L1' as const,
  day: 1,
  exercise: 2,
  practiceSessionSlug: 'guided-fundamentals-class-1',
};

/** A bot's commands run through the decider, appended one append per command as requests and jobs append them. */
function botAppends(recallBotId: string, commands: CoachBotCommand[]) {
  let state = coachBotDecider.initialState();
  return commands.map((command) => {
    const events: CoachBotEvent[] = coachBotDecider.decide(command, state);
    state = events.reduce(coachBotDecider.evolve, state);
    return {
      streamId: coachBotStreamId(recallBotId),
      streamType: COACH_BOT_STREAM_TYPE,
      events: events.map((event) => coachBotEvents.toAppend(event)),
    };
  });
}

function createBot(recallBotId: string, learner: string): CoachBotCommand {
  return {
    type: 'CreateBot',
    data: {
      botId: randomUUID(),
      recallBotId,
      botName: 'Impromptu Coach',
      meetingUrl: 'https://us02web.zoom.us/j/81234567890',
      meetingId: '81234567890',
      adapter: 'embedded',
      capture: 'browser',
      isConnected: true,
      breakoutRoom: [{ id: randomUUID(), userId: learner }],
      createdBy: null,
      now: T(0),
    },
  };
}

describe('coach bot projections', () => {
  it('keeps each bot’s status, connection and last recording', async () => {
    const bot = randomUUID();
    const learner = randomUUID();
    const first = randomUUID();
    const second = randomUUID();
    const given = ProjectionSpecification.for(coachBotsProjection, database);
    await given(
      ...botAppends(bot, [
        createBot(bot, learner),
        { type: 'RequestStart', data: { recordingId: first, userId: learner, gameContext: ctx, now: T(1) } },
        { type: 'ConfirmStart', data: { recordingId: first, now: T(2) } },
        { type: 'RequestStop', data: { userId: learner, now: T(3) } },
        { type: 'ConfirmStop', data: { recordingId: first, durationSeconds: 61.5, now: T(4) } },
        { type: 'RequestStart', data: { recordingId: second, userId: learner, gameContext: ctx, now: T(5) } },
        { type: 'ConfirmStart', data: { recordingId: second, now: T(6) } },
        { type: 'RequestCancel', data: { userId: learner, now: T(7) } },
        { type: 'ConfirmCancel', data: { recordingId: second, now: T(8) } },
        { type: 'ChangeConnection', data: { isConnected: false, now: T(9) } },
      ]),
    ).then(
      (db: Kysely<any>) =>
        db
          .selectFrom('coach_bot')
          .select([
            'bot_name',
            'meeting_id',
            'status',
            'is_connected',
            'pending_request',
            'current_recording_id',
            'last_recording_id',
            'updated_at',
          ])
          .where('recall_bot_id', '=', bot)
          .execute(),
      [
        {
          bot_name: 'Impromptu Coach',
          meeting_id: '81234567890',
          status: 'CANCELLED',
          is_connected: false,
          pending_request: null,
          current_recording_id: null,
          last_recording_id: second,
          updated_at: T(9),
        },
      ],
    );
  });

  it('keeps each recording’s phase, duration and feedback', async () => {
    const bot = randomUUID();
    const learner = randomUUID();
    const [done, failed, cancelled] = [randomUUID(), randomUUID(), randomUUID()];
    const given = ProjectionSpecification.for(coachAudioRecordingsProjection, database);
    await given(
      ...botAppends(bot, [
        createBot(bot, learner),
        { type: 'RequestStart', data: { recordingId: done, userId: learner, gameContext: ctx, now: T(1) } },
        { type: 'ConfirmStart', data: { recordingId: done, now: T(2) } },
        { type: 'RequestStop', data: { userId: learner, now: T(3) } },
        { type: 'ConfirmStop', data: { recordingId: done, durationSeconds: 61.5, now: T(4) } },
        {
          type: 'RecordFeedback',
          data: { recordingId: done, feedback: 'Clear and lively.', source: 'embedded', now: T(5) },
        },
        { type: 'RequestStart', data: { recordingId: failed, userId: learner, gameContext: ctx, now: T(6) } },
        { type: 'FailRequest', data: { recordingId: failed, request: 'start', reason: 'bot left', now: T(7) } },
        { type: 'RequestStart', data: { recordingId: cancelled, userId: learner, gameContext: ctx, now: T(8) } },
        { type: 'RequestCancel', data: { userId: learner, now: T(9) } },
        { type: 'ConfirmStart', data: { recordingId: cancelled, now: T(10) } },
        { type: 'ConfirmCancel', data: { recordingId: cancelled, now: T(11) } },
      ]),
    ).then(
      (db: Kysely<any>) =>
        db
          .selectFrom('coach_audio_recording')
          .select([
            'recording_id',
            'user_id',
            'status',
            'duration_seconds',
            'feedback_status',
            'ai_feedback',
            'started_at',
            'ended_at',
          ])
          .where('recall_bot_id', '=', bot)
          .orderBy('requested_at')
          .execute(),
      [
        {
          recording_id: done,
          user_id: learner,
          status: 'STOPPED',
          duration_seconds: 61.5,
          feedback_status: 'READY',
          ai_feedback: 'Clear and lively.',
          started_at: T(2),
          ended_at: T(4),
        },
        {
          recording_id: failed,
          user_id: learner,
          status: 'FAILED',
          duration_seconds: null,
          feedback_status: null,
          ai_feedback: null,
          started_at: null,
          ended_at: T(7),
        },
        {
          recording_id: cancelled,
          user_id: learner,
          status: 'CANCELLED',
          duration_seconds: null,
          feedback_status: null,
          ai_feedback: null,
          started_at: T(10),
          ended_at: T(11),
        },
      ],
    );
  });
});
