import { DomainError, type Decider } from '@impromptu/event-store';
import {
  difficultyOf,
  isConfidence,
  lessonRoundDuration,
  LESSONS,
  nextLesson,
  nextStepButtons,
  progressOf,
  REFLECTION_ANSWERS,
  VIRTUAL_COACH_DEFAULTS,
  type Difficulty,
  type Display,
  type Lesson,
  type NextStep,
  type ReflectionAnswer,
} from '../rules/index.js';
import {
  VIRTUAL_COACH_STREAM_TYPE,
  virtualCoachEvents,
  type VirtualCoachEvent,
  type VirtualCoachGameSettings,
} from './virtual-coach.events.js';

type At = { userId: string; now: Date };

export type VirtualCoachCommand =
  | { type: 'StartVirtualCoach'; data: At & { runId: string; withExample: boolean } }
  /** Continue from the example video or the two-me-two-you video (to the game), or from the conclusion (to the offers). */
  | { type: 'ContinueVirtualCoach'; data: At }
  | { type: 'FinishGame'; data: At }
  | { type: 'RateConfidence'; data: At & { confidence: number } }
  | { type: 'WatchLessonVideo'; data: At }
  | { type: 'TryItOut'; data: At }
  | { type: 'AnswerReflection'; data: At & { answer: ReflectionAnswer } }
  | { type: 'ChooseNextStep'; data: At & { step: NextStep } }
  | { type: 'ExitVirtualCoach'; data: At }
  | { type: 'CloseVirtualCoach'; data: At };

/** Spec 2 §3 Virtual Coach state, plus whether a run is under way. */
export interface VirtualCoachState {
  status: 'idle' | 'active' | 'ended' | 'closed';
  runId: string | null;
  display: Display;
  gameSettings: VirtualCoachGameSettings;
  stepsCompleted: number;
  progress: number;
  totalReps: number;
  startConfidence: number | null;
  endConfidence: number | null;
  currentLessonLoops: number;
  lesson: Lesson | null;
  lessonsSeen: number;
  difficulty: Difficulty | null;
  isLessonVideoWatched: boolean;
}

export class VirtualCoachError extends DomainError {}

/** The command does not belong on the display the learner is on (a stale tab, a double click). */
export class WrongDisplayError extends VirtualCoachError {
  constructor(
    readonly display: Display,
    command: string,
  ) {
    super(
      'conflict',
      display === 'intro'
        ? 'Virtual Coach has not started yet.'
        : `${command} is not possible on the ${display} display.`,
    );
  }
}

export class VirtualCoachAlreadyStartedError extends VirtualCoachError {
  constructor() {
    super('conflict', 'Virtual Coach is already under way.');
  }
}

/** Spec 2 §5: the lesson video must be watched before 'Try it out' or 'Continue to next lesson'. */
export class LessonVideoNotWatchedError extends VirtualCoachError {
  constructor() {
    super('conflict', 'Watch the lesson video first.');
  }
}

/** A value outside its range: `field` names the input. */
export class VirtualCoachInputError extends VirtualCoachError {
  constructor(
    readonly field: 'confidence' | 'answer' | 'step',
    message: string,
  ) {
    super('invalid', message, { issues: [{ path: `body.step.${field}`, message }] });
  }
}

export const DEFAULT_GAME_SETTINGS: VirtualCoachGameSettings = {
  roundDuration: VIRTUAL_COACH_DEFAULTS.roundDuration,
  totalRounds: VIRTUAL_COACH_DEFAULTS.totalRounds,
  playerName: VIRTUAL_COACH_DEFAULTS.playerName,
};

export function initialVirtualCoachState(): VirtualCoachState {
  return {
    status: 'idle',
    runId: null,
    display: 'intro',
    gameSettings: DEFAULT_GAME_SETTINGS,
    stepsCompleted: 0,
    progress: 0,
    totalReps: 0,
    startConfidence: null,
    endConfidence: null,
    currentLessonLoops: 0,
    lesson: null,
    lessonsSeen: 0,
    difficulty: null,
    isLessonVideoWatched: false,
  };
}

function requireDisplay(state: VirtualCoachState, command: VirtualCoachCommand, ...displays: Display[]): void {
  if (state.status !== 'active' || !displays.includes(state.display))
    throw new WrongDisplayError(state.status === 'active' ? state.display : 'intro', command.type);
}

function currentLesson(state: VirtualCoachState): Lesson {
  if (state.lesson === null) throw new Error('a lesson display without a lesson');
  return state.lesson;
}

