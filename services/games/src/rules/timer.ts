/** Timer tick of spec 1 §9 (and spec 2 §9): 10 ms. */
export const TIMER_TICK_MS = 10;
/** Long timers and card-style games tick every 100 ms (spec 1 §9). */
export const LONG_TIMER_TICK_MS = 100;
/** From this duration on a timer counts as long; the spec names no threshold, one minute keeps short rounds smooth. */
export const LONG_TIMER_THRESHOLD_SECONDS = 60;
/** Feedback timer default of spec 1 §9. */
export const FEEDBACK_TIMER_DEFAULT_SECONDS = 10;
/** The feedback round of a multiplayer game with feedback time (spec 2 §4, §9). */
export const FEEDBACK_ROUND_SECONDS = 15;
/** Ready countdown of spec 1 §2, one word a second (spec 1 §9). */
export const READY_COUNTDOWN_WORDS = ['Ready?', 'Set.', 'Go!'] as const;
export const READY_COUNTDOWN_STEP_MS = 1000;
/** Controls hide after 5 s without input in Conductor, Slideshow and Podcast (spec 2 §2, §9). */
export const IDLE_TIMEOUT_MS = 5000;

export function tickMsFor(durationSeconds: number): number {
  return durationSeconds >= LONG_TIMER_THRESHOLD_SECONDS ? LONG_TIMER_TICK_MS : TIMER_TICK_MS;
}

/**
 * Timers show mm:ss (spec 1 §9). Minutes are not capped at 59 (Timer reaches 30:00).
 * A countdown rounds up (4.2 s left shows 00:05, 0 only at the end); a stopwatch rounds down.
 */
export function formatClock(seconds: number, rounding: 'up' | 'down' = 'up'): string {
  const whole = Math.max(0, rounding === 'up' ? Math.ceil(seconds - 1e-9) : Math.floor(seconds + 1e-9));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * A pausable countdown measured on a monotonic clock (performance.now() in the browser):
 * remaining time is derived from timestamps, never from counted intervals, so it does not drift.
 */
export interface Countdown {
  durationMs: number;
  /** Clock reading when the countdown last started or resumed; null while paused or not started. */
  runningSince: number | null;
  /** Time already spent before runningSince. */
  elapsedMs: number;
}

export function createCountdown(durationMs: number): Countdown {
  return { durationMs, runningSince: null, elapsedMs: 0 };
}

export function startCountdown(countdown: Countdown, now: number): Countdown {
  return countdown.runningSince === null ? { ...countdown, runningSince: now } : countdown;
}

export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince === null) return countdown;
  return { ...countdown, runningSince: null, elapsedMs: countdownElapsedMs(countdown, now) };
}

export function countdownElapsedMs(countdown: Countdown, now: number): number {
  const running = countdown.runningSince === null ? 0 : Math.max(0, now - countdown.runningSince);
  return Math.min(countdown.durationMs, countdown.elapsedMs + running);
}

export function countdownRemainingMs(countdown: Countdown, now: number): number {
  return countdown.durationMs - countdownElapsedMs(countdown, now);
}

/** Share of the pie still to run, 1 at the start and 0 at the end. */
export function countdownFraction(countdown: Countdown, now: number): number {
  return countdown.durationMs <= 0 ? 0 : countdownRemainingMs(countdown, now) / countdown.durationMs;
}

export function isCountdownFinished(countdown: Countdown, now: number): boolean {
  return countdownRemainingMs(countdown, now) <= 0;
}
