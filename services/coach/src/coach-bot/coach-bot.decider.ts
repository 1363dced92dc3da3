import { DomainError, type Decider } from '@impromptu/event-store';
import type { RecordingStatus } from '../rules/recording-eligibility.js';
import {
  COACH_BOT_STREAM_TYPE,
  coachBotEvents,
  type BotCreated,
  type CoachBotEvent,
  type RecordedGameContext,
} from './coach-bot.events.js';

export type RecordingRequest = 'start' | 'stop' | 'cancel';
export type RecordingPhase = 'STARTING' | 'RECORDING' | 'STOPPED' | 'CANCELLED' | 'FAILED';
export type FeedbackStatus = 'PENDING' | 'READY' | 'FAILED';

export interface RecordingState {
  userId: string;
  phase: RecordingPhase;
  gameContext: RecordedGameContext;
  requestedAt: string;
  startedAt: string | null;
  /** null until the recording is stopped; then PENDING until the feedback job decides. */
  feedback: FeedbackStatus | null;
}

export interface CoachBotState {
  bot: Omit<BotCreated, 'isConnected'> | null;
  /** Spec 1 §4: STOPPED, then RECORDING on a successful start, CANCELLED on a successful cancel. */
  status: RecordingStatus;
  isConnected: boolean;
  /** A start, stop or cancel asked of the bot service and not answered yet: nothing else may be asked meanwhile. */
  pending: { request: RecordingRequest; recordingId: string } | null;
  /** The recording being started or made. */
  currentRecordingId: string | null;
  recordings: Record<string, RecordingState>;
}

export type CoachBotCommand =
  | { type: 'CreateBot'; data: Omit<BotCreated, 'createdAt'> & { now: Date } }
  | { type: 'ChangeConnection'; data: { isConnected: boolean; now: Date } }
  | { type: 'RequestStart'; data: { recordingId: string; userId: string; gameContext: RecordedGameContext; now: Date } }
  | { type: 'ConfirmStart'; data: { recordingId: string; now: Date } }
  | { type: 'RequestStop'; data: { userId: string | null; now: Date } }
  | { type: 'ConfirmStop'; data: { recordingId: string; durationSeconds: number; now: Date } }
  | { type: 'RequestCancel'; data: { userId: string | null; now: Date } }
  | { type: 'ConfirmCancel'; data: { recordingId: string; now: Date } }
  | { type: 'FailRequest'; data: { recordingId: string; request: RecordingRequest; reason: string; now: Date } }
  | {
      type: 'RecordFeedback';
      data: { recordingId: string; feedback: string; source: 'embedded' | 'openai'; now: Date };
    }
  | { type: 'FailFeedback'; data: { recordingId: string; reason: string; now: Date } };

export class CoachBotError extends DomainError {}
export class BotNotFoundError extends CoachBotError {
  constructor() {
    super('not_found', 'AI coach bot not found.');
  }
}
export class BotAlreadyCreatedError extends CoachBotError {
  constructor() {
    super('conflict', 'This AI coach bot exists already.');
  }
}
/** Start refused: the bot is RECORDING, or a request is still with the bot service. */
export class BotBusyError extends CoachBotError {
  constructor(message: string) {
    super('conflict', message);
  }
}
/** Stop or cancel refused: the bot is not RECORDING (or its recording is already being stopped or cancelled). */
export class NotRecordingError extends CoachBotError {
  constructor() {
    super('conflict', 'The AI coach is not recording.');
  }
}
/** Stop or cancel refused: the recording belongs to another learner. */
export class NotYourRecordingError extends CoachBotError {
  constructor() {
    super('conflict', 'The AI coach is recording someone else’s exercise.');
  }
}
export class RecordingNotFoundError extends CoachBotError {
  constructor(readonly recordingId: string) {
    super('not_found', `Recording ${recordingId} is not one of this bot’s.`);
  }
}
/** A cancel confirmed before the bot service answered the start: the cancel job waits (retries) for the start to settle. */
export class StartNotSettledError extends CoachBotError {
  constructor() {
    super('conflict', 'The recording’s start is not settled yet.');
  }
}
/** Feedback is decided once per recording, and only for a stopped one. */
export class FeedbackAlreadyDecidedError extends CoachBotError {
  constructor() {
    super('conflict', 'This recording’s feedback is decided already.');
  }
}
export class RecordingNotStoppedError extends CoachBotError {
  constructor() {
    super('conflict', 'Feedback is given only on a stopped recording.');
  }
}

export const initialCoachBotState = (): CoachBotState => ({
  bot: null,
  status: 'STOPPED',
  isConnected: false,
  pending: null,
  currentRecordingId: null,
  recordings: {},
});

