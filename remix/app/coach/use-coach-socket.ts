import { useEffect, useRef, useState } from 'react';
import { AI_COACH_TIMINGS } from '@impromptu/bff/contracts';
import { readCoachServerMessage, type CoachServerMessage } from './coach-messages';
import { callBff } from '~/utils/bff-client';
import { reconnectDelayMs, type CoachLink } from './bot-connection-rules';
import { shellCoachSocketTicket } from './shell-routes';

export type { CoachServerMessage };

/**
 * The AI coach status socket (spec 1 §7, §8, §9): /coach/ws on the web app's origin (relayed to the
 * BFF) opened with a single-use ticket; monitor_status and get_status for `botIds`, a heartbeat every
 * 30 s; an error marks it disconnected and an abnormal close reconnects with a new ticket after
 * 1 s, 2 s, 4 s, 8 s and 16 s, then gives up. Each server message for a watched bot goes to onMessage.
 */
export function useCoachSocket(
  botIds: readonly string[] | null,
  onMessage: (message: CoachServerMessage) => void,
): CoachLink {
  const [link, setLink] = useState<CoachLink>('connecting');
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;
  const key = botIds && botIds.length > 0 ? [...botIds].sort().join(',') : null;

  useEffect(() => {
    if (!key) return;
    const ids = key.split(',');
    let stopped = false;
    let socket: WebSocket | null = null;
    let heartbeat: number | undefined;
    let retryTimer: number | undefined;
    let attempts = 0;
    setLink('connecting');

    function lost() {
      if (stopped) return;
      setLink('disconnected');
      attempts += 1;
      const delay = reconnectDelayMs(attempts);
      // After the fifth failed attempt the link stays down: the badge's tooltip asks for a refresh.
      if (delay !== null) retryTimer = window.setTimeout(() => void connect(), delay);
    }

    async function connect() {
      if (stopped) return;
      const answer = await callBff(shellCoachSocketTicket, {});
      if (!answer.ok) {
        lost();
        return;
      }
      const { ticket } = answer.data;
      if (stopped) return;
      const url = new URL(`/coach/ws?ticket=${encodeURIComponent(ticket)}`, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const current = new WebSocket(url);
      socket = current;
      const send = (message: unknown) => {
        if (current.readyState === WebSocket.OPEN) current.send(JSON.stringify(message));
      };
      current.addEventListener('open', () => {
        attempts = 0;
        setLink('connected');
        send({ type: 'monitor_status', botIds: ids });
        for (const botId of ids) send({ type: 'get_status', botId });
        heartbeat = window.setInterval(() => send({ type: 'heartbeat' }), AI_COACH_TIMINGS.heartbeatMs);
      });
      current.addEventListener('message', (event) => {
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const message = readCoachServerMessage(data);
        if (!message) return;
        // Only the watched bots' news (the BFF filters too).
        if ((message.type === 'status_update' || message.type === 'connection_update') && !ids.includes(message.botId))
          return;
        onMessageRef.current(message);
      });
      current.addEventListener('error', () => {
        if (!stopped) setLink('disconnected');
      });
      current.addEventListener('close', (event) => {
        if (heartbeat !== undefined) window.clearInterval(heartbeat);
        heartbeat = undefined;
        if (socket === current) socket = null;
        if (stopped) return;
        if (event.code === 1000) setLink('disconnected');
        else lost();
      });
    }

    void connect();
    return () => {
      stopped = true;
      if (retryTimer !== undefined) window.clearTimeout(retryTimer);
      if (heartbeat !== undefined) window.clearInterval(heartbeat);
      socket?.close(1000, 'page left');
    };
  }, [key]);

  return link;
}
