import { z } from 'zod';
import type { Kysely } from 'kysely';
import {
  handleCommand,
  readAggregate,
  type ContextJobs,
  type EventStore,
  type JobContext,
  type JobDefinition,
  type JobEnvironment,
  type JobHandlersOf,
  type OutboxJob,
} from '@impromptu/event-store';
import { practiceExercise, type DB } from '@impromptu/db';
import { GAME_CATALOGUE } from '@impromptu/games';
import {
  AiFeedbackEnvSchema,
  AiFeedbackError,
  CoachBotsEnvSchema,
  CoachBotsError,
  createAiFeedbackPort,
  createCoachBotsPort,
  decodeWav,
  measureSpeech,
  type AiFeedbackPort,
  type CoachBotsPort,
  type FeedbackExercise,
  type SpeechMeasures,
} from '@impromptu/integrations';
import {
  coachBotDecider,
  FeedbackAlreadyDecidedError,
  RecordingNotStoppedError,
  StartNotSettledError,
  type CoachBotCommand,
  type CoachBotState,
} from '../coach-bot/coach-bot.decider.js';
import { coachBotStreamId, type RecordedGameContext } from '../coach-bot/coach-bot.events.js';
import { AI_FEEDBACK_ERROR_TEXT } from '../rules/recording-eligibility.js';

/** The Redis channel every BFF process listens on for bot status changes (JSON of CoachBotStatusMessage). */
export const COACH_STATUS_CHANNEL = 'impromptu:coach:status';

/** A bot's status as the WebSocket pushes it: sent after every change, by the process that appended it. */
export interface CoachBotStatusMessage {
  recallBotId: string;
  status: CoachBotState['status'];
  isRecording: boolean;
  isConnected: boolean;
}

export function statusMessageOf(recallBotId: string, state: CoachBotState): CoachBotStatusMessage {
  return {
    recallBotId,
    status: state.status,
    isRecording: state.status === 'RECORDING',
    isConnected: state.isConnected,
  };
}

export const RecordingJobPayloadSchema = z.object({ recallBotId: z.uuid(), recordingId: z.uuid() });
export type RecordingJobPayload = z.infer<typeof RecordingJobPayloadSchema>;

// Start, stop and cancel are waited for by a request (ADR 0021): quick retries. Feedback may wait on a model.
export const coachJobDefinitions = {
  'coach.start-recording': {
    queue: 'coach',
    payload: RecordingJobPayloadSchema,
    options: { attempts: 4, backoff: { type: 'exponential', delay: 500 } },
  },
  'coach.stop-recording': {
    queue: 'coach',
    payload: RecordingJobPayloadSchema,
    options: { attempts: 4, backoff: { type: 'exponential', delay: 500 } },
  },
  'coach.cancel-recording': {
    queue: 'coach',
    payload: RecordingJobPayloadSchema,
    options: { attempts: 8, backoff: { type: 'exponential', delay: 500 } },
  },
  'coach.generate-feedback': {
    queue: 'coach',
    payload: RecordingJobPayloadSchema,
    options: { attempts: 4, backoff: { type: 'exponential', delay: 1_000 } },
  },
} as const satisfies Record<string, JobDefinition>;

export type CoachJobName = keyof typeof coachJobDefinitions;

/** A recording job as an outbox row, written in the transaction of the event that asks for it. */
export function coachOutboxJob(name: CoachJobName, payload: RecordingJobPayload): OutboxJob {
  const definition = coachJobDefinitions[name];
  return {
    queue: definition.queue,
    name,
    payload: definition.payload.parse(payload),
    options: { attempts: definition.options.attempts },
  };
}

/**
 * The recorded exercise as feedback names it (issue 28): the class exercise's own name, goal, recap and target time
 * from its practice session; a game without a session entry falls back to the game's words, then to the class's aim.
 */
export function exerciseOf(context: RecordedGameContext): FeedbackExercise {
  const found = practiceExercise(context.practiceSessionSlug, context.exercise);
  if (found) return { ...context, ...found };
  const game = GAME_CATALOGUE.find((entry) => entry.shortCode === context.game);
  if (game) return { ...context, name: game.name, goal: game.subtitle };
  return {
    ...context,
    goal: 'Speak without preparation: start at once, keep going with one clear point, and use pauses instead of filler words.',
  };
}

/** What the exercise trains, in one sentence. */
export function exerciseGoalOf(context: RecordedGameContext): string {
  return exerciseOf(context).goal;
}

