import { describe, expect, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import {
  InputRejectedError,
  NotAGameError,
  PositionOutOfRangeError,
  PracticeSessionAlreadyStartedError,
  PracticeSessionCompletedError,
  PracticeSessionNotFoundError,
  RetriesExhaustedError,
  practiceSessionDecider,
  type PracticeMove,
  type PracticeSessionCommand,
} from './practice-session.decider.js';
import {
  practiceSessionEvents,
  type PracticeElement,
  type PracticeOutcome,
  type PracticeSessionEvent,
} from './practice-session.events.js';

const SESSION = '0190f1a2-0000-7000-8000-000000000101';
const PRACTICE = '0190f1a2-0000-7000-8000-000000000201';
const OWNER = '0190f1a2-0000-7000-8000-0000000000aa';
const STRANGER = '0190f1a2-0000-7000-8000-0000000000bb';
const T0 = new Date('2026-03-01T09:00:00.000Z');
const T1 = new Date('2026-03-01T09:01:00.000Z');

const given = DeciderSpecification.for(practiceSessionDecider);

// introduction, instruction, game (1 retry), decision, input, game (no retry), conclusion
const elements: PracticeElement[] = [
  { index: 0, kind: 'CONTENT', numberRetriesAllowed: 0 },
  { index: 1, kind: 'CONTENT', numberRetriesAllowed: 0 },
  { index: 2, kind: 'GAME', numberRetriesAllowed: 1 },
  { index: 3, kind: 'CONTENT', numberRetriesAllowed: 0 },
  {
    index: 4,
    kind: 'INPUT',
    numberRetriesAllowed: 0,
    inputs: [
      {
        key: 'arrow',
        label: 'Arrow',
        type: 'ARROW',
        index: 0,
        nextKey: null,
        previousKey: null,
        minWords: 4,
        maxWords: 30,
      },
    ],
  },
  { index: 5, kind: 'GAME', numberRetriesAllowed: 0 },
  { index: 6, kind: 'CONTENT', numberRetriesAllowed: 0 },
];

const started: PracticeSessionEvent = {
  type: 'PracticeSessionStarted',
  data: {
    userPracticeSessionId: SESSION,
    userId: OWNER,
    practiceSessionId: PRACTICE,
    practiceSessionSlug: 'three-words-one-story',
    practiceSessionName: 'Three Words, One Story',
    practiceSessionType: 'DAILY_PRACTICE',
    scheduledDate: '2026-03-01',
    elements,
    timeZone: 'Pacific/Auckland',
    startedAt: T0.toISOString(),
  },
};

const noOutcome: PracticeOutcome = { goals: [], inputs: [] };
const afterGame: PracticeOutcome = {
  goals: [{ index: 0, name: 'Triple Step', gameShortCode: 'triple-step', type: 'DURATION', progress: 100 }],
  inputs: [],
};

const goTo = (elementIndex: number, gameIndex: number): PracticeMove => ({ type: 'GO_TO', elementIndex, gameIndex });
const record = (move: PracticeMove, outcome: PracticeOutcome = noOutcome, userId = OWNER): PracticeSessionCommand => ({
  type: 'RecordPracticeProgress',
  data: { userId, move, outcome, now: T1 },
});
const retry = (elementIndex: number, userId = OWNER): PracticeSessionCommand => ({
  type: 'UsePracticeRetry',
  data: { userId, elementIndex, now: T1 },
});

function progressed(
  elementIndex: number,
  gameIndex: number,
  outcome: PracticeOutcome = noOutcome,
  decision: 'RESTART_SESSION' | 'DECREMENT_INDEX_BY' | 'INCREMENT_INDEX_BY' | null = null,
): PracticeSessionEvent {
  return {
    type: 'PracticeProgressRecorded',
    data: {
      userPracticeSessionId: SESSION,
      userId: OWNER,
      practiceSessionId: PRACTICE,
      elementIndex,
      gameIndex,
      decision,
      percentageCompleted: Math.round((elementIndex / 6) * 100),
      outcome,
      timeZone: 'Pacific/Auckland',
      recordedAt: T1.toISOString(),
    },
  };
}

const completed = (outcome: PracticeOutcome = noOutcome): PracticeSessionEvent => ({
  type: 'PracticeSessionCompleted',
  data: {
    userPracticeSessionId: SESSION,
    userId: OWNER,
    practiceSessionId: PRACTICE,
    outcome,
    timeZone: 'Pacific/Auckland',
    completedAt: T1.toISOString(),
  },
});

const retryUsed = (retriesUsed: number): PracticeSessionEvent => ({
  type: 'PracticeRetryUsed',
  data: {
    userPracticeSessionId: SESSION,
    userId: OWNER,
    elementIndex: 2,
    goalIndex: 0,
    retriesUsed,
    retriesAllowed: 1,
    usedAt: T1.toISOString(),
  },
});

const { startedAt: _startedAt, ...startData } = (
  started as Extract<PracticeSessionEvent, { type: 'PracticeSessionStarted' }>
).data;
const start: PracticeSessionCommand = { type: 'StartPracticeSession', data: { ...startData, now: T0 } };

describe('practice session decider', () => {
  it('starts a session with its elements, the scheduled day and the user’s zone', () => {
    given([]).when(start).then([started]);
    given([started]).when(start).thenThrows(PracticeSessionAlreadyStartedError);
  });

  it('records progress with how far through the session it is', () => {
    given([started])
      .when(record(goTo(3, 1), afterGame))
      .then([progressed(3, 1, afterGame)]);
  });

  it('records the same progress once: sent again, nothing happens', () => {
    given([started, progressed(3, 1, afterGame)])
      .when(record(goTo(3, 1), afterGame))
      .thenNothingHappened();
    given([started, progressed(3, 1, afterGame)])
      .when(record(goTo(4, 1), afterGame))
      .then([progressed(4, 1, afterGame)]);
  });

  it('refuses a position outside the session', () => {
    given([started])
      .when(record(goTo(7, 0)))
      .thenThrows(PositionOutOfRangeError);
    given([started])
      .when(record(goTo(2, 3)))
      .thenThrows('gameIndex must be between 0 and 2');
    given([started])
      .when(record(goTo(-1, 0)))
      .thenThrows(PositionOutOfRangeError);
  });

  it('takes input values within their word bounds only, naming the field', () => {
    const withArrow = (text: string): PracticeOutcome => ({
      goals: [],
      inputs: [{ key: 'arrow', type: 'ARROW', label: 'Arrow', text }],
    });
    given([started])
      .when(record(goTo(5, 1), withArrow('Try the new rota today')))
      .then([progressed(5, 1, withArrow('Try the new rota today'))]);
    given([started])
      .when(record(goTo(5, 1), withArrow('Try it')))
      .thenThrows('Arrow must be over 4 words long.');
    given([started])
      .when(record(goTo(5, 1), withArrow(' ')))
      .thenThrows('Field cannot be empty.');
    given([started])
      .when(record(goTo(5, 1), { goals: [], inputs: [{ key: 'bow', type: 'BOW', label: 'Bow', text: 'a b c d' }] }))
      .thenThrows(InputRejectedError);
  });

  describe('decisions move the element and game indexes by the button’s counts', () => {
    const decision = (
      action: 'RESTART_SESSION' | 'DECREMENT_INDEX_BY' | 'INCREMENT_INDEX_BY',
      elementIndexCount = 0,
      gameIndexCount = 0,
    ): PracticeMove => ({
      type: 'DECISION',
      action,
      elementIndexCount,
      gameIndexCount,
    });

    it('back over the game to play it again, and on by one', () => {
      given([started, progressed(3, 1)])
        .when(record(decision('DECREMENT_INDEX_BY', 2, 1)))
        .then([progressed(1, 0, noOutcome, 'DECREMENT_INDEX_BY')]);
      given([started, progressed(3, 1)])
        .when(record(decision('INCREMENT_INDEX_BY', 1, 0)))
        .then([progressed(4, 1, noOutcome, 'INCREMENT_INDEX_BY')]);
    });

    it('never before the first element and game', () => {
      given([started, progressed(1, 0)])
        .when(record(decision('DECREMENT_INDEX_BY', 5, 3)))
        .then([progressed(0, 0, noOutcome, 'DECREMENT_INDEX_BY')]);
    });

    it('never past the last element and game, and reaching the last completes the session', () => {
      given([started, progressed(3, 1)])
        .when(record(decision('INCREMENT_INDEX_BY', 10, 10)))
        .then([progressed(6, 2, noOutcome, 'INCREMENT_INDEX_BY'), completed()]);
    });

    it('restarts at element 1 and game 0', () => {
      given([started, progressed(5, 1)])
        .when(record(decision('RESTART_SESSION')))
        .then([progressed(1, 0, noOutcome, 'RESTART_SESSION')]);
    });
  });

  it('completes the session when the last element is reached, and then takes no more progress', () => {
    given([started, progressed(5, 1, afterGame)])
      .when(record(goTo(6, 2), afterGame))
      .then([progressed(6, 2, afterGame), completed(afterGame)]);
    const done = given([started, progressed(6, 2, afterGame), completed(afterGame)]);
    done.when(record(goTo(6, 2), afterGame)).thenThrows(PracticeSessionCompletedError);
    done.when(record(goTo(1, 0))).thenThrows('This practice session is completed: it takes no more progress.');
    done.when(retry(2)).thenThrows(PracticeSessionCompletedError);
  });

  describe('retries never exceed the element’s allowance', () => {
    it('uses a retry while one remains', () => {
      given([started, progressed(2, 0)])
        .when(retry(2))
        .then([retryUsed(1)]);
    });

    it('refuses a retry beyond the allowance', () => {
      given([started, retryUsed(1)])
        .when(retry(2))
        .thenThrows(RetriesExhaustedError);
      given([started, retryUsed(1)])
        .when(retry(2))
        .thenThrows('No tries remaining: all 1 retry of element 2 are used.');
      given([started]).when(retry(5)).thenThrows('Element 5 allows no retries.');
    });

    it('retries games only', () => {
      given([started]).when(retry(4)).thenThrows(NotAGameError);
      given([started]).when(retry(9)).thenThrows(PositionOutOfRangeError);
    });

    it('starts the retried game’s progress again', () => {
      const state = [started, progressed(3, 1, afterGame), retryUsed(1)].reduce(
        practiceSessionDecider.evolve,
        practiceSessionDecider.initialState(),
      );
      expect(state.status === 'started' && state.outcome.goals[0]?.progress).toBe(0);
    });
  });

  it('answers not found to anyone but the session’s owner', () => {
    given([started])
      .when(record(goTo(1, 0), noOutcome, STRANGER))
      .thenThrows(PracticeSessionNotFoundError);
    given([started]).when(retry(2, STRANGER)).thenThrows(PracticeSessionNotFoundError);
    given([])
      .when(record(goTo(1, 0)))
      .thenThrows(PracticeSessionNotFoundError);
  });

  it('treats a refused resend of an applied command as already applied (the store answers it by its key)', () => {
    expect(practiceSessionDecider.isAlreadyApplied?.(new PracticeSessionCompletedError())).toBe(true);
    expect(practiceSessionDecider.isAlreadyApplied?.(new RetriesExhaustedError(2, 1))).toBe(true);
    expect(practiceSessionDecider.isAlreadyApplied?.(new PracticeSessionNotFoundError())).toBe(false);
  });

  it('stores events as versioned schemas and reads them back', () => {
    for (const event of [started, progressed(3, 1, afterGame), retryUsed(1), completed(afterGame)]) {
      const stored = practiceSessionEvents.toAppend(event);
      expect(stored.schemaVersion).toBe(1);
      expect(
        practiceSessionEvents.parse({
          type: stored.type,
          schemaVersion: 1,
          data: JSON.parse(JSON.stringify(stored.data)),
        }),
      ).toEqual(event);
    }
  });
});