function withRecording(
  state: CoachBotState,
  recordingId: string,
  change: Partial<RecordingState>,
): Record<string, RecordingState> {
  const recording = state.recordings[recordingId];
  return recording ? { ...state.recordings, [recordingId]: { ...recording, ...change } } : state.recordings;
}

function evolve(state: CoachBotState, event: CoachBotEvent): CoachBotState {
  switch (event.type) {
    case 'BotCreated': {
      const { isConnected, ...bot } = event.data;
      return { ...state, bot, isConnected };
    }
    case 'BotConnectionChanged':
      return { ...state, isConnected: event.data.isConnected };
    case 'RecordingStartRequested':
      return {
        ...state,
        pending: { request: 'start', recordingId: event.data.recordingId },
        currentRecordingId: event.data.recordingId,
        recordings: {
          ...state.recordings,
          [event.data.recordingId]: {
            userId: event.data.userId,
            phase: 'STARTING',
            gameContext: event.data.gameContext,
            requestedAt: event.data.requestedAt,
            startedAt: null,
            feedback: null,
          },
        },
      };
    case 'RecordingStarted':
      return {
        ...state,
        status: 'RECORDING',
        pending: state.pending?.request === 'start' ? null : state.pending,
        recordings: withRecording(state, event.data.recordingId, {
          phase: 'RECORDING',
          startedAt: event.data.startedAt,
        }),
      };
    case 'RecordingStopRequested':
      return { ...state, pending: { request: 'stop', recordingId: event.data.recordingId } };
    case 'RecordingCancelRequested':
      return { ...state, pending: { request: 'cancel', recordingId: event.data.recordingId } };
    case 'RecordingStopped':
      return {
        ...state,
        status: 'STOPPED',
        pending: null,
        currentRecordingId: null,
        recordings: withRecording(state, event.data.recordingId, { phase: 'STOPPED', feedback: 'PENDING' }),
      };
    case 'RecordingCancelled':
      return {
        ...state,
        status: 'CANCELLED',
        pending: null,
        currentRecordingId: null,
        recordings: withRecording(state, event.data.recordingId, { phase: 'CANCELLED' }),
      };
    case 'RecordingRequestFailed': {
      if (event.data.request !== 'start') return { ...state, pending: null };
      // A start that never happened: the bot stays where it was, and a cancel asked meanwhile has nothing left to cancel.
      return {
        ...state,
        pending: null,
        currentRecordingId: null,
        recordings: withRecording(state, event.data.recordingId, { phase: 'FAILED' }),
      };
    }
    case 'AiFeedbackReady':
      return { ...state, recordings: withRecording(state, event.data.recordingId, { feedback: 'READY' }) };
    case 'AiFeedbackFailed':
      return { ...state, recordings: withRecording(state, event.data.recordingId, { feedback: 'FAILED' }) };
  }
}

function requireBot(state: CoachBotState): NonNullable<CoachBotState['bot']> {
  if (!state.bot) throw new BotNotFoundError();
  return state.bot;
}

function recordingOf(state: CoachBotState, recordingId: string): RecordingState {
  const recording = state.recordings[recordingId];
  if (!recording) throw new RecordingNotFoundError(recordingId);
  return recording;
}

/** The recording a stop or cancel acts on: the current one, owned by the asking learner (null: staff or a job). */
function currentFor(state: CoachBotState, userId: string | null): { recordingId: string; recording: RecordingState } {
  const recordingId = state.currentRecordingId;
  const recording = recordingId ? state.recordings[recordingId] : undefined;
  if (!recordingId || !recording) throw new NotRecordingError();
  if (userId !== null && recording.userId !== userId) throw new NotYourRecordingError();
  return { recordingId, recording };
}