export interface CoachJobEnvironment {
  store: EventStore;
  coachBots: CoachBotsPort;
  aiFeedback: AiFeedbackPort;
  now: () => Date;
  /** Announces a bot's new status to every BFF process (Redis pub/sub); absent, sockets learn it on their next get_status. */
  publish?: ((channel: string, message: string) => Promise<void>) | undefined;
}

const retryable = (error: unknown) =>
  !((error instanceof CoachBotsError || error instanceof AiFeedbackError) && !error.retryable);

export function createCoachJobHandlers(environment: CoachJobEnvironment): JobHandlersOf<typeof coachJobDefinitions> {
  const { store, coachBots, aiFeedback, now } = environment;

  const run = async (recallBotId: string, command: CoachBotCommand, outbox?: (state: CoachBotState) => OutboxJob[]) => {
    const result = await handleCommand(
      store,
      coachBotStreamId(recallBotId),
      coachBotDecider,
      command,
      outbox ? { outbox: (_events, state) => outbox(state) } : {},
    );
    if (result.events.length > 0) await announce(recallBotId, result.state);
    return result;
  };
  const announce = async (recallBotId: string, state: CoachBotState) => {
    await environment
      .publish?.(COACH_STATUS_CHANNEL, JSON.stringify(statusMessageOf(recallBotId, state)))
      .catch(() => undefined);
  };
  const read = async (recallBotId: string) =>
    (await readAggregate(store, coachBotStreamId(recallBotId), coachBotDecider)).state;
  const lastAttempt = (name: CoachJobName, ctx: JobContext) =>
    ctx.attempt >= coachJobDefinitions[name].options.attempts;
  const connection = async (recallBotId: string, state: CoachBotState, isConnected: boolean) => {
    if (state.isConnected !== isConnected)
      await run(recallBotId, { type: 'ChangeConnection', data: { isConnected, now: now() } });
  };

  /** Calls the bot service; when it refuses for good (or on the last attempt) records the request as failed instead of throwing. */
  const ask = async <T>(
    name: CoachJobName,
    ctx: JobContext,
    payload: RecordingJobPayload,
    request: 'start' | 'stop' | 'cancel',
    call: () => Promise<T>,
  ): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      if (retryable(error) && !lastAttempt(name, ctx)) throw error;
      ctx.logger.warn({ err: error, ...payload, request }, 'the bot service did not carry out the request');
      await run(payload.recallBotId, {
        type: 'FailRequest',
        data: {
          recordingId: payload.recordingId,
          request,
          reason: error instanceof Error ? error.message : String(error),
          now: now(),
        },
      });
      return null;
    }
  };

  return {
    'coach.start-recording': async (payload, ctx) => {
      const state = await read(payload.recallBotId);
      if (state.recordings[payload.recordingId]?.phase !== 'STARTING')
        return void ctx.logger.info(payload, 'recording start already settled');
      const answer = await ask('coach.start-recording', ctx, payload, 'start', () =>
        coachBots.startRecording(payload.recallBotId, payload.recordingId),
      );
      if (!answer) return;
      const { state: after } = await run(payload.recallBotId, {
        type: 'ConfirmStart',
        data: { recordingId: payload.recordingId, now: now() },
      });
      await connection(payload.recallBotId, after, answer.isConnected);
      ctx.logger.info(payload, 'recording started');
    },

    'coach.stop-recording': async (payload, ctx) => {
      const state = await read(payload.recallBotId);
      if (state.pending?.request !== 'stop' || state.pending.recordingId !== payload.recordingId)
        return void ctx.logger.info(payload, 'recording stop already settled');
      const answer = await ask('coach.stop-recording', ctx, payload, 'stop', () =>
        coachBots.stopRecording(payload.recallBotId, payload.recordingId),
      );
      if (!answer) return;
      const recording = state.recordings[payload.recordingId];
      const fetched =
        coachBots.capture === 'browser'
          ? await coachBots.fetchRecording(payload.recallBotId, payload.recordingId)
          : null;
      const elapsed = recording?.startedAt
        ? Math.max(0, (now().getTime() - Date.parse(recording.startedAt)) / 1000)
        : 0;
      const durationSeconds = Math.round((fetched?.durationSeconds ?? elapsed) * 10) / 10;
      const { state: after } = await run(
        payload.recallBotId,
        { type: 'ConfirmStop', data: { recordingId: payload.recordingId, durationSeconds, now: now() } },
        (stopped) =>
          stopped.recordings[payload.recordingId]?.feedback === 'PENDING'
            ? [coachOutboxJob('coach.generate-feedback', payload)]
            : [],
      );
      await connection(payload.recallBotId, after, answer.isConnected);
      ctx.logger.info({ ...payload, durationSeconds }, 'recording stopped');
    },

    'coach.cancel-recording': async (payload, ctx) => {
      const state = await read(payload.recallBotId);
      if (state.pending?.request !== 'cancel' || state.pending.recordingId !== payload.recordingId)
        return void ctx.logger.info(payload, 'recording cancel already settled');
      // The start is still with the bot service: cancel once it has answered (BullMQ retries with backoff).
      if (state.recordings[payload.recordingId]?.phase === 'STARTING') throw new StartNotSettledError();
      const answer = await ask('coach.cancel-recording', ctx, payload, 'cancel', () =>
        coachBots.cancelRecording(payload.recallBotId, payload.recordingId),
      );
      if (!answer) return;
      const { state: after } = await run(payload.recallBotId, {
        type: 'ConfirmCancel',
        data: { recordingId: payload.recordingId, now: now() },
      });
      await connection(payload.recallBotId, after, answer.isConnected);
      ctx.logger.info(payload, 'recording cancelled');
    },

    'coach.generate-feedback': async (payload, ctx) => {
      const state = await read(payload.recallBotId);
      const recording = state.recordings[payload.recordingId];
      if (!recording || recording.feedback !== 'PENDING')
        return void ctx.logger.info(payload, 'feedback already decided');
      const decideOnce = async (command: CoachBotCommand) => {
        try {
          await run(payload.recallBotId, command);
        } catch (error) {
          // Another run of this job (a worker that died after appending, a duplicate) decided first: one feedback stays.
          if (error instanceof FeedbackAlreadyDecidedError || error instanceof RecordingNotStoppedError) return;
          throw error;
        }
      };
      const fail = (reason: string) =>
        decideOnce({ type: 'FailFeedback', data: { recordingId: payload.recordingId, reason, now: now() } });
      try {
        const fetched = await coachBots.fetchRecording(payload.recallBotId, payload.recordingId);
        let measures: SpeechMeasures | null = null;
        if (fetched.audio) {
          try {
            measures = measureSpeech(decodeWav(fetched.audio));
          } catch (error) {
            ctx.logger.warn({ err: error, ...payload }, 'the recorded audio cannot be measured');
          }
        }
        const feedback = await aiFeedback.generate({
          exercise: exerciseOf(recording.gameContext),
          transcript: fetched.transcript,
          measures,
        });
        if (feedback.trim() === AI_FEEDBACK_ERROR_TEXT) {
          await fail(`the AI answered '${AI_FEEDBACK_ERROR_TEXT}'`);
          return void ctx.logger.warn(payload, 'the AI answered its error text');
        }
        await decideOnce({
          type: 'RecordFeedback',
          data: { recordingId: payload.recordingId, feedback, source: aiFeedback.adapter, now: now() },
        });
        ctx.logger.info(payload, 'feedback ready');
      } catch (error) {
        if (retryable(error) && !lastAttempt('coach.generate-feedback', ctx)) throw error;
        ctx.logger.warn({ err: error, ...payload }, 'no feedback could be had');
        await fail(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** The ports from the environment (the same keys the BFF reads): Recall and an OpenAI-compatible endpoint when set, else embedded. */
export function coachPortsFromEnvironment(
  db: Kysely<DB>,
  env: Record<string, string | undefined> = process.env,
): { coachBots: CoachBotsPort; aiFeedback: AiFeedbackPort } {
  const pick = (shape: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  return {
    coachBots: createCoachBotsPort(CoachBotsEnvSchema.parse(pick(CoachBotsEnvSchema.shape)), db),
    aiFeedback: createAiFeedbackPort(AiFeedbackEnvSchema.parse(pick(AiFeedbackEnvSchema.shape))),
  };
}

export const coachJobs: ContextJobs<typeof coachJobDefinitions> = {
  definitions: coachJobDefinitions,
  createHandlers: (environment: JobEnvironment) =>
    createCoachJobHandlers({
      store: environment.store,
      ...coachPortsFromEnvironment(environment.db),
      now: () => new Date(),
      publish: environment.publish,
    }),
};
