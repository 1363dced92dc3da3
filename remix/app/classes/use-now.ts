import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `intervalMs`: countdowns and the LIVE state follow the clock
 * without a reload. Starts from the server's render time so the first paint matches.
 */
export function useNow(intervalMs = 1_000, initial?: Date): Date {
  const [now, setNow] = useState(() => initial ?? new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