function decide(command: CoachBotCommand, state: CoachBotState): CoachBotEvent[] {
  if (command.type === 'CreateBot') {
    if (state.bot) throw new BotAlreadyCreatedError();
    const { now, ...bot } = command.data;
    return [{ type: 'BotCreated', data: { ...bot, createdAt: now.toISOString() } }];
  }
  const bot = requireBot(state);
  const at = command.data.now.toISOString();
  switch (command.type) {
    case 'ChangeConnection':
      return command.data.isConnected === state.isConnected
        ? []
        : [
            {
              type: 'BotConnectionChanged',
              data: { recallBotId: bot.recallBotId, isConnected: command.data.isConnected, changedAt: at },
            },
          ];
    case 'RequestStart': {
      if (state.status === 'RECORDING') throw new BotBusyError('The AI coach is already recording.');
      if (state.pending)
        throw new BotBusyError('The AI coach is still answering the last request; try again in a moment.');
      if (state.recordings[command.data.recordingId]) throw new BotBusyError('This recording was started already.');
      const { recordingId, userId, gameContext } = command.data;
      return [
        {
          type: 'RecordingStartRequested',
          data: { recallBotId: bot.recallBotId, recordingId, userId, gameContext, requestedAt: at },
        },
      ];
    }
    case 'ConfirmStart': {
      const recording = recordingOf(state, command.data.recordingId);
      // A retried job confirms a start it already confirmed, or one that failed or was cancelled meanwhile: nothing.
      if (recording.phase !== 'STARTING') return [];
      return [
        {
          type: 'RecordingStarted',
          data: { recallBotId: bot.recallBotId, recordingId: command.data.recordingId, startedAt: at },
        },
      ];
    }
    case 'RequestStop': {
      if (state.status !== 'RECORDING' || state.pending) throw new NotRecordingError();
      const { recordingId } = currentFor(state, command.data.userId);
      return [{ type: 'RecordingStopRequested', data: { recallBotId: bot.recallBotId, recordingId, requestedAt: at } }];
    }
    case 'ConfirmStop': {
      const recording = recordingOf(state, command.data.recordingId);
      if (
        recording.phase !== 'RECORDING' ||
        state.pending?.request !== 'stop' ||
        state.pending.recordingId !== command.data.recordingId
      )
        return [];
      return [
        {
          type: 'RecordingStopped',
          data: {
            recallBotId: bot.recallBotId,
            recordingId: command.data.recordingId,
            durationSeconds: command.data.durationSeconds,
            stoppedAt: at,
          },
        },
      ];
    }
    case 'RequestCancel': {
      // While RECORDING, or while the start is still with the bot service (leaving the page then must not leave it recording).
      const cancellable =
        (state.status === 'RECORDING' && state.pending === null) || state.pending?.request === 'start';
      if (!cancellable) throw new NotRecordingError();
      const { recordingId } = currentFor(state, command.data.userId);
      return [
        { type: 'RecordingCancelRequested', data: { recallBotId: bot.recallBotId, recordingId, requestedAt: at } },
      ];
    }
    case 'ConfirmCancel': {
      const recording = recordingOf(state, command.data.recordingId);
      if (state.pending?.request !== 'cancel' || state.pending.recordingId !== command.data.recordingId) return [];
      if (recording.phase === 'STARTING') throw new StartNotSettledError();
      if (recording.phase !== 'RECORDING') return [];
      return [
        {
          type: 'RecordingCancelled',
          data: { recallBotId: bot.recallBotId, recordingId: command.data.recordingId, cancelledAt: at },
        },
      ];
    }
    case 'FailRequest': {
      const { recordingId, request, reason } = command.data;
      recordingOf(state, recordingId);
      const pendingStart = request === 'start' && state.recordings[recordingId]?.phase === 'STARTING';
      const pendingOther =
        request !== 'start' && state.pending?.request === request && state.pending.recordingId === recordingId;
      if (!pendingStart && !pendingOther) return [];
      return [
        {
          type: 'RecordingRequestFailed',
          data: { recallBotId: bot.recallBotId, recordingId, request, reason, failedAt: at },
        },
      ];
    }
    case 'RecordFeedback':
    case 'FailFeedback': {
      const recording = recordingOf(state, command.data.recordingId);
      if (recording.phase !== 'STOPPED') throw new RecordingNotStoppedError();
      if (recording.feedback !== 'PENDING') throw new FeedbackAlreadyDecidedError();
      return command.type === 'RecordFeedback'
        ? [
            {
              type: 'AiFeedbackReady',
              data: {
                recallBotId: bot.recallBotId,
                recordingId: command.data.recordingId,
                feedback: command.data.feedback,
                source: command.data.source,
                readyAt: at,
              },
            },
          ]
        : [
            {
              type: 'AiFeedbackFailed',
              data: {
                recallBotId: bot.recallBotId,
                recordingId: command.data.recordingId,
                reason: command.data.reason,
                failedAt: at,
              },
            },
          ];
    }
  }
}

/** One AI coach bot and its recordings: the state machine of spec 1 §4, each step asked by a request and confirmed by a job. */
export const coachBotDecider: Decider<CoachBotCommand, CoachBotEvent, CoachBotState> = {
  streamType: COACH_BOT_STREAM_TYPE,
  events: coachBotEvents,
  initialState: initialCoachBotState,
  evolve,
  decide,
  // A retried start, stop or cancel (same idempotency key) meets the state its first try made: answer the first result.
  isAlreadyApplied: (error) => error instanceof BotBusyError || error instanceof NotRecordingError,
};
