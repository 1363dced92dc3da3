import { WebSocket } from 'undici';

/**
 * A WebSocket that collects what arrives as JSON, for the tests of the live channels. `next` waits for the
 * first message that fits, from now on, or, with `{ received: true }`, also among those already received.
 */
export function openSocket<M>(url: string) {
  const socket = new WebSocket(url);
  const received: M[] = [];
  const waiters: { test: (m: M) => boolean; resolve: (m: M) => void }[] = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as M;
    received.push(message);
    for (const waiter of waiters.filter((w) => w.test(message))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('socket error')));
  });
  return {
    socket,
    opened,
    closed,
    received,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    next(test: (m: M) => boolean, timeoutMs = 30_000, options: { received?: boolean } = {}): Promise<M> {
      const already = options.received ? received.find(test) : undefined;
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no such message within ${timeoutMs} ms; received ${JSON.stringify(received)}`)),
          timeoutMs,
        );
        waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}
