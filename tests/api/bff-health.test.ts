import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';
import { captureLog } from '../support/log.js';
import { inProcessOnly } from '../support/target.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A port nothing listens on: bound by the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('GET /health', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers ok when PostgreSQL and Redis are reachable', async () => {
    const response = await app.http().get('/health');
    expect(response.status).toBe(200);
    // A test BFF has no third-party settings: outside production its ports run their stand-ins by default.
    expect(response.body).toEqual({
      status: 'ok',
      checks: { postgres: 'ok', redis: 'ok' },
      embedded: ['payments', 'meetings', 'coachBots', 'mediaStorage'],
    });
  });

  it('generates a uuid request id when none or an unsafe one is sent', async () => {
    const none = await app.http().get('/health');
    expect(none.headers['x-request-id']).toMatch(UUID);
    const unsafe = await app.http().get('/health').set('x-request-id', 'bad id\twith <html>');
    expect(unsafe.headers['x-request-id']).toMatch(UUID);
    expect(unsafe.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  inProcessOnly('reads the BFF’s own log lines').describe('request logging', () => {
    let loggedApp: TestApp;
    const log = captureLog('info');
    const logLines = log.entries;

    beforeAll(async () => {
      loggedApp = await createTestApp({ database: app.database, logger: log.logger });
    });

    afterAll(async () => {
      await loggedApp?.close();
    });

    it('echoes a sane incoming x-request-id and binds it to the request log lines', async () => {
      logLines.length = 0;
      const response = await loggedApp.http().get('/health').set('x-request-id', 'web-7f3a.42');
      expect(response.headers['x-request-id']).toBe('web-7f3a.42');
      const requestLines = logLines.filter((line) => line.requestId !== undefined || line.req !== undefined);
      expect(requestLines.length).toBeGreaterThan(0);
      for (const line of requestLines) expect(line.requestId).toBe('web-7f3a.42');
    });

    it('writes one short line per request: method, URL and status, never its headers', async () => {
      logLines.length = 0;
      await loggedApp
        .http()
        .get('/health?probe=1')
        .set('authorization', 'Bearer secret-token-value')
        .set('cookie', 'a=b');
      const completed = logLines.filter((line) => line.res !== undefined);
      expect(completed).toHaveLength(1);
      expect(completed[0]).toMatchObject({ req: { method: 'GET', url: '/health?probe=1' }, res: { statusCode: 200 } });
      expect(JSON.stringify(completed[0])).not.toMatch(/secret-token-value|headers|cookie/);
    });
  });

  inProcessOnly('starts a BFF of its own whose Redis is unreachable').describe('when Redis is unreachable', () => {
    let downApp: TestApp;

    beforeAll(async () => {
      const port = await closedPort();
      downApp = await createTestApp({ database: app.database, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    });

    afterAll(async () => {
      await downApp?.close();
    });

    it('answers 503 in the error shape with status error and the failing check named', async () => {
      const response = await downApp.http().get('/health');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        statusCode: 503,
        status: 'error',
        issues: [],
        checks: { postgres: 'ok', redis: 'error' },
      });
      expect(response.body.message).toMatch(/^redis: \S/);
      expect(response.headers['x-request-id']).toMatch(UUID);
    });
  });
});
