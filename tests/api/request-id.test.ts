import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import request from 'supertest';
import { createBffClient } from '../../remix/app/utils/bff.server.js';
import { createWebApp } from '../../remix/server/app.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { captureLog } from '../support/log.js';
import { inProcessOnly } from '../support/target.js';

// Issue 23: one page view can be followed across the two processes. The web server's real chain
// (request ids, pino-http, request scope) and the web app's real BFF client call the real BFF; the
// page itself is a stand-in for Remix that loads what the root and a page loader load.
inProcessOnly('reads the BFF’s own log lines').describe('one request id from the browser to the BFF', () => {
  const bffLog = captureLog('info');
  const webLog = captureLog('info');
  let bff: TestApp;
  let bffServer: Server;

  beforeAll(async () => {
    bff = await createTestApp({ logger: bffLog.logger });
    bffServer = bff.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => bffServer.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await bff?.close();
  });

  function webApp() {
    const { port } = bffServer.address() as AddressInfo;
    const client = createBffClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 10_000 });
    const page: RequestHandler = (_req, res, next) => {
      Promise.all([client.getHealth(), client.listGames()])
        .then(([health, games]) => res.json({ health: health.status, games: games.length }))
        .catch(next);
    };
    return createWebApp({ development: false, trustProxy: false, assets: [], remix: page, logger: webLog.logger });
  }

  const requestLines = (entries: Record<string, unknown>[]) =>
    entries.filter((entry) => entry.msg === 'request completed');

  it('logs the page view in web and its BFF calls under the id the browser gets back', async () => {
    webLog.entries.length = 0;
    bffLog.entries.length = 0;
    const response = await request(webApp()).get('/games/dashboard');
    expect(response.status).toBe(200);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));

    expect(requestLines(webLog.entries)).toEqual([
      expect.objectContaining({ requestId, req: { method: 'GET', url: '/games/dashboard' } }),
    ]);
    const bffLines = requestLines(bffLog.entries);
    expect(bffLines.map((entry) => (entry.req as { url: string }).url).sort()).toEqual(['/games', '/health']);
    for (const line of bffLines) expect(line.requestId).toBe(requestId);
  });

  it('carries a well-formed id the browser (or a proxy in front) sent, and no other', async () => {
    bffLog.entries.length = 0;
    const kept = await request(webApp()).get('/').set('x-request-id', 'edge-7f3a.42');
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.42');
    expect(requestLines(bffLog.entries).map((entry) => entry.requestId)).toEqual(['edge-7f3a.42', 'edge-7f3a.42']);

    bffLog.entries.length = 0;
    const replaced = await request(webApp()).get('/').set('x-request-id', 'forged id "level":60');
    expect(replaced.headers['x-request-id']).not.toContain('forged');
    expect(requestLines(bffLog.entries).map((entry) => entry.requestId)).toEqual([
      replaced.headers['x-request-id'],
      replaced.headers['x-request-id'],
    ]);
  });

  it('two page views get two ids', async () => {
    const first = await request(webApp()).get('/');
    const second = await request(webApp()).get('/');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
