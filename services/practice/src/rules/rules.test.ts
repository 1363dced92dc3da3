import { describe, expect, it } from '@jest/globals';
import {
  cyclicSessionIndex,
  elementKind,
  gameProgress,
  initialSequenceIndex,
  isMilestoneDone,
  stepBack,
  stepForward,
  textInputProblem,
  timedStepSeconds,
  timerBarPercent,
  timerPhase,
  untilMidnight,
  wordCount,
} from './index.js';

describe('practice rules', () => {
  it('reads an element’s kind from its goal, input or content type', () => {
    expect(elementKind({ goal: {}, input: null, content: null })).toBe('GAME');
    expect(elementKind({ goal: null, input: {}, content: null })).toBe('INPUT');
    expect(elementKind({ goal: null, input: null, content: { type: 'DISCUSSION' } })).toBe('DISCUSSION');
    expect(elementKind({ goal: null, input: null, content: { type: null } })).toBe('INSTRUCTION');
    expect(elementKind({ goal: null, input: null, content: { type: 'HOLOGRAM' } })).toBe('UNKNOWN');
  });

  it('moves forward and back one element, counting the games passed', () => {
    const isGame = (index: number) => index === 2;
    const bounds = { lastElementIndex: 4, gameCount: 1 };
    expect(stepForward({ elementIndex: 2, gameIndex: 0 }, isGame, bounds)).toEqual({ elementIndex: 3, gameIndex: 1 });
    expect(stepBack({ elementIndex: 3, gameIndex: 1 }, isGame, bounds)).toEqual({ elementIndex: 2, gameIndex: 0 });
    expect(stepBack({ elementIndex: 0, gameIndex: 0 }, isGame, bounds)).toEqual({ elementIndex: 0, gameIndex: 0 });
    expect(stepForward({ elementIndex: 4, gameIndex: 1 }, isGame, bounds)).toEqual({ elementIndex: 4, gameIndex: 1 });
  });

  it('checks text inputs with the spec’s messages', () => {
    const rules = { label: 'Arrow', minWords: 4, maxWords: 6 };
    expect(wordCount('  one  two\nthree ')).toBe(3);
    expect(textInputProblem('   ', rules)).toBe('Field cannot be empty.');
    expect(textInputProblem('too few words', rules)).toBe('Arrow must be over 4 words long.');
    expect(textInputProblem('one two three four five six seven', rules)).toBe('Arrow must be under 6 words long.');
    expect(textInputProblem('one two three four', rules)).toBeNull();
    expect(textInputProblem('ab', { label: 'Name', minLength: 3 })).toBe('Name must be over 3 characters.');
    expect(textInputProblem('abcd', { label: 'Name', maxLength: 3 })).toBe('Name must be under 3 characters.');
  });

  it('times steps by slideDuration, else the speed preset, else 10 s', () => {
    expect(timedStepSeconds({ timerSpeed: 'EXTRA_SLOW', metadata: {} })).toBe(30);
    expect(timedStepSeconds({ timerSpeed: 'SLOW', metadata: {} })).toBe(15);
    expect(timedStepSeconds({ timerSpeed: 'MEDIUM', metadata: {} })).toBe(10);
    expect(timedStepSeconds({ timerSpeed: 'FAST', metadata: {} })).toBe(5);
    expect(timedStepSeconds({ timerSpeed: null, metadata: {} })).toBe(10);
    expect(timedStepSeconds({ timerSpeed: 'FAST', metadata: { slideDuration: 20 } })).toBe(20);
  });

  it('goes into overtime at 100 % and recommends continuing from 150 %, the bar capped at 100 %', () => {
    expect(timerPhase(4.9, 5)).toBe('running');
    expect(timerPhase(5, 5)).toBe('overtime');
    expect(timerPhase(7.5, 5)).toBe('strong-recommendation');
    expect(timerBarPercent(2.5, 5)).toBe(50);
    expect(timerBarPercent(9, 5)).toBe(100);
  });

  it('measures a game’s progress per game and marks milestones done', () => {
    const end = (shortCode: string) =>
      gameProgress({
        shortCode,
        settings: { totalDuration: 60, speechDuration: 30, currentRound: 5 },
        elapsedSeconds: 58.6,
      });
    expect(
      ['timer', 'conductor', 'snow-globe', 'triple-step', 'autocomplete-breath', 'analogies', 'slideshow'].map(end),
    ).toEqual([60, 63, 60, 100, 30, 5, 59]);
    expect(isMilestoneDone({ goalIndex: 0, settings: { totalRounds: 5 } }, 5, 0)).toBe(true);
    expect(isMilestoneDone({ goalIndex: 0, settings: { totalDuration: 60 } }, 59, 1)).toBe(false);
    expect(isMilestoneDone({ goalIndex: 0, settings: {} }, undefined, 1)).toBe(true);
    expect(isMilestoneDone({ goalIndex: 1, settings: {} }, undefined, 1)).toBe(false);
    expect([
      initialSequenceIndex('analogies'),
      initialSequenceIndex('autocomplete'),
      initialSequenceIndex('timer'),
    ]).toEqual([1, 1, 0]);
  });

  it('cycles through the daily sessions one a day, and counts down to the zone’s midnight', () => {
    expect(cyclicSessionIndex('1970-01-01', 22)).toBe(0);
    expect(cyclicSessionIndex('1970-01-23', 22)).toBe(0);
    expect(cyclicSessionIndex('2026-03-02', 22)).toBe((cyclicSessionIndex('2026-03-01', 22) + 1) % 22);
    // 12:00 UTC is 01:00 the next day in Auckland (NZDT, +13) and 04:00 in Los Angeles (PST, -8).
    const now = new Date('2026-03-01T12:00:00.000Z');
    expect(untilMidnight(now, 'Pacific/Auckland')).toEqual({ days: 0, hours: 23, minutes: 0, seconds: 0 });
    expect(untilMidnight(now, 'America/Los_Angeles')).toEqual({ days: 0, hours: 20, minutes: 0, seconds: 0 });
  });
});
