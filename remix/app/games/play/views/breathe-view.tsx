import { useEffect, useState } from 'react';
import { usePausableCountdown } from '../../shared/use-pausable-countdown';
import { TimerControls } from '../controls';
import type { ComponentViewProps } from '../view-props';

/** 'BREATHE IN' grows a circle and 'BREATHE OUT' shrinks it over the phase's seconds. */
export function BreatheView({ component, onDone, colour }: ComponentViewProps<'breathe'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  const inhale = component.phase === 'BREATHE IN';
  const [expanded, setExpanded] = useState(!inhale);
  // Start from the other size, then transition over the phase.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setExpanded(inhale));
    return () => cancelAnimationFrame(frame);
  }, [inhale]);
  return (
    <section aria-label="Breath" className="flex flex-1 flex-col items-center justify-center gap-10 px-4 text-center">
      <div className="relative flex h-72 w-72 items-center justify-center sm:h-96 sm:w-96">
        <div
          aria-hidden="true"
          className="absolute inset-0 rounded-full opacity-30 motion-reduce:transition-none"
          style={{
            backgroundColor: colour,
            transform: `scale(${expanded ? 1 : 0.45})`,
            transitionProperty: 'transform',
            transitionTimingFunction: 'ease-in-out',
            transitionDuration: `${component.durationSeconds}s`,
          }}
        />
        <h2 className="relative text-4xl font-black tracking-wide text-ink sm:text-5xl">{component.phase}</h2>
      </div>
      <TimerControls countdown={countdown} onDone={onDone} colour={colour} label="Breath timer" />
    </section>
  );
}