function decide(command: VirtualCoachCommand, state: VirtualCoachState): VirtualCoachEvent[] {
  const at = command.data.now.toISOString();
  const ids = { userId: command.data.userId, runId: state.runId ?? '' };
  switch (command.type) {
    case 'StartVirtualCoach': {
      if (state.status === 'active') throw new VirtualCoachAlreadyStartedError();
      const run = { userId: command.data.userId, runId: command.data.runId };
      const started: VirtualCoachEvent = {
        type: 'VirtualCoachStarted',
        data: { ...run, gameSettings: DEFAULT_GAME_SETTINGS, withExample: command.data.withExample, startedAt: at },
      };
      return [
        started,
        command.data.withExample
          ? { type: 'ExampleVideoOpened', data: { ...run, openedAt: at } }
          : {
              type: 'GameStarted',
              data: {
                ...run,
                lesson: null,
                roundDuration: DEFAULT_GAME_SETTINGS.roundDuration,
                loop: 0,
                startedAt: at,
              },
            },
      ];
    }
    case 'ContinueVirtualCoach': {
      requireDisplay(state, command, 'example-video', 'two-me-two-you', 'conclusion');
      if (state.display === 'conclusion') return [{ type: 'OffersShown', data: { ...ids, shownAt: at } }];
      const lesson = state.display === 'example-video' ? null : currentLesson(state);
      return [
        {
          type: 'GameStarted',
          data: {
            ...ids,
            lesson,
            roundDuration: state.gameSettings.roundDuration,
            loop: lesson ? state.currentLessonLoops + 1 : 0,
            startedAt: at,
          },
        },
      ];
    }
    case 'FinishGame':
      requireDisplay(state, command, 'game');
      return [{ type: 'GameFinished', data: { ...ids, lesson: state.lesson, finishedAt: at } }];
    case 'RateConfidence': {
      requireDisplay(state, command, 'confidence-initial', 'confidence-final');
      const { confidence } = command.data;
      if (!isConfidence(confidence))
        throw new VirtualCoachInputError('confidence', 'Confidence must be a whole number from 1 to 5.');
      if (state.display === 'confidence-final')
        return [{ type: 'ConfidenceRated', data: { ...ids, stage: 'final', confidence, ratedAt: at } }];
      // Spec 2 §4: the initial confidence check sets lesson SPEED and shows the lesson.
      return [
        { type: 'ConfidenceRated', data: { ...ids, stage: 'initial', confidence, ratedAt: at } },
        lessonStarted(ids, LESSONS[0], state, at),
      ];
    }
    case 'WatchLessonVideo': {
      requireDisplay(state, command, 'lesson');
      if (state.isLessonVideoWatched) return [];
      return [{ type: 'LessonVideoWatched', data: { ...ids, lesson: currentLesson(state), watchedAt: at } }];
    }
    case 'TryItOut': {
      requireDisplay(state, command, 'lesson');
      if (!state.isLessonVideoWatched) throw new LessonVideoNotWatchedError();
      return [
        {
          type: 'GameStarted',
          data: {
            ...ids,
            lesson: currentLesson(state),
            roundDuration: state.gameSettings.roundDuration,
            loop: state.currentLessonLoops + 1,
            startedAt: at,
          },
        },
      ];
    }
    case 'AnswerReflection': {
      requireDisplay(state, command, 'reflection-question');
      const { answer } = command.data;
      if (!REFLECTION_ANSWERS.includes(answer))
        throw new VirtualCoachInputError('answer', 'The answer must be Yes or No.');
      return [
        {
          type: 'ReflectionAnswered',
          data: { ...ids, lesson: currentLesson(state), answer, difficulty: difficultyOf(answer), answeredAt: at },
        },
      ];
    }
    case 'ChooseNextStep': {
      requireDisplay(state, command, 'reflection-context');
      const lesson = currentLesson(state);
      const offered = nextStepButtons({
        lesson,
        difficulty: state.difficulty ?? 'HARD',
        currentLessonLoops: state.currentLessonLoops,
        roundDuration: state.gameSettings.roundDuration,
      });
      const { step } = command.data;
      if (!offered.some((button) => button.step === step)) {
        throw new VirtualCoachInputError(
          'step',
          `${step} is not offered here: choose ${offered.map((button) => button.step).join(', ')}.`,
        );
      }
      const loop = state.currentLessonLoops + 1;
      switch (step) {
        case 'TRY_AGAIN':
          return [
            {
              type: 'GameStarted',
              data: { ...ids, lesson, roundDuration: state.gameSettings.roundDuration, loop, startedAt: at },
            },
          ];
        case 'CONTINUE': {
          const to = state.gameSettings.roundDuration - 1;
          return [
            {
              type: 'RoundDurationShortened',
              data: { ...ids, lesson, from: state.gameSettings.roundDuration, to, shortenedAt: at },
            },
            { type: 'GameStarted', data: { ...ids, lesson, roundDuration: to, loop, startedAt: at } },
          ];
        }
        case 'TRY_AGAIN_WITH_COACH':
          return [
            {
              type: 'CoachVideoOpened',
              data: { ...ids, lesson, repsAdded: VIRTUAL_COACH_DEFAULTS.twoMeTwoYouReps, openedAt: at },
            },
          ];
        case 'NEXT_LESSON':
        case 'FINISH': {
          const next = nextLesson(lesson);
          const completed: VirtualCoachEvent = {
            type: 'LessonCompleted',
            data: { ...ids, lesson, nextLesson: next, completedAt: at },
          };
          return next ? [completed, lessonStarted(ids, next, state, at)] : [completed];
        }
        default: {
          const unreachable: never = step;
          throw new Error(`Unhandled step ${String(unreachable)}`);
        }
      }
    }
    case 'ExitVirtualCoach':
      requireDisplay(state, command, 'discounts');
      return [{ type: 'VirtualCoachExited', data: { ...ids, exitedAt: at } }];
    case 'CloseVirtualCoach':
      // Nothing to lose outside a run: closing records nothing.
      if (state.status !== 'active') return [];
      return [{ type: 'VirtualCoachClosed', data: { ...ids, display: state.display, closedAt: at } }];
    default: {
      const unreachable: never = command;
      throw new Error(`Unhandled command ${(unreachable as { type: string }).type}`);
    }
  }
}

