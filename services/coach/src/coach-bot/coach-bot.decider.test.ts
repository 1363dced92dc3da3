import { describe, expect, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import {
  BotAlreadyCreatedError,
  BotBusyError,
  BotNotFoundError,
  FeedbackAlreadyDecidedError,
  NotRecordingError,
  NotYourRecordingError,
  RecordingNotFoundError,
  RecordingNotStoppedError,
  StartNotSettledError,
  coachBotDecider,
  type CoachBotCommand,
} from './coach-bot.decider.js';
import type { CoachBotEvent } from './coach-bot.events.js';

const BOT = '0190f1a2-0000-7000-8000-0000000000b1';
const RECALL = '0190f1a2-0000-7000-8000-0000000000b2';
const LEARNER = '0190f1a2-0000-7000-8000-0000000000a1';
const OTHER = '0190f1a2-0000-7000-8000-0000000000a2';
const REC = '0190f1a2-0000-7000-8000-0000000000c1';
const REC2 = '0190f1a2-0000-7000-8000-0000000000c2';
const NOW = new Date('2026-11-22T20:00:00.000Z');
const at = NOW.toISOString();
const ctx = {
  course: 'FUNDAMENTALS_L1' as const,
  day: 1,
  exercise: 1,
  practiceSessionSlug: 'guided-fundamentals-class-1',
};

const given = DeciderSpecification.for(coachBotDecider);

const botData = {
  botId: BOT,
  recallBotId: RECALL,
  botName: 'Impromptu Coach',
  meetingUrl: 'http://localhost:3000/meetings/demo/join',
  meetingId: 'demo',
  adapter: 'embedded' as const,
  capture: 'browser' as const,
  isConnected: true,
  breakoutRoom: [{ id: '0190f1a2-0000-7000-8000-0000000000d1', userId: LEARNER }],
  createdBy: null,
};
const created: CoachBotEvent = { type: 'BotCreated', data: { ...botData, createdAt: at } };
const startRequested = (recordingId = REC, userId = LEARNER): CoachBotEvent => ({
  type: 'RecordingStartRequested',
  data: { recallBotId: RECALL, recordingId, userId, gameContext: ctx, requestedAt: at },
});
const started = (recordingId = REC): CoachBotEvent => ({
  type: 'RecordingStarted',
  data: { recallBotId: RECALL, recordingId, startedAt: at },
});
const stopRequested: CoachBotEvent = {
  type: 'RecordingStopRequested',
  data: { recallBotId: RECALL, recordingId: REC, requestedAt: at },
};
const stopped: CoachBotEvent = {
  type: 'RecordingStopped',
  data: { recallBotId: RECALL, recordingId: REC, durationSeconds: 42, stoppedAt: at },
};
const cancelRequested: CoachBotEvent = {
  type: 'RecordingCancelRequested',
  data: { recallBotId: RECALL, recordingId: REC, requestedAt: at },
};
const cancelled: CoachBotEvent = {
  type: 'RecordingCancelled',
  data: { recallBotId: RECALL, recordingId: REC, cancelledAt: at },
};
const failed = (request: 'start' | 'stop' | 'cancel'): CoachBotEvent => ({
  type: 'RecordingRequestFailed',
  data: { recallBotId: RECALL, recordingId: REC, request, reason: 'bot service down', failedAt: at },
});
const feedbackReady: CoachBotEvent = {
  type: 'AiFeedbackReady',
  data: { recallBotId: RECALL, recordingId: REC, feedback: 'Well done.', source: 'embedded', readyAt: at },
};

const create: CoachBotCommand = { type: 'CreateBot', data: { ...botData, now: NOW } };
const requestStart = (recordingId = REC, userId = LEARNER): CoachBotCommand => ({
  type: 'RequestStart',
  data: { recordingId, userId, gameContext: ctx, now: NOW },
});
const confirmStart = (recordingId = REC): CoachBotCommand => ({
  type: 'ConfirmStart',
  data: { recordingId, now: NOW },
});
const requestStop = (userId: string | null = LEARNER): CoachBotCommand => ({
  type: 'RequestStop',
  data: { userId, now: NOW },
});
const confirmStop: CoachBotCommand = { type: 'ConfirmStop', data: { recordingId: REC, durationSeconds: 42, now: NOW } };
const requestCancel = (userId: string | null = LEARNER): CoachBotCommand => ({
  type: 'RequestCancel',
  data: { userId, now: NOW },
});
const confirmCancel: CoachBotCommand = { type: 'ConfirmCancel', data: { recordingId: REC, now: NOW } };
const fail = (request: 'start' | 'stop' | 'cancel'): CoachBotCommand => ({
  type: 'FailRequest',
  data: { recordingId: REC, request, reason: 'bot service down', now: NOW },
});
const recordFeedback: CoachBotCommand = {
  type: 'RecordFeedback',
  data: { recordingId: REC, feedback: 'Well done.', source: 'embedded', now: NOW },
};
const failFeedback: CoachBotCommand = {
  type: 'FailFeedback',
  data: { recordingId: REC, reason: 'Error getting insights', now: NOW },
};

const recording = [created, startRequested(), started()];

describe('coach bot decider: creation and connection', () => {
  it('creates a bot once', () => {
    given([]).when(create).then([created]);
    given([created]).when(create).thenThrows(BotAlreadyCreatedError);
  });

  it('refuses every command to a bot that does not exist', () => {
    given([]).when(requestStart()).thenThrows(BotNotFoundError);
    given([]).when(requestCancel()).thenThrows(BotNotFoundError);
  });

  it('records a connection change, and nothing when the connection is unchanged', () => {
    given([created])
      .when({ type: 'ChangeConnection', data: { isConnected: false, now: NOW } })
      .then([{ type: 'BotConnectionChanged', data: { recallBotId: RECALL, isConnected: false, changedAt: at } }]);
    given([created])
      .when({ type: 'ChangeConnection', data: { isConnected: true, now: NOW } })
      .thenNothingHappened();
  });
});

describe('coach bot decider: STOPPED → RECORDING only on a successful start', () => {
  it('asks the bot to start from STOPPED, and becomes RECORDING when the bot confirms', () => {
    given([created]).when(requestStart()).then([startRequested()]);
    given([created, startRequested()]).when(confirmStart()).then([started()]);
    const state = recording.reduce(coachBotDecider.evolve, coachBotDecider.initialState());
    expect(state.status).toBe('RECORDING');
  });

  it('stays STOPPED while the start is with the bot service, and when it fails', () => {
    const asking = [created, startRequested()].reduce(coachBotDecider.evolve, coachBotDecider.initialState());
    expect(asking.status).toBe('STOPPED');
    given([created, startRequested()])
      .when(fail('start'))
      .then([failed('start')]);
    const after = [created, startRequested(), failed('start')].reduce(
      coachBotDecider.evolve,
      coachBotDecider.initialState(),
    );
    expect({ status: after.status, pending: after.pending }).toEqual({ status: 'STOPPED', pending: null });
    given([created, startRequested(), failed('start')])
      .when(requestStart(REC2))
      .then([startRequested(REC2)]);
  });

  it('starts again from CANCELLED and from STOPPED after a stop', () => {
    given([...recording, cancelRequested, cancelled])
      .when(requestStart(REC2))
      .then([startRequested(REC2)]);
    given([...recording, stopRequested, stopped])
      .when(requestStart(REC2))
      .then([startRequested(REC2)]);
  });

  it('refuses a start while RECORDING, while another request is pending, and a recording id twice', () => {
    given(recording).when(requestStart(REC2)).thenThrows(BotBusyError);
    given([created, startRequested()]).when(requestStart(REC2, OTHER)).thenThrows(BotBusyError);
    given([...recording, stopRequested])
      .when(requestStart(REC2))
      .thenThrows(BotBusyError);
    given([...recording, stopRequested, stopped])
      .when(requestStart(REC))
      .thenThrows(BotBusyError);
  });

  it('confirms a start once: a retried job decides nothing', () => {
    given(recording).when(confirmStart()).thenNothingHappened();
    given([created, startRequested(), failed('start')])
      .when(confirmStart())
      .thenNothingHappened();
    given([created]).when(confirmStart()).thenThrows(RecordingNotFoundError);
  });
});

describe('coach bot decider: stop only while RECORDING', () => {
  it('asks the bot to stop, then records the stop with its duration and feedback pending', () => {
    given(recording).when(requestStop()).then([stopRequested]);
    given([...recording, stopRequested])
      .when(confirmStop)
      .then([stopped]);
    const state = [...recording, stopRequested, stopped].reduce(coachBotDecider.evolve, coachBotDecider.initialState());
    expect({ status: state.status, feedback: state.recordings[REC]?.feedback }).toEqual({
      status: 'STOPPED',
      feedback: 'PENDING',
    });
  });

  it('refuses a stop when not RECORDING: never started, still starting, stopping, stopped, cancelled', () => {
    given([created]).when(requestStop()).thenThrows(NotRecordingError);
    given([created, startRequested()]).when(requestStop()).thenThrows(NotRecordingError);
    given([...recording, stopRequested])
      .when(requestStop())
      .thenThrows(NotRecordingError);
    given([...recording, stopRequested, stopped])
      .when(requestStop())
      .thenThrows(NotRecordingError);
    given([...recording, cancelRequested, cancelled])
      .when(requestStop())
      .thenThrows(NotRecordingError);
  });

  it('refuses another learner’s stop, and lets staff (no user) stop', () => {
    given(recording).when(requestStop(OTHER)).thenThrows(NotYourRecordingError);
    given(recording).when(requestStop(null)).then([stopRequested]);
  });

  it('confirms a stop once, and stays RECORDING when the stop fails', () => {
    given([...recording, stopRequested, stopped])
      .when(confirmStop)
      .thenNothingHappened();
    given(recording).when(confirmStop).thenNothingHappened();
    given([...recording, stopRequested])
      .when(fail('stop'))
      .then([failed('stop')]);
    const state = [...recording, stopRequested, failed('stop')].reduce(
      coachBotDecider.evolve,
      coachBotDecider.initialState(),
    );
    expect({ status: state.status, pending: state.pending }).toEqual({ status: 'RECORDING', pending: null });
    given([...recording, stopRequested, failed('stop')])
      .when(requestStop())
      .then([stopRequested]);
  });
});

describe('coach bot decider: CANCELLED only on a successful cancel', () => {
  it('asks the bot to cancel while RECORDING, and becomes CANCELLED when it confirms', () => {
    given(recording).when(requestCancel()).then([cancelRequested]);
    given([...recording, cancelRequested])
      .when(confirmCancel)
      .then([cancelled]);
    const state = [...recording, cancelRequested, cancelled].reduce(
      coachBotDecider.evolve,
      coachBotDecider.initialState(),
    );
    expect(state.status).toBe('CANCELLED');
  });

  it('stays RECORDING until the cancel is confirmed, and when it fails', () => {
    const asking = [...recording, cancelRequested].reduce(coachBotDecider.evolve, coachBotDecider.initialState());
    expect(asking.status).toBe('RECORDING');
    given([...recording, cancelRequested])
      .when(fail('cancel'))
      .then([failed('cancel')]);
    const after = [...recording, cancelRequested, failed('cancel')].reduce(
      coachBotDecider.evolve,
      coachBotDecider.initialState(),
    );
    expect(after.status).toBe('RECORDING');
  });

  it('refuses a cancel twice, and a cancel when not RECORDING', () => {
    given([...recording, cancelRequested])
      .when(requestCancel())
      .thenThrows(NotRecordingError);
    given([...recording, cancelRequested, cancelled])
      .when(requestCancel())
      .thenThrows(NotRecordingError);
    given([created]).when(requestCancel()).thenThrows(NotRecordingError);
    given([...recording, stopRequested])
      .when(requestCancel())
      .thenThrows(NotRecordingError);
    given(recording).when(requestCancel(OTHER)).thenThrows(NotYourRecordingError);
  });

  it('cancels a start still with the bot service: the cancel waits for the start to settle, then cancels', () => {
    given([created, startRequested()]).when(requestCancel()).then([cancelRequested]);
    given([created, startRequested(), cancelRequested]).when(confirmCancel).thenThrows(StartNotSettledError);
    given([created, startRequested(), cancelRequested]).when(confirmStart()).then([started()]);
    given([created, startRequested(), cancelRequested, started()]).when(confirmCancel).then([cancelled]);
    // The start failed instead: nothing is left to cancel.
    given([created, startRequested(), cancelRequested])
      .when(fail('start'))
      .then([failed('start')]);
    given([created, startRequested(), cancelRequested, failed('start')])
      .when(confirmCancel)
      .thenNothingHappened();
  });

  it('confirms a cancel once', () => {
    given([...recording, cancelRequested, cancelled])
      .when(confirmCancel)
      .thenNothingHappened();
  });
});

describe('coach bot decider: feedback once per stopped recording', () => {
  const done = [...recording, stopRequested, stopped];

  it('records the feedback, or its failure, once', () => {
    given(done).when(recordFeedback).then([feedbackReady]);
    given(done)
      .when(failFeedback)
      .then([
        {
          type: 'AiFeedbackFailed',
          data: { recallBotId: RECALL, recordingId: REC, reason: 'Error getting insights', failedAt: at },
        },
      ]);
    given([...done, feedbackReady])
      .when(recordFeedback)
      .thenThrows(FeedbackAlreadyDecidedError);
    given([...done, feedbackReady])
      .when(failFeedback)
      .thenThrows(FeedbackAlreadyDecidedError);
  });

  it('refuses feedback for a recording not stopped', () => {
    given(recording).when(recordFeedback).thenThrows(RecordingNotStoppedError);
    given([...recording, cancelRequested, cancelled])
      .when(recordFeedback)
      .thenThrows(RecordingNotStoppedError);
  });
});
