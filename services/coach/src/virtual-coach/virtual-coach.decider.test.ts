import { describe, expect, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import { nextStepButtons, progressOf, type NextStep, type ReflectionAnswer } from '../rules/index.js';
import {
  LessonVideoNotWatchedError,
  VirtualCoachAlreadyStartedError,
  VirtualCoachInputError,
  WrongDisplayError,
  virtualCoachDecider,
  type VirtualCoachCommand,
  type VirtualCoachState,
} from './virtual-coach.decider.js';
import type { VirtualCoachEvent } from './virtual-coach.events.js';

const USER = '0190f1a2-0000-7000-8000-0000000000aa';
const RUN = '0190f1a2-0000-7000-8000-000000000c01';
const NOW = new Date('2026-03-01T09:00:00.000Z');
const at = NOW.toISOString();
const ids = { userId: USER, runId: RUN };

const given = DeciderSpecification.for(virtualCoachDecider);

const at0 = { userId: USER, now: NOW };
const start = (withExample = false): VirtualCoachCommand => ({
  type: 'StartVirtualCoach',
  data: { ...at0, runId: RUN, withExample },
});
const continueOn: VirtualCoachCommand = { type: 'ContinueVirtualCoach', data: at0 };
const finishGame: VirtualCoachCommand = { type: 'FinishGame', data: at0 };
const rate = (confidence: number): VirtualCoachCommand => ({ type: 'RateConfidence', data: { ...at0, confidence } });
const watch: VirtualCoachCommand = { type: 'WatchLessonVideo', data: at0 };
const tryItOut: VirtualCoachCommand = { type: 'TryItOut', data: at0 };
const answer = (value: ReflectionAnswer): VirtualCoachCommand => ({
  type: 'AnswerReflection',
  data: { ...at0, answer: value },
});
const choose = (step: NextStep): VirtualCoachCommand => ({ type: 'ChooseNextStep', data: { ...at0, step } });
const exit: VirtualCoachCommand = { type: 'ExitVirtualCoach', data: at0 };
const close: VirtualCoachCommand = { type: 'CloseVirtualCoach', data: at0 };

/** Runs commands through the decider from no events: the events they decided, and the state they led to. */
function play(
  commands: VirtualCoachCommand[],
  from: VirtualCoachEvent[] = [],
): { events: VirtualCoachEvent[]; state: VirtualCoachState } {
  let state = from.reduce(virtualCoachDecider.evolve, virtualCoachDecider.initialState());
  const events = [...from];
  for (const command of commands) {
    const decided = virtualCoachDecider.decide(command, state);
    events.push(...decided);
    state = decided.reduce(virtualCoachDecider.evolve, state);
  }
  return { events, state };
}

/** From the start to the first lesson (SPEED) with its video watched. */
const toSpeed = [start(), finishGame, rate(2), watch];
/** One lesson's game, answered. */
const gameAnswered = (value: ReflectionAnswer) => [tryItOut, finishGame, answer(value)];

describe('virtual coach decider', () => {
  it('starts at the game example video or straight at the warm-up game with the coach’s defaults', () => {
    given([])
      .when(start(true))
      .then([
        {
          type: 'VirtualCoachStarted',
          data: {
            ...ids,
            gameSettings: { roundDuration: 5, totalRounds: 6, playerName: 'Player 1' },
            withExample: true,
            startedAt: at,
          },
        },
        { type: 'ExampleVideoOpened', data: { ...ids, openedAt: at } },
      ]);
    given([])
      .when(start(false))
      .then([
        {
          type: 'VirtualCoachStarted',
          data: {
            ...ids,
            gameSettings: { roundDuration: 5, totalRounds: 6, playerName: 'Player 1' },
            withExample: false,
            startedAt: at,
          },
        },
        { type: 'GameStarted', data: { ...ids, lesson: null, roundDuration: 5, loop: 0, startedAt: at } },
      ]);
    const { events } = play([start(true)]);
    given(events)
      .when(continueOn)
      .then([{ type: 'GameStarted', data: { ...ids, lesson: null, roundDuration: 5, loop: 0, startedAt: at } }]);
    given(events).when(start()).thenThrows(VirtualCoachAlreadyStartedError);
  });

  it('asks the initial confidence after the warm-up game; the rating sets lesson SPEED with 4 s rounds and adds its 6 rounds to the reps', () => {
    const { events, state } = play([start()]);
    expect(state.display).toBe('game');
    given(events)
      .when(finishGame)
      .then([{ type: 'GameFinished', data: { ...ids, lesson: null, finishedAt: at } }]);
    const afterGame = play([finishGame], events);
    expect(afterGame.state.display).toBe('confidence-initial');
    given(afterGame.events)
      .when(rate(2))
      .then([
        { type: 'ConfidenceRated', data: { ...ids, stage: 'initial', confidence: 2, ratedAt: at } },
        { type: 'LessonStarted', data: { ...ids, lesson: 'SPEED', roundDuration: 4, repsAdded: 6, startedAt: at } },
      ]);
    const speed = play([rate(2)], afterGame.events).state;
    expect(speed).toMatchObject({
      display: 'lesson',
      lesson: 'SPEED',
      lessonsSeen: 1,
      totalReps: 6,
      startConfidence: 2,
      stepsCompleted: 1,
      isLessonVideoWatched: false,
    });
    expect(speed.gameSettings.roundDuration).toBe(4);
    expect(speed.progress).toBeCloseTo(1 / 7);
  });

  it('refuses a confidence outside 1 to 5 and a reflection other than Yes or No, changing nothing', () => {
    const atCheck = play([start(), finishGame]).events;
    for (const bad of [0, 6, 2.5, -1]) given(atCheck).when(rate(bad)).thenThrows(VirtualCoachInputError);
    given(atCheck).when(rate(6)).thenThrows('Confidence must be a whole number from 1 to 5.');
    const atQuestion = play([...toSpeed, tryItOut, finishGame]).events;
    given(atQuestion)
      .when(answer('Maybe' as ReflectionAnswer))
      .thenThrows('The answer must be Yes or No.');
  });

  it('needs the lesson video watched before Try it out; watching twice records once', () => {
    const atLesson = play([start(), finishGame, rate(3)]).events;
    given(atLesson).when(tryItOut).thenThrows(LessonVideoNotWatchedError);
    given(atLesson)
      .when(watch)
      .then([{ type: 'LessonVideoWatched', data: { ...ids, lesson: 'SPEED', watchedAt: at } }]);
    const watched = play([watch], atLesson).events;
    given(watched).when(watch).thenNothingHappened();
    given(watched)
      .when(tryItOut)
      .then([{ type: 'GameStarted', data: { ...ids, lesson: 'SPEED', roundDuration: 4, loop: 1, startedAt: at } }]);
  });

  it('asks the reflection after a lesson game: Yes is easy, No is hard', () => {
    const atQuestion = play([...toSpeed, tryItOut]).events;
    given(atQuestion)
      .when(finishGame)
      .then([{ type: 'GameFinished', data: { ...ids, lesson: 'SPEED', finishedAt: at } }]);
    const asked = play([finishGame], atQuestion).events;
    given(asked)
      .when(answer('Yes'))
      .then([
        {
          type: 'ReflectionAnswered',
          data: { ...ids, lesson: 'SPEED', answer: 'Yes', difficulty: 'EASY', answeredAt: at },
        },
      ]);
    given(asked)
      .when(answer('No'))
      .then([
        {
          type: 'ReflectionAnswered',
          data: { ...ids, lesson: 'SPEED', answer: 'No', difficulty: 'HARD', answeredAt: at },
        },
      ]);
    expect(play([answer('No')], asked).state.display).toBe('reflection-context');
  });

  it('SPEED easy lowers the round duration by 1 and goes straight to the game, until the rounds reach the 3 s pass criteria', () => {
    const easy = play([...toSpeed, ...gameAnswered('Yes')]);
    expect(
      nextStepButtons({ lesson: 'SPEED', difficulty: 'EASY', currentLessonLoops: 1, roundDuration: 4 }).map(
        (b) => b.label,
      ),
    ).toEqual(['Continue']);
    given(easy.events)
      .when(choose('CONTINUE'))
      .then([
        { type: 'RoundDurationShortened', data: { ...ids, lesson: 'SPEED', from: 4, to: 3, shortenedAt: at } },
        { type: 'GameStarted', data: { ...ids, lesson: 'SPEED', roundDuration: 3, loop: 2, startedAt: at } },
      ]);
    given(easy.events).when(choose('NEXT_LESSON')).thenThrows(VirtualCoachInputError);
    const atPass = play([choose('CONTINUE'), finishGame, answer('Yes')], easy.events);
    expect(atPass.state.gameSettings.roundDuration).toBe(3);
    given(atPass.events).when(choose('CONTINUE')).thenThrows('CONTINUE is not offered here: choose NEXT_LESSON.');
    given(atPass.events)
      .when(choose('NEXT_LESSON'))
      .then([
        { type: 'LessonCompleted', data: { ...ids, lesson: 'SPEED', nextLesson: 'NONSENSE', completedAt: at } },
        { type: 'LessonStarted', data: { ...ids, lesson: 'NONSENSE', roundDuration: 5, repsAdded: 6, startedAt: at } },
      ]);
  });

  it('easy on another lesson leads to the next lesson, which starts unwatched with loops at 0', () => {
    const nonsense = play([...toSpeed, ...gameAnswered('No'), choose('NEXT_LESSON'), watch, ...gameAnswered('Yes')]);
    expect(
      nextStepButtons({ lesson: 'NONSENSE', difficulty: 'EASY', currentLessonLoops: 1, roundDuration: 5 }).map(
        (b) => b.step,
      ),
    ).toEqual(['NEXT_LESSON']);
    const energy = play([choose('NEXT_LESSON')], nonsense.events).state;
    expect(energy).toMatchObject({
      display: 'lesson',
      lesson: 'ENERGY',
      lessonsSeen: 3,
      currentLessonLoops: 0,
      isLessonVideoWatched: false,
      difficulty: null,
      totalReps: 18,
      stepsCompleted: 3,
    });
  });

  it('hard offers Try Again, Try Again with Coach and Next Lesson', () => {
    const hard = play([...toSpeed, ...gameAnswered('No')]);
    expect(
      nextStepButtons({ lesson: 'SPEED', difficulty: 'HARD', currentLessonLoops: 1, roundDuration: 4 }).map(
        (b) => b.label,
      ),
    ).toEqual(['Try Again', 'Try Again with Coach', 'Next Lesson']);
    given(hard.events)
      .when(choose('TRY_AGAIN'))
      .then([{ type: 'GameStarted', data: { ...ids, lesson: 'SPEED', roundDuration: 4, loop: 2, startedAt: at } }]);
    given(hard.events)
      .when(choose('TRY_AGAIN_WITH_COACH'))
      .then([{ type: 'CoachVideoOpened', data: { ...ids, lesson: 'SPEED', repsAdded: 4, openedAt: at } }]);
    const coached = play([choose('TRY_AGAIN_WITH_COACH')], hard.events);
    expect(coached.state).toMatchObject({ display: 'two-me-two-you', totalReps: 10 });
    given(coached.events)
      .when(continueOn)
      .then([{ type: 'GameStarted', data: { ...ids, lesson: 'SPEED', roundDuration: 4, loop: 2, startedAt: at } }]);
  });

  it('after more than 2 loops on a lesson only the alternate button leads on: Let’s try something else!, or Keep practicing! before Finish', () => {
    const thirdLoop = play([
      ...toSpeed,
      ...gameAnswered('No'),
      choose('TRY_AGAIN'),
      finishGame,
      answer('No'),
      choose('TRY_AGAIN_WITH_COACH'),
      continueOn,
      finishGame,
      answer('No'),
    ]);
    expect(thirdLoop.state.currentLessonLoops).toBe(3);
    expect(thirdLoop.state.totalReps).toBe(10);
    expect(nextStepButtons({ lesson: 'SPEED', difficulty: 'HARD', currentLessonLoops: 3, roundDuration: 4 })).toEqual([
      { step: 'NEXT_LESSON', label: "Let's try something else!", alternate: true },
    ]);
    expect(nextStepButtons({ lesson: 'SENSE', difficulty: 'HARD', currentLessonLoops: 3, roundDuration: 5 })).toEqual([
      { step: 'FINISH', label: 'Keep practicing!', alternate: true },
    ]);
    given(thirdLoop.events).when(choose('TRY_AGAIN')).thenThrows(VirtualCoachInputError);
    given(thirdLoop.events)
      .when(choose('NEXT_LESSON'))
      .then([
        { type: 'LessonCompleted', data: { ...ids, lesson: 'SPEED', nextLesson: 'NONSENSE', completedAt: at } },
        { type: 'LessonStarted', data: { ...ids, lesson: 'NONSENSE', roundDuration: 5, repsAdded: 6, startedAt: at } },
      ]);
    // Two loops are not more than 2: the usual buttons still show.
    expect(
      nextStepButtons({ lesson: 'SPEED', difficulty: 'HARD', currentLessonLoops: 2, roundDuration: 4 }),
    ).toHaveLength(3);
  });

  it('goes through all five lessons in order, then the final check, the conclusion, the offers and the end; the progress bar counts 7 steps', () => {
    const lessonsHard = ['SPEED', 'NONSENSE', 'ENERGY', 'PERSONALITY'].flatMap(() => [
      watch,
      ...gameAnswered('No'),
      choose('NEXT_LESSON'),
    ]);
    const atSense = play([start(true), continueOn, finishGame, rate(2), ...lessonsHard]);
    expect(atSense.state).toMatchObject({ lesson: 'SENSE', lessonsSeen: 5, totalReps: 30, stepsCompleted: 5 });
    const seen = atSense.events.filter((event) => event.type === 'LessonStarted').map((event) => event.data.lesson);
    expect(seen).toEqual(['SPEED', 'NONSENSE', 'ENERGY', 'PERSONALITY', 'SENSE']);
    const senseDone = play([watch, ...gameAnswered('Yes')], atSense.events);
    expect(
      nextStepButtons({ lesson: 'SENSE', difficulty: 'EASY', currentLessonLoops: 1, roundDuration: 5 }).map(
        (b) => b.label,
      ),
    ).toEqual(['Finish']);
    given(senseDone.events)
      .when(choose('FINISH'))
      .then([{ type: 'LessonCompleted', data: { ...ids, lesson: 'SENSE', nextLesson: null, completedAt: at } }]);
    const finalCheck = play([choose('FINISH')], senseDone.events);
    expect(finalCheck.state).toMatchObject({ display: 'confidence-final', stepsCompleted: 6 });
    given(finalCheck.events)
      .when(rate(4))
      .then([{ type: 'ConfidenceRated', data: { ...ids, stage: 'final', confidence: 4, ratedAt: at } }]);
    const conclusion = play([rate(4)], finalCheck.events);
    expect(conclusion.state).toMatchObject({
      display: 'conclusion',
      startConfidence: 2,
      endConfidence: 4,
      totalReps: 30,
      stepsCompleted: 7,
      progress: 1,
    });
    given(conclusion.events)
      .when(continueOn)
      .then([{ type: 'OffersShown', data: { ...ids, shownAt: at } }]);
    const offers = play([continueOn], conclusion.events);
    expect(offers.state.display).toBe('discounts');
    given(offers.events)
      .when(exit)
      .then([{ type: 'VirtualCoachExited', data: { ...ids, exitedAt: at } }]);
    const ended = play([exit], offers.events).state;
    expect(ended).toMatchObject({ status: 'ended', display: 'end' });
    // A finished run can be started again, from the intro's choice.
    given(play([exit], offers.events).events)
      .when(start())
      .then(play([start()]).events);
  });

  it('the progress bar is steps completed divided by 7', () => {
    expect([0, 1, 6, 7].map(progressOf)).toEqual([0, 1 / 7, 6 / 7, 1]);
  });

  it('refuses steps that do not belong on the display, so a stale tab changes nothing', () => {
    given([]).when(finishGame).thenThrows('Virtual Coach has not started yet.');
    const atLesson = play([start(), finishGame, rate(3)]).events;
    given(atLesson).when(finishGame).thenThrows(WrongDisplayError);
    given(atLesson).when(answer('Yes')).thenThrows(WrongDisplayError);
    given(atLesson).when(exit).thenThrows(WrongDisplayError);
    given(atLesson).when(rate(3)).thenThrows(WrongDisplayError);
  });

  it('a confirmed close drops the run; closing with no run records nothing', () => {
    const midway = play([...toSpeed, tryItOut]);
    given(midway.events)
      .when(close)
      .then([{ type: 'VirtualCoachClosed', data: { ...ids, display: 'game', closedAt: at } }]);
    const closed = play([close], midway.events);
    expect(closed.state).toMatchObject({
      status: 'closed',
      display: 'intro',
      lesson: null,
      totalReps: 0,
      startConfidence: null,
    });
    given(closed.events).when(close).thenNothingHappened();
    given([]).when(close).thenNothingHappened();
    given(closed.events)
      .when(start())
      .then(play([start()]).events);
  });
});
