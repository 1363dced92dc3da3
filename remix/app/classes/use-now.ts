import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `intervalMs`: countdowns and the LIVE state follow the clock
 * without a reload. Starts from the server's render time (`renderedAt`, the load context's) so the first paint of a
 * document matches; a client navigation has none and starts from the browser's clock.
 */
export function useNow(intervalMs = 1_000, renderedAt?: string | null): Date {
  const [now, setNow] = useState(() => (renderedAt ? new Date(renderedAt) : new Date()));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
