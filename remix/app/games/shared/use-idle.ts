import { useEffect, useState } from 'react';
import { IDLE_TIMEOUT_MS } from '@impromptu/games';

const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** True after timeoutMs without pointer or keyboard activity (controls hide in Conductor, Slideshow and Podcast). */
export function useIdle(timeoutMs: number = IDLE_TIMEOUT_MS, enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setIdle(false);
      return;
    }
    let timer = setTimeout(() => setIdle(true), timeoutMs);
    const onActivity = () => {
      clearTimeout(timer);
      setIdle(false);
      timer = setTimeout(() => setIdle(true), timeoutMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [timeoutMs, enabled]);
  return idle;
}