function lessonStarted(
  ids: { userId: string; runId: string },
  lesson: Lesson,
  state: VirtualCoachState,
  at: string,
): VirtualCoachEvent {
  return {
    type: 'LessonStarted',
    data: {
      ...ids,
      lesson,
      roundDuration: lessonRoundDuration(lesson),
      repsAdded: state.gameSettings.totalRounds,
      startedAt: at,
    },
  };
}

function withSteps(state: VirtualCoachState, stepsCompleted: number): VirtualCoachState {
  return { ...state, stepsCompleted, progress: progressOf(stepsCompleted) };
}

function evolve(state: VirtualCoachState, event: VirtualCoachEvent): VirtualCoachState {
  switch (event.type) {
    case 'VirtualCoachStarted':
      return {
        ...initialVirtualCoachState(),
        status: 'active',
        runId: event.data.runId,
        gameSettings: event.data.gameSettings,
      };
    case 'ExampleVideoOpened':
      return { ...state, display: 'example-video' };
    case 'GameStarted':
      return {
        ...state,
        display: 'game',
        gameSettings: { ...state.gameSettings, roundDuration: event.data.roundDuration },
        currentLessonLoops: event.data.lesson === null ? state.currentLessonLoops : event.data.loop,
      };
    case 'GameFinished':
      return { ...state, display: event.data.lesson === null ? 'confidence-initial' : 'reflection-question' };
    case 'ConfidenceRated':
      return event.data.stage === 'initial'
        ? withSteps({ ...state, startConfidence: event.data.confidence }, state.stepsCompleted + 1)
        : withSteps(
            { ...state, endConfidence: event.data.confidence, display: 'conclusion' },
            state.stepsCompleted + 1,
          );
    case 'LessonStarted':
      return {
        ...state,
        display: 'lesson',
        lesson: event.data.lesson,
        lessonsSeen: state.lessonsSeen + 1,
        totalReps: state.totalReps + event.data.repsAdded,
        currentLessonLoops: 0,
        difficulty: null,
        isLessonVideoWatched: false,
        gameSettings: { ...state.gameSettings, roundDuration: event.data.roundDuration },
      };
    case 'LessonVideoWatched':
      return { ...state, isLessonVideoWatched: true };
    case 'ReflectionAnswered':
      return { ...state, display: 'reflection-context', difficulty: event.data.difficulty };
    case 'CoachVideoOpened':
      return { ...state, display: 'two-me-two-you', totalReps: state.totalReps + event.data.repsAdded };
    case 'RoundDurationShortened':
      return { ...state, gameSettings: { ...state.gameSettings, roundDuration: event.data.to } };
    case 'LessonCompleted':
      return withSteps(
        { ...state, display: event.data.nextLesson === null ? 'confidence-final' : state.display },
        state.stepsCompleted + 1,
      );
    case 'OffersShown':
      return { ...state, display: 'discounts' };
    case 'VirtualCoachExited':
      return { ...state, status: 'ended', display: 'end' };
    case 'VirtualCoachClosed':
      return { ...initialVirtualCoachState(), status: 'closed' };
    default: {
      const unreachable: never = event;
      throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
    }
  }
}

/**
 * A learner's Virtual Coach (spec 2 §4): the lesson loop from the intro through five lessons to the conclusion and
 * the offers. Every command is checked against the display the learner is on, so a stale or repeated request
 * changes nothing.
 */
export const virtualCoachDecider: Decider<VirtualCoachCommand, VirtualCoachEvent, VirtualCoachState> = {
  streamType: VIRTUAL_COACH_STREAM_TYPE,
  events: virtualCoachEvents,
  initialState: initialVirtualCoachState,
  evolve,
  decide,
  // A retried request (same idempotency key) whose step was taken already gets its first answer.
  isAlreadyApplied: (error) => error instanceof WrongDisplayError || error instanceof VirtualCoachAlreadyStartedError,
};
