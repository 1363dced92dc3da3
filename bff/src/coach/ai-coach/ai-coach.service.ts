import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { COACH_STATUS_CHANNEL, coachOutboxJob, statusMessageOf, type CoachBotState } from '@impromptu/coach';
import { CoachBotsError, decodeWav, InvalidWavError, type CoachBotsPort } from '@impromptu/integrations';
import { DomainError } from '@impromptu/kernel';
import { AccessService } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { VALIDATION_FAILED } from '../../common/error-response.js';
import type { IdempotentRequest } from '../../common/idempotency.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, LOGGER, REDIS } from '../../infrastructure/tokens.js';
import {
  AI_FEEDBACK_ERROR_TEXT,
  courseDayForGuidedClass,
  isRecordingEligible,
  meetingIdFromUrl,
  type AiFeedback,
  type BotDashboard,
  type BotRecord,
  type CreateBotBody,
  type CreatedBots,
  type GameContext,
  type RecallBot,
  type RecordingCancelled,
  type RecordingStarted,
  type RecordingStopped,
  type StartRecordingBody,
  type StopRecordingBody,
} from './ai-coach.dto.js';
import { AiCoachRepository } from './ai-coach.repository.js';
import { COACH_BOTS_PORT } from './coach-bots-port.provider.js';

export const BOT_NOT_FOUND = 'AI coach bot not found.';
export const RECORDING_NOT_FOUND = 'Recording not found.';
export const NOT_ELIGIBLE = 'This exercise is not one the AI coach records.';
export const NOT_RECORDING = 'The AI coach is not recording.';
export const BOT_SERVICE_FAILED = 'The AI coach could not do that. Please try again.';
export const BOT_TIMED_OUT = 'The AI coach did not answer in time.';
export const ONLY_OWN_BOT = 'You may only fetch your own AI coach bot.';
export const BOT_NAME = 'Impromptu Coach';

const POLL_MS = 50;

