import { useEffect } from 'react';
import { READY_COUNTDOWN_STEP_MS } from '@impromptu/games';
import { accentInk } from './game-colour';
import { useTimersHeld } from './timers-held';

export interface ReadyCountdownProps {
  /** 'Ready?', 'Set.' or 'Go!' (countdownText of the engine). */
  text: string | null;
  /** Called every step (COUNTDOWN_TICK). */
  onTick(): void;
  stepMs?: number;
  colour?: string;
}

/** 'Ready?', 'Set.', 'Go!' one step a second. */
export function ReadyCountdown({
  text,
  onTick,
  stepMs = READY_COUNTDOWN_STEP_MS,
  colour = '#617F89',
}: ReadyCountdownProps) {
  // Held while a question stands over the game (Leave this game?): the step starts again once it is answered.
  const held = useTimersHeld();
  useEffect(() => {
    if (text === null || held) return;
    const timer = setTimeout(onTick, stepMs);
    return () => clearTimeout(timer);
  }, [text, onTick, stepMs, held]);
  return (
    <div className="flex flex-1 items-center justify-center">
      <p
        role="status"
        aria-live="assertive"
        className="text-7xl font-black tracking-tight sm:text-9xl"
        style={{ color: accentInk(colour) }}
      >
        {text}
      </p>
    </div>
  );
}
