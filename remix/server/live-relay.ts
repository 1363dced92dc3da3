import type { IncomingMessage, Server } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/** The live channels the browser opens on the web app's own origin, relayed to the BFF. */
export const LIVE_PATH_PREFIX = '/live/';
/** The AI coach's status socket (spec 1 §7 {coach}/ws), relayed the same way. */
export const COACH_SOCKET_PATH = '/coach/ws';

const isRelayed = (url: string) =>
  url.startsWith(LIVE_PATH_PREFIX) || url === COACH_SOCKET_PATH || url.startsWith(`${COACH_SOCKET_PATH}?`);

/**
 * Relays WebSocket upgrades under /live/ and to /coach/ws to the BFF byte for byte, so the browser keeps talking
 * to one origin (the Content Security Policy stays 'self') while the BFF owns the socket and its
 * ticket check. Any other upgrade is left to whoever else listens (Vite's HMR in development).
 */
export function relayLiveChannels(server: Server, bffUrl: string): void {
  const target = new URL(bffUrl);
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    if (!request.url || !isRelayed(request.url)) return;
    const upstream = net.connect(port, target.hostname, () => {
      const lines = [`${request.method ?? 'GET'} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i] ?? '';
        if (name.toLowerCase() === 'host') lines.push(`Host: ${target.host}`);
        else lines.push(`${name}: ${request.rawHeaders[i + 1] ?? ''}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', () => {
      if (client.writable) client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
      close();
    });
    client.on('error', close);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
}
