import { useEffect, useRef, useState } from 'react';
import { REGISTRATION_POLL_MS } from '@impromptu/classes/rules';
import { callRelayed } from '~/utils/bff-client';
import type { RegistrationList } from './types';

export type LiveChannelState = 'connecting' | 'live' | 'polling';

/**
 * A class's registration list kept current for everyone watching (issue 13): pushed over the live
 * WebSocket within a second of a change; while the socket is down, fetched every 3 s (spec 3 §4.9),
 * skipped while the tab is hidden, never from a cache.
 */
export function useLiveRegistrations(
  id: string,
  initial: RegistrationList | null,
): { list: RegistrationList | null; channel: LiveChannelState; refresh: () => void } {
  const [list, setList] = useState(initial);
  const [channel, setChannel] = useState<LiveChannelState>('connecting');
  const refreshRef = useRef<() => void>(() => undefined);

  useEffect(() => setList(initial), [initial]);

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let pollTimer: number | undefined;
    let retryTimer: number | undefined;
    let attempts = 0;

    async function poll() {
      if (stopped || document.visibilityState === 'hidden') return;
      // Offline for a moment: the next tick tries again.
      const answer = await callRelayed('classRegistrations', { params: { scheduledEventId: id } });
      if (answer.ok && !stopped) setList(answer.data);
    }
    refreshRef.current = () => void poll();

    function startPolling() {
      setChannel('polling');
      if (pollTimer === undefined) pollTimer = window.setInterval(() => void poll(), REGISTRATION_POLL_MS);
    }
    function stopPolling() {
      if (pollTimer !== undefined) window.clearInterval(pollTimer);
      pollTimer = undefined;
    }

    async function connect() {
      if (stopped) return;
      try {
        const answer = await callRelayed('liveTicket', {});
        if (!answer.ok) throw new Error(`ticket ${answer.error.statusCode}`);
        const { ticket } = answer.data;
        if (stopped) return;
        const url = new URL(`/live/registrations?ticket=${encodeURIComponent(ticket)}`, window.location.href);
        url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
        socket = new WebSocket(url);
        socket.addEventListener('open', () => {
          attempts = 0;
          socket?.send(JSON.stringify({ event: 'subscribe', data: { scheduledEventId: id } }));
        });
        socket.addEventListener('message', (message) => {
          try {
            const parsed = JSON.parse(String(message.data)) as { event?: string; data?: RegistrationList };
            if (parsed.event === 'registrations' && parsed.data?.scheduledEventId === id) {
              stopPolling();
              setChannel('live');
              setList(parsed.data);
            }
          } catch {
            // Not ours: ignore.
          }
        });
        socket.addEventListener('close', () => {
          socket = null;
          if (stopped) return;
          startPolling();
          // Back off, then try the live channel again: 1 s, 2 s, 4 s … up to 30 s.
          attempts += 1;
          retryTimer = window.setTimeout(() => void connect(), Math.min(30_000, 1_000 * 2 ** Math.min(attempts, 5)));
        });
      } catch {
        startPolling();
        attempts += 1;
        retryTimer = window.setTimeout(() => void connect(), Math.min(30_000, 1_000 * 2 ** Math.min(attempts, 5)));
      }
    }

    // Without a first list (a class opened from the schedule), fetch it at once.
    if (initial === null) void poll();
    void connect();
    return () => {
      stopped = true;
      stopPolling();
      if (retryTimer !== undefined) window.clearTimeout(retryTimer);
      socket?.close(1000, 'page left');
    };
    // The socket belongs to the class: a new first list does not reconnect it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the socket belongs to the class, see above
  }, [id]);

  return { list, channel, refresh: () => refreshRef.current() };
}