/** The recording id of a start: named by the learner and the request's idempotency key, so a retried start finds the same recording. */
export function recordingIdOf(userId: string, idempotencyKey: string): string {
  const bytes = createHash('sha1').update(`coach-recording:${userId}:${idempotencyKey}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The AI coach (issue 15; spec 1 §4, §7; spec 2 §4, §7; spec 3 §3, §4.10, §7): learners start, stop and cancel the
 * recording of a class exercise, admins create bots and read their recordings. Each start, stop and cancel is asked
 * as an event with its job in the outbox, and the request waits (bounded) for the job's answer (ADR 0021).
 */
@Injectable()
export class AiCoachService {
  constructor(
    @Inject(AiCoachRepository) private readonly repository: AiCoachRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(COACH_BOTS_PORT) private readonly coachBots: CoachBotsPort,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Whether this user may watch this bot: an admin any bot, a learner the bots whose breakout room holds them. */
  async mayWatch(userId: string, isAdmin: boolean, recallBotId: string): Promise<CoachBotState | null> {
    const state = await this.repository.state(recallBotId);
    if (!state.bot) return null;
    if (isAdmin || state.bot.breakoutRoom.some((member) => member.userId === userId)) return state;
    return null;
  }

  /** Spec 1 §7 fetch-recall-bot. */
  async fetchRecallBot(viewer: AuthenticatedUser, userId: string): Promise<RecallBot> {
    if (viewer.id !== userId && !(await this.access.isAdmin(viewer.id)))
      throw new DomainError('forbidden', ONLY_OWN_BOT);
    const bot = await this.repository.botOfUser(userId);
    if (!bot) throw new DomainError('not_found', BOT_NOT_FOUND);
    return {
      recall_bot_id: bot.recall_bot_id,
      bot_name: bot.bot_name,
      recording_status: bot.status as RecallBot['recording_status'],
      is_connected: bot.is_connected,
    };
  }

  /** Spec 1 §7 start-recording: 200 means RECORDING. */
  async startRecording(
    user: AuthenticatedUser,
    body: StartRecordingBody,
    idempotency: IdempotentRequest,
  ): Promise<RecordingStarted> {
    this.checkGameContext(body.gameContext);
    const admin = await this.access.isAdmin(user.id);
    const { state } = await this.repository.bot(body.recallBotId);
    if (!state.bot || (!admin && !state.bot.breakoutRoom.some((member) => member.userId === user.id)))
      throw new DomainError('not_found', BOT_NOT_FOUND);
    const recordingId = recordingIdOf(user.id, idempotency.idempotencyKey);
    const payload = { recallBotId: body.recallBotId, recordingId };
    await this.repository.handle(
      body.recallBotId,
      {
        type: 'RequestStart',
        data: { recordingId, userId: user.id, gameContext: body.gameContext, now: this.clock.now() },
      },
      {
        idempotency,
        outbox: () => [coachOutboxJob('coach.start-recording', payload)],
      },
    );
    const settled = await this.settle(body.recallBotId, (s) => s.recordings[recordingId]?.phase !== 'STARTING');
    const recording = settled?.recordings[recordingId];
    // Started: RECORDING now, or already stopped by the time a retried start asks again.
    if (recording?.startedAt && recording.phase !== 'CANCELLED') return { recordingId, capture: state.bot.capture };
    if (recording?.phase === 'FAILED') throw new DomainError('unavailable', BOT_SERVICE_FAILED);
    if (recording?.phase === 'CANCELLED') throw new DomainError('conflict', 'The recording was cancelled.');
    // No answer in time: the page will not believe it is recording, so the bot must not record either.
    await this.repository
      .handle(
        body.recallBotId,
        { type: 'RequestCancel', data: { userId: null, now: this.clock.now() } },
        { outbox: () => [coachOutboxJob('coach.cancel-recording', payload)] },
      )
      .catch((error: unknown) => {
        this.logger.warn({ err: error, ...payload }, 'could not cancel a recording whose start timed out');
      });
    throw new DomainError('timed_out', `${BOT_TIMED_OUT} The recording was cancelled; please try again.`);
  }

  /** Spec 2 §7 stop-recording: 200 with recordingData.id once the bot stopped. */
  async stopRecording(
    user: AuthenticatedUser,
    body: StopRecordingBody,
    idempotency: IdempotentRequest,
  ): Promise<RecordingStopped> {
    const admin = await this.access.isAdmin(user.id);
    const before = await this.visibleBot(user, admin, body.recallBotId);
    const result = await this.repository.handle(
      body.recallBotId,
      { type: 'RequestStop', data: { userId: admin ? null : user.id, now: this.clock.now() } },
      {
        idempotency,
        outbox: (after) =>
          after.pending?.request === 'stop'
            ? [
                coachOutboxJob('coach.stop-recording', {
                  recallBotId: body.recallBotId,
                  recordingId: after.pending.recordingId,
                }),
              ]
            : [],
      },
    );
    const recordingId =
      result.events.find((event) => event.type === 'RecordingStopRequested')?.data.recordingId ??
      this.lastRecordingOf(before, user.id);
    if (!recordingId) throw new DomainError('conflict', NOT_RECORDING);
    const settled = await this.settle(
      body.recallBotId,
      (s) => !(s.pending?.request === 'stop' && s.pending.recordingId === recordingId),
    );
    if (!settled) throw new DomainError('timed_out', `${BOT_TIMED_OUT} It is still stopping; ask again in a moment.`);
    if (settled.recordings[recordingId]?.phase !== 'STOPPED') throw new DomainError('unavailable', BOT_SERVICE_FAILED);
    return { recordingData: { id: recordingId } };
  }

  /** Spec 1 §7 cancel-recording: 200 means CANCELLED; a second cancel is 409. */
  async cancelRecording(user: AuthenticatedUser, recallBotId: string): Promise<RecordingCancelled> {
    const admin = await this.access.isAdmin(user.id);
    await this.visibleBot(user, admin, recallBotId);
    const result = await this.repository.handle(
      recallBotId,
      { type: 'RequestCancel', data: { userId: admin ? null : user.id, now: this.clock.now() } },
      {
        outbox: (after) =>
          after.pending?.request === 'cancel'
            ? [coachOutboxJob('coach.cancel-recording', { recallBotId, recordingId: after.pending.recordingId })]
            : [],
      },
    );
    const recordingId = result.events.find((event) => event.type === 'RecordingCancelRequested')?.data.recordingId;
    if (!recordingId) throw new DomainError('conflict', NOT_RECORDING);
    const settled = await this.settle(
      recallBotId,
      (s) => !(s.pending?.request === 'cancel' && s.pending.recordingId === recordingId),
    );
    if (!settled) throw new DomainError('timed_out', `${BOT_TIMED_OUT} It is still cancelling.`);
    if (settled.recordings[recordingId]?.phase !== 'CANCELLED' && settled.recordings[recordingId]?.phase !== 'FAILED')
      throw new DomainError('unavailable', BOT_SERVICE_FAILED);
    return { recordingId, recording_status: 'CANCELLED' };
  }

  /** The browser's WAV of a recording of the embedded bot, sent before stop-recording. */
  async uploadAudio(user: AuthenticatedUser, recordingId: string, content: Buffer): Promise<void> {
    const recording = await this.repository.recording(recordingId);
    if (!recording || recording.user_id !== user.id) throw new DomainError('not_found', RECORDING_NOT_FOUND);
    const state = await this.repository.state(recording.recall_bot_id);
    const now = state.recordings[recordingId];
    const stillOpen =
      now?.phase === 'RECORDING' ||
      now?.phase === 'STARTING' ||
      (state.pending?.request === 'stop' && state.pending.recordingId === recordingId);
    if (!stillOpen) throw new DomainError('conflict', NOT_RECORDING);
    let durationSeconds: number;
    try {
      durationSeconds = decodeWav(content).durationSeconds;
    } catch (error) {
      if (error instanceof InvalidWavError)
        throw new DomainError('invalid', VALIDATION_FAILED, {
          issues: [{ path: 'body', message: `must be a 16-bit PCM WAV file (${error.message})` }],
        });
      throw error;
    }
    await this.repository.saveAudio({
      recordingId,
      recallBotId: recording.recall_bot_id,
      userId: user.id,
      content,
      durationSeconds,
    });
  }

  async audio(user: AuthenticatedUser, recordingId: string): Promise<Buffer> {
    const row = await this.repository.audio(recordingId);
    if (!row || (row.user_id !== user.id && !(await this.access.isAdmin(user.id))))
      throw new DomainError('not_found', RECORDING_NOT_FOUND);
    return Buffer.from(row.content);
  }

  /** Spec 2 §7 ai-feedback, polled every second. */
  async aiFeedback(user: AuthenticatedUser, recordingId: string): Promise<AiFeedback> {
    const recording = await this.repository.recording(recordingId);
    if (!recording || (recording.user_id !== user.id && !(await this.access.isAdmin(user.id))))
      throw new DomainError('not_found', RECORDING_NOT_FOUND);
    if (recording.feedback_status === 'READY' && recording.ai_feedback)
      return {
        ai_feedback: recording.ai_feedback,
        status: 'READY',
        source: recording.feedback_source === 'openai' ? 'openai' : 'embedded',
      };
    if (recording.feedback_status === 'FAILED' || recording.status === 'CANCELLED' || recording.status === 'FAILED')
      return { ai_feedback: AI_FEEDBACK_ERROR_TEXT, status: 'FAILED', source: null };
    return { ai_feedback: null, status: 'PENDING', source: null };
  }

  /** Spec 3 §7 create-bot: the bots join the meeting; embedded bots share the class's registered users among their breakout rooms. */
  async createBots(admin: AuthenticatedUser, body: CreateBotBody): Promise<CreatedBots> {
    const meetingId = meetingIdFromUrl(body.meetingUrl);
    const now = this.clock.now();
    const users =
      this.coachBots.adapter === 'embedded' ? await this.repository.registeredUsersOfMeeting(meetingId, now) : [];
    const created: BotRecord[] = [];
    let last: { transactionId: string; globalPosition: number } | null = null;
    const names = new Map((await this.access.findAccounts(users)).map((u) => [u.id, u]));
    for (let index = 0; index < body.numberOfBots; index += 1) {
      const botName = body.numberOfBots === 1 ? BOT_NAME : `${BOT_NAME} ${index + 1}`;
      let bot;
      try {
        bot = await this.coachBots.createBot({ meetingUrl: body.meetingUrl, botName });
      } catch (error) {
        if (error instanceof CoachBotsError)
          throw new DomainError('unavailable', `The bot service refused to create a bot: ${error.message}`, {
            cause: error,
          });
        throw error;
      }
      const breakoutRoom = users
        .filter((_, i) => i % body.numberOfBots === index)
        .map((userId) => ({ id: randomUUID(), userId }));
      const botId = randomUUID();
      const result = await this.repository.handle(bot.recallBotId, {
        type: 'CreateBot',
        data: {
          botId,
          recallBotId: bot.recallBotId,
          botName,
          meetingUrl: body.meetingUrl,
          meetingId,
          adapter: this.coachBots.adapter,
          capture: this.coachBots.capture,
          isConnected: bot.isConnected,
          breakoutRoom,
          createdBy: admin.id,
          now,
        },
      });
      await this.announce(bot.recallBotId, result.state);
      if (result.append)
        last = {
          transactionId: result.append.transactionId,
          globalPosition: Math.max(...result.append.globalPositions),
        };
      // The answer is made from the events, so it never waits on the views; the admin's next lookup reads them.
      created.push({
        id: botId,
        bot_name: botName,
        recall_bot_id: bot.recallBotId,
        meeting_url: body.meetingUrl,
        meeting_id: meetingId,
        user_breakout_room: breakoutRoom.flatMap((member) => {
          const u = names.get(member.userId);
          return u
            ? [{ id: member.id, user: { first_name: u.first_name, last_name: u.last_name, email: u.email } }]
            : [];
        }),
        audio_recordings: [],
      });
    }
    // Read-your-writes for the admin's next lookup (bounded: the answer does not depend on it).
    if (last) await this.repository.waitForViews(last, this.config.AI_COACH_WAIT_MS);
    return { botRecords: created };
  }

  /** Spec 3 §7 audio_recordings: the meeting's bots with their breakout-room users and stopped recordings. */
  async audioRecordings(meetingId: string): Promise<BotRecord[]> {
    return this.botRecords(await this.repository.botsOfMeeting(meetingId.trim()));
  }

  async dashboard(): Promise<BotDashboard> {
    const bots = await this.repository.allBots();
    const recordings = await this.repository.recordingsOfBots(bots.map((bot) => bot.recall_bot_id));
    return {
      bots: bots.map((bot) => {
        const last = recordings.find((r) => r.recall_bot_id === bot.recall_bot_id);
        return {
          id: bot.bot_id,
          bot_name: bot.bot_name,
          recall_bot_id: bot.recall_bot_id,
          meeting_url: bot.meeting_url,
          meeting_id: bot.meeting_id,
          status: bot.status as 'STOPPED' | 'RECORDING' | 'CANCELLED',
          is_connected: bot.is_connected,
          adapter: bot.adapter as 'embedded' | 'recall',
          created_at: bot.created_at.toISOString(),
          last_recording: last
            ? {
                id: last.recording_id,
                status: (last.status === 'STARTING'
                  ? 'RECORDING'
                  : last.status === 'FAILED'
                    ? 'CANCELLED'
                    : last.status) as 'RECORDING' | 'STOPPED' | 'CANCELLED',
                feedback_status: last.feedback_status as 'PENDING' | 'READY' | 'FAILED' | null,
                duration: last.duration_seconds,
                created_at: last.requested_at.toISOString(),
              }
            : null,
        };
      }),
    };
  }

  private async botRecords(bots: Awaited<ReturnType<AiCoachRepository['botsOfMeeting']>>): Promise<BotRecord[]> {
    const recordings = await this.repository.recordingsOfBots(bots.map((bot) => bot.recall_bot_id));
    const users = new Map(
      (
        await this.access.findAccounts([
          ...new Set(bots.flatMap((bot) => bot.breakout_room.map((member) => member.userId))),
        ])
      ).map((u) => [u.id, u]),
    );
    return bots.map((bot) => ({
      id: bot.bot_id,
      bot_name: bot.bot_name,
      recall_bot_id: bot.recall_bot_id,
      meeting_url: bot.meeting_url,
      meeting_id: bot.meeting_id,
      user_breakout_room: bot.breakout_room.flatMap((member) => {
        const u = users.get(member.userId);
        return u ? [{ id: member.id, user: { first_name: u.first_name, last_name: u.last_name, email: u.email } }] : [];
      }),
      audio_recordings: recordings
        .filter((r) => r.recall_bot_id === bot.recall_bot_id && r.status === 'STOPPED')
        .map((r) => ({
          id: r.recording_id,
          duration: r.duration_seconds ?? 0,
          created_at: r.requested_at.toISOString(),
          ai_feedback: r.feedback_status === 'FAILED' ? AI_FEEDBACK_ERROR_TEXT : r.ai_feedback,
          audio_url: r.has_audio ? `/recordings/${r.recording_id}/audio` : null,
        })),
    }));
  }

  private checkGameContext(context: GameContext): void {
    const mapped = courseDayForGuidedClass(context.practiceSessionSlug);
    if (mapped && (mapped.course !== context.course || mapped.day !== context.day)) {
      throw new DomainError('invalid', VALIDATION_FAILED, {
        issues: [
          {
            path: 'body.gameContext.day',
            message: `must match the practice session ${context.practiceSessionSlug}: ${mapped.course} day ${mapped.day}`,
          },
        ],
      });
    }
    if (!isRecordingEligible(context)) throw new DomainError('conflict', NOT_ELIGIBLE);
  }

  private async visibleBot(user: AuthenticatedUser, admin: boolean, recallBotId: string): Promise<CoachBotState> {
    const state = await this.mayWatch(user.id, admin, recallBotId);
    if (!state) throw new DomainError('not_found', BOT_NOT_FOUND);
    return state;
  }

  private lastRecordingOf(state: CoachBotState, userId: string): string | undefined {
    return Object.entries(state.recordings)
      .filter(([, r]) => r.userId === userId)
      .sort(([, a], [, b]) => b.requestedAt.localeCompare(a.requestedAt))[0]?.[0];
  }

  /** Reads the bot's stream until `done` holds (its job answered), then lets the views catch up; null when the bound passes first. */
  private async settle(recallBotId: string, done: (state: CoachBotState) => boolean): Promise<CoachBotState | null> {
    const deadline = Date.now() + this.config.AI_COACH_WAIT_MS;
    for (;;) {
      const { state, position } = await this.repository.bot(recallBotId);
      if (done(state)) {
        if (position) await this.repository.waitForViews(position, Math.max(1_000, deadline - Date.now()));
        return state;
      }
      if (Date.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Tells every BFF process's sockets about a bot's new status (the worker does the same for what its jobs change). */
  async announce(recallBotId: string, state: CoachBotState): Promise<void> {
    try {
      await this.redis.publish(COACH_STATUS_CHANNEL, JSON.stringify(statusMessageOf(recallBotId, state)));
    } catch (error) {
      this.logger.warn(
        { err: error, recallBotId },
        'could not announce a bot status; sockets learn it on their next get_status',
      );
    }
  }
}
