import { useCallback, useEffect, useRef, useState } from 'react';
import { countdownElapsedMs, createCountdown, pauseCountdown, startCountdown, type Countdown } from '@impromptu/games';
import { useTimersHeld } from './timers-held';

export interface PausableCountdown {
  durationMs: number;
  remainingMs: number;
  elapsedMs: number;
  /** Share still to run: 1 at the start, 0 at the end. */
  fraction: number;
  isPaused: boolean;
  isFinished: boolean;
  pause(): void;
  resume(): void;
  toggle(): void;
  /** Elapsed milliseconds read from the clock now (for skip: the time actually spent). */
  readElapsedMs(): number;
}

export interface PausableCountdownOptions {
  /** Called once when the countdown reaches zero. */
  onFinish?: () => void;
  /** The Space key pauses and resumes this countdown (only the screen's main timer). */
  spaceToggles?: boolean;
  /** Starts paused (the player resumes it). */
  startPaused?: boolean;
}

function clockNow(): number {
  return typeof performance === 'undefined' ? 0 : performance.now();
}

/** Space on a button or a field is that control's own key, not the timer's. */
function isOwnSpaceTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['BUTTON', 'INPUT', 'TEXTAREA', 'SELECT', 'A', 'SUMMARY'].includes(target.tagName);
}

/**
 * How often a running countdown redraws: its ring moves each tenth of a second (a few pixels a step at most) and its
 * mm:ss with the tenth that turns the second. A redraw on every animation frame re-rendered the whole round sixty
 * times a second: a third of a core in the browser while a round ran, on a phone too (ADR 0048).
 */
const COUNTDOWN_TICK_MS = 100;

/**
 * A pausable countdown read from performance.now() each tenth of its elapsed time (a timer set for the next one, or
 * for the end when it comes first): remaining = duration − (now − start − paused), so it never drifts the way
 * counted intervals do.
 */
export function usePausableCountdown(durationMs: number, options: PausableCountdownOptions = {}): PausableCountdown {
  const countdown = useRef<Countdown>(createCountdown(durationMs));
  const [now, setNow] = useState(0);
  const [isPaused, setIsPaused] = useState(Boolean(options.startPaused));
  const [isFinished, setIsFinished] = useState(durationMs <= 0);
  const finished = useRef(false);
  const onFinish = useRef(options.onFinish);
  onFinish.current = options.onFinish;

  // A new duration is a new countdown.
  useEffect(() => {
    const start = clockNow();
    countdown.current = options.startPaused
      ? createCountdown(durationMs)
      : startCountdown(createCountdown(durationMs), start);
    finished.current = false;
    setIsFinished(false);
    setIsPaused(Boolean(options.startPaused));
    setNow(start);
    // startPaused is read once per countdown on purpose: later changes do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- startPaused is read once per countdown, see above
  }, [durationMs]);

  const check = useCallback(() => {
    const at = clockNow();
    setNow(at);
    if (!finished.current && countdownElapsedMs(countdown.current, at) >= countdown.current.durationMs) {
      finished.current = true;
      countdown.current = pauseCountdown(countdown.current, at);
      setIsFinished(true);
      onFinish.current?.();
    }
  }, []);

  useEffect(() => {
    if (isPaused || isFinished) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const elapsed = countdownElapsedMs(countdown.current, clockNow());
      const untilEnd = countdown.current.durationMs - elapsed;
      // Just past the next tenth, so the redraw reads the tenth (and the second) it was set for.
      const untilTick = (Math.floor(elapsed / COUNTDOWN_TICK_MS) + 1) * COUNTDOWN_TICK_MS - elapsed + 1;
      timer = setTimeout(
        () => {
          check();
          if (!finished.current) next();
        },
        Math.max(0, Math.min(untilEnd, untilTick)),
      );
    };
    next();
    // A background tab slows chained timers (to one a minute after five minutes hidden): a timeout set once at the
    // expected end still finishes the countdown on time there.
    const left = countdown.current.durationMs - countdownElapsedMs(countdown.current, clockNow());
    const end = setTimeout(check, Math.max(0, left) + 20);
    return () => {
      clearTimeout(timer);
      clearTimeout(end);
    };
  }, [isPaused, isFinished, check, durationMs]);

  const pause = useCallback(() => {
    if (finished.current) return;
    const at = clockNow();
    countdown.current = pauseCountdown(countdown.current, at);
    setNow(at);
    setIsPaused(true);
  }, []);

  const resume = useCallback(() => {
    if (finished.current) return;
    const at = clockNow();
    countdown.current = startCountdown(countdown.current, at);
    setNow(at);
    setIsPaused(false);
  }, []);

  // A question over the game (Leave this game?) holds a running countdown; answered Stay, it runs on from where it
  // was. A countdown the learner had paused stays paused.
  const held = useTimersHeld();
  const pausedByHold = useRef(false);
  useEffect(() => {
    if (held) {
      if (countdown.current.runningSince === null || finished.current) return;
      pausedByHold.current = true;
      pause();
    } else if (pausedByHold.current) {
      pausedByHold.current = false;
      resume();
    }
  }, [held, pause, resume]);

  const toggle = useCallback(() => {
    if (countdown.current.runningSince === null) resume();
    else pause();
  }, [pause, resume]);

  const spaceToggles = Boolean(options.spaceToggles);
  useEffect(() => {
    if (!spaceToggles) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.repeat || isOwnSpaceTarget(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spaceToggles, toggle]);

  const readElapsedMs = useCallback(() => countdownElapsedMs(countdown.current, clockNow()), []);

  const elapsedMs = countdownElapsedMs(countdown.current, now);
  const remainingMs = Math.max(0, durationMs - elapsedMs);
  return {
    durationMs,
    remainingMs,
    elapsedMs,
    fraction: durationMs <= 0 ? 0 : remainingMs / durationMs,
    isPaused,
    isFinished,
    pause,
    resume,
    toggle,
    readElapsedMs,
  };
}
