import { useEffect, useRef, useState, type ReactNode } from 'react';
import { STRONG_RECOMMENDATION, timerBarPercent, timerPhase } from '@impromptu/practice/rules';
import { useTimersHeld } from '~/games/shared/timers-held';
import { StepButton } from '../ui';

const TICK_MS = 100;

/** Seconds on the clock while not paused: read from performance.now(), so it never drifts. */
function useElapsedSeconds(paused: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  useEffect(() => {
    let last = performance.now();
    let total = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      if (!pausedRef.current) total += (now - last) / 1000;
      last = now;
      setElapsed(total);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return elapsed;
}

/**
 * A timed instruction or discussion (spec 2 §4): the timer runs with pause/resume and skip until
 * overtime; at 100 % the overtime warning, from 150 % the strong recommendation, the bar capped at
 * 100 %; then Continue. `slot` hosts what a discussion adds (the recorded discussion, later).
 */
export function TimedStep({
  seconds,
  onContinue,
  children,
  slot,
}: {
  seconds: number;
  onContinue: () => void;
  children: ReactNode;
  slot?: ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  // A question over the practice (Leave this practice?) holds the clock as Pause does.
  const held = useTimersHeld();
  const elapsed = useElapsedSeconds(paused || held);
  const phase = timerPhase(elapsed, seconds);
  const percent = timerBarPercent(elapsed, seconds);
  const left = Math.max(0, Math.ceil(seconds - elapsed));
  return (
    <div className="flex flex-col gap-6">
      {children}
      {slot}
      <div className="mx-auto w-full max-w-2xl">
        <div
          role="progressbar"
          aria-label="Time on this step"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full ${phase === 'running' ? 'bg-brand-blue' : 'bg-amber-500'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {phase === 'running' ? (
            <>
              <p className="text-sm font-semibold tabular-nums text-ink-muted" aria-live="off">
                {left} s left
              </p>
              <div className="flex gap-2">
                <StepButton variant="secondary" type="button" onClick={() => setPaused((p) => !p)}>
                  {paused ? 'Resume' : 'Pause'}
                </StepButton>
                <StepButton variant="secondary" type="button" onClick={onContinue}>
                  Skip
                </StepButton>
              </div>
            </>
          ) : (
            <>
              <p role="status" className="text-base font-bold text-amber-800">
                {phase === 'strong-recommendation' ? STRONG_RECOMMENDATION : 'Overtime: the time for this step is up.'}
              </p>
              <StepButton type="button" onClick={onContinue}>
                Continue
              </StepButton>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
