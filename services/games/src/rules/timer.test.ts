import { describe, expect, it } from '@jest/globals';
import {
  countdownFraction,
  countdownRemainingMs,
  createCountdown,
  FEEDBACK_ROUND_SECONDS,
  FEEDBACK_TIMER_DEFAULT_SECONDS,
  formatClock,
  isCountdownFinished,
  LONG_TIMER_TICK_MS,
  pauseCountdown,
  READY_COUNTDOWN_WORDS,
  startCountdown,
  tickMsFor,
  TIMER_TICK_MS,
} from './timer.js';

describe('timer constants (spec 1 §9, spec 2 §9)', () => {
  it('ticks every 10 ms, 100 ms for long timers', () => {
    expect(TIMER_TICK_MS).toBe(10);
    expect(LONG_TIMER_TICK_MS).toBe(100);
    expect(tickMsFor(5)).toBe(10);
    expect(tickMsFor(300)).toBe(100);
  });

  it('feedback timer 10 s by default, feedback round 15 s; Ready?, Set., Go!', () => {
    expect(FEEDBACK_TIMER_DEFAULT_SECONDS).toBe(10);
    expect(FEEDBACK_ROUND_SECONDS).toBe(15);
    expect(READY_COUNTDOWN_WORDS).toEqual(['Ready?', 'Set.', 'Go!']);
  });
});

describe('formatClock (timers as mm:ss)', () => {
  it.each([
    [0, 'up', '00:00'],
    [5, 'up', '00:05'],
    [4.2, 'up', '00:05'],
    [4.2, 'down', '00:04'],
    [59.999, 'down', '00:59'],
    [60, 'up', '01:00'],
    [300, 'up', '05:00'],
    [1800, 'up', '30:00'],
    [3725, 'down', '62:05'],
    [-3, 'up', '00:00'],
  ] as const)('%p s rounded %s shows %p', (seconds, rounding, expected) => {
    expect(formatClock(seconds, rounding)).toBe(expected);
  });
});

describe('countdown on a monotonic clock', () => {
  it('derives remaining time from timestamps, across a pause', () => {
    let c = startCountdown(createCountdown(10_000), 1_000);
    expect(countdownRemainingMs(c, 4_000)).toBe(7_000);
    c = pauseCountdown(c, 4_000);
    // Time passing while paused does not count.
    expect(countdownRemainingMs(c, 60_000)).toBe(7_000);
    c = startCountdown(c, 60_000);
    expect(countdownRemainingMs(c, 65_000)).toBe(2_000);
    expect(countdownFraction(c, 65_000)).toBeCloseTo(0.2);
    expect(isCountdownFinished(c, 67_000)).toBe(true);
    expect(countdownRemainingMs(c, 90_000)).toBe(0);
  });

  it('a countdown not started yet has its whole duration left', () => {
    expect(countdownRemainingMs(createCountdown(5_000), 123)).toBe(5_000);
  });
});
