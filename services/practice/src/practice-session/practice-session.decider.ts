import { DomainError, type Decider } from '@impromptu/event-store';
import { plural } from '@impromptu/kernel';
import type { DecisionAction, PracticeSessionType } from '../rules/elements.js';
import { textInputProblem } from '../rules/words.js';
import { applyDecision, percentageCompleted, type PracticeBounds, type PracticePosition } from '../rules/navigation.js';
import {
  PRACTICE_STREAM_TYPE,
  practiceSessionEvents,
  type PracticeElement,
  type PracticeOutcome,
  type PracticeSessionEvent,
} from './practice-session.events.js';

export type StartPracticeSession = {
  type: 'StartPracticeSession';
  data: {
    userPracticeSessionId: string;
    userId: string;
    practiceSessionId: string;
    practiceSessionSlug: string;
    practiceSessionName: string;
    practiceSessionType: PracticeSessionType;
    scheduledDate: string | null;
    elements: PracticeElement[];
    timeZone: string;
    now: Date;
  };
};

/** Where the learner moved: to a position (arrows, Continue, an input step, a game's end) or by a decision button. */
export type PracticeMove =
  | { type: 'GO_TO'; elementIndex: number; gameIndex: number }
  | { type: 'DECISION'; action: DecisionAction; elementIndexCount: number; gameIndexCount: number };

export type RecordPracticeProgress = {
  type: 'RecordPracticeProgress';
  data: { userId: string; move: PracticeMove; outcome: PracticeOutcome; now: Date };
};

export type UsePracticeRetry = {
  type: 'UsePracticeRetry';
  data: { userId: string; elementIndex: number; now: Date };
};

export type PracticeSessionCommand = StartPracticeSession | RecordPracticeProgress | UsePracticeRetry;

export type PracticeSessionState =
  | { status: 'empty' }
  | {
      status: 'started' | 'completed';
      userPracticeSessionId: string;
      userId: string;
      practiceSessionId: string;
      timeZone: string;
      elements: PracticeElement[];
      position: PracticePosition;
      /** Retries used, by element index. */
      retriesUsed: Record<number, number>;
      outcome: PracticeOutcome;
    };

type StartedState = Extract<PracticeSessionState, { status: 'started' | 'completed' }>;

export class PracticeSessionError extends DomainError {}

/** No such session, or another user's: both answer 404 so sessions cannot be probed. */
export class PracticeSessionNotFoundError extends PracticeSessionError {
  constructor() {
    super('not_found', 'Practice session not found');
  }
}

export class PracticeSessionAlreadyStartedError extends PracticeSessionError {
  constructor() {
    super('conflict', 'Practice session already started');
  }
}

/** Refusals a retried request (same idempotency key) answers with the first answer instead. */
export abstract class PracticeAlreadyRecordedError extends PracticeSessionError {}

export class PracticeSessionCompletedError extends PracticeAlreadyRecordedError {
  constructor() {
    super('conflict', 'This practice session is completed: it takes no more progress.');
  }
}

export class RetriesExhaustedError extends PracticeAlreadyRecordedError {
  constructor(
    readonly elementIndex: number,
    readonly allowed: number,
  ) {
    super(
      'conflict',
      allowed === 0
        ? `Element ${elementIndex} allows no retries.`
        : `No tries remaining: all ${plural(allowed, 'retry', 'retries')} of element ${elementIndex} are used.`,
    );
  }
}

export class NotAGameError extends PracticeSessionError {
  constructor(readonly elementIndex: number) {
    super('conflict', `Element ${elementIndex} is not a game: only games can be retried.`);
  }
}

/** A position outside the session: `field` names the part of the command that is out of range (`move.elementIndex`). */
export class PositionOutOfRangeError extends PracticeSessionError {
  constructor(
    readonly field: 'elementIndex' | 'gameIndex' | 'move.elementIndex' | 'move.gameIndex',
    readonly max: number,
  ) {
    const message = `${field.replace('move.', '')} must be between 0 and ${max}`;
    super('invalid', message, { issues: [{ path: `body.${field}`, message }] });
  }
}

/** An input of the outcome that breaks its field's rules: `inputIndex` is its place in outcome.inputs. */
export class InputRejectedError extends PracticeSessionError {
  constructor(
    readonly inputIndex: number,
    message: string,
  ) {
    super('invalid', message, { issues: [{ path: `body.outcome.inputs.${inputIndex}.text`, message }] });
  }
}

function checkInputs(state: StartedState, outcome: PracticeOutcome): void {
  const rules = new Map(state.elements.flatMap((element) => element.inputs ?? []).map((rule) => [rule.key, rule]));
  outcome.inputs.forEach((input, index) => {
    const rule = rules.get(input.key);
    if (!rule) throw new InputRejectedError(index, `${input.key} is not an input of this practice session`);
    const problem = textInputProblem(input.text, {
      label: rule.label,
      minWords: rule.minWords,
      maxWords: rule.maxWords,
    });
    if (problem) throw new InputRejectedError(index, problem);
  });
}

const initialState = (): PracticeSessionState => ({ status: 'empty' });

function boundsOf(state: StartedState): PracticeBounds {
  return {
    lastElementIndex: state.elements.length - 1,
    gameCount: state.elements.filter((e) => e.kind === 'GAME').length,
  };
}

function ownSession(state: PracticeSessionState, userId: string): StartedState {
  if (state.status === 'empty' || state.userId !== userId) throw new PracticeSessionNotFoundError();
  return state;
}

function target(state: StartedState, move: PracticeMove): PracticePosition {
  const bounds = boundsOf(state);
  if (move.type === 'DECISION') return applyDecision(state.position, move, bounds);
  if (move.elementIndex < 0 || move.elementIndex > bounds.lastElementIndex)
    throw new PositionOutOfRangeError('move.elementIndex', bounds.lastElementIndex);
  if (move.gameIndex < 0 || move.gameIndex > bounds.gameCount)
    throw new PositionOutOfRangeError('move.gameIndex', bounds.gameCount);
  return { elementIndex: move.elementIndex, gameIndex: move.gameIndex };
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function decide(command: PracticeSessionCommand, state: PracticeSessionState): PracticeSessionEvent[] {
  switch (command.type) {
    case 'StartPracticeSession': {
      if (state.status !== 'empty') throw new PracticeSessionAlreadyStartedError();
      const { now, ...data } = command.data;
      return [{ type: 'PracticeSessionStarted', data: { ...data, startedAt: now.toISOString() } }];
    }
    case 'RecordPracticeProgress': {
      const session = ownSession(state, command.data.userId);
      if (session.status === 'completed') throw new PracticeSessionCompletedError();
      const { move, outcome, now } = command.data;
      const position = target(session, move);
      checkInputs(session, outcome);
      // The same progress again (a resend, a double click) records nothing.
      if (sameJson(position, session.position) && sameJson(outcome, session.outcome)) return [];
      const lastElementIndex = session.elements.length - 1;
      const base = {
        userPracticeSessionId: session.userPracticeSessionId,
        userId: session.userId,
        practiceSessionId: session.practiceSessionId,
      };
      const events: PracticeSessionEvent[] = [
        {
          type: 'PracticeProgressRecorded',
          data: {
            ...base,
            ...position,
            decision: move.type === 'DECISION' ? move.action : null,
            percentageCompleted: percentageCompleted(position.elementIndex, lastElementIndex),
            outcome,
            timeZone: session.timeZone,
            recordedAt: now.toISOString(),
          },
        },
      ];
      // Spec 2 §4: practice is completed when the last element is reached.
      if (position.elementIndex === lastElementIndex) {
        events.push({
          type: 'PracticeSessionCompleted',
          data: { ...base, outcome, timeZone: session.timeZone, completedAt: now.toISOString() },
        });
      }
      return events;
    }
    case 'UsePracticeRetry': {
      const session = ownSession(state, command.data.userId);
      if (session.status === 'completed') throw new PracticeSessionCompletedError();
      const { elementIndex, now } = command.data;
      const element = session.elements[elementIndex];
      if (!element) throw new PositionOutOfRangeError('elementIndex', session.elements.length - 1);
      if (element.kind !== 'GAME') throw new NotAGameError(elementIndex);
      const used = session.retriesUsed[elementIndex] ?? 0;
      if (used >= element.numberRetriesAllowed)
        throw new RetriesExhaustedError(elementIndex, element.numberRetriesAllowed);
      const goalIndex = session.elements.slice(0, elementIndex).filter((e) => e.kind === 'GAME').length;
      return [
        {
          type: 'PracticeRetryUsed',
          data: {
            userPracticeSessionId: session.userPracticeSessionId,
            userId: session.userId,
            elementIndex,
            goalIndex,
            retriesUsed: used + 1,
            retriesAllowed: element.numberRetriesAllowed,
            usedAt: now.toISOString(),
          },
        },
      ];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`Unhandled command ${(unreachable as { type: string }).type}`);
    }
  }
}

/** A retry starts the game again: its goal's progress goes back to 0. */
export function withGoalReset(outcome: PracticeOutcome, goalIndex: number): PracticeOutcome {
  return {
    ...outcome,
    goals: outcome.goals.map((goal) => (goal.index === goalIndex ? { ...goal, progress: 0 } : goal)),
  };
}

function evolve(state: PracticeSessionState, event: PracticeSessionEvent): PracticeSessionState {
  switch (event.type) {
    case 'PracticeSessionStarted':
      return {
        status: 'started',
        userPracticeSessionId: event.data.userPracticeSessionId,
        userId: event.data.userId,
        practiceSessionId: event.data.practiceSessionId,
        timeZone: event.data.timeZone,
        elements: event.data.elements,
        position: { elementIndex: 0, gameIndex: 0 },
        retriesUsed: {},
        outcome: { goals: [], inputs: [] },
      };
    case 'PracticeProgressRecorded':
      if (state.status === 'empty') return state;
      return {
        ...state,
        position: { elementIndex: event.data.elementIndex, gameIndex: event.data.gameIndex },
        outcome: event.data.outcome,
      };
    case 'PracticeRetryUsed':
      if (state.status === 'empty') return state;
      return {
        ...state,
        retriesUsed: { ...state.retriesUsed, [event.data.elementIndex]: event.data.retriesUsed },
        outcome: withGoalReset(state.outcome, event.data.goalIndex),
      };
    case 'PracticeSessionCompleted':
      if (state.status === 'empty') return state;
      return { ...state, status: 'completed' };
    default: {
      const unreachable: never = event;
      throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
    }
  }
}

/**
 * A user practice session: retries used never exceed the element's allowance, a completed session
 * takes no more progress, and only its owner moves it.
 */
export const practiceSessionDecider: Decider<PracticeSessionCommand, PracticeSessionEvent, PracticeSessionState> = {
  streamType: PRACTICE_STREAM_TYPE,
  events: practiceSessionEvents,
  initialState,
  evolve,
  decide,
  isAlreadyApplied: (error) => error instanceof PracticeAlreadyRecordedError,
};
