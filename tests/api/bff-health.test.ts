import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { pino } from 'pino';
import request from 'supertest';
import { createApp, loadConfig } from '@impromptu/bff';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { redisUrl } from '../support/redis.js';

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
  let database: TestDatabase;
  let app: INestApplication;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL: redisUrl });
    app = await createApp(config, { logger: pino({ level: 'info' }, sink) });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers ok when PostgreSQL and Redis are reachable', async () => {
    const response = await request(app.getHttpServer()).get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
  });

  it('echoes a sane incoming x-request-id and binds it to the request log lines', async () => {
    logLines.length = 0;
    const response = await request(app.getHttpServer()).get('/health').set('x-request-id', 'web-7f3a.42');
    expect(response.headers['x-request-id']).toBe('web-7f3a.42');
    const requestLines = logLines.filter((line) => line.requestId !== undefined || line.req !== undefined);
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.requestId).toBe('web-7f3a.42');
  });

  it('generates a uuid request id when none or an unsafe one is sent', async () => {
    const none = await request(app.getHttpServer()).get('/health');
    expect(none.headers['x-request-id']).toMatch(UUID);
    const unsafe = await request(app.getHttpServer()).get('/health').set('x-request-id', 'bad id\twith <html>');
    expect(unsafe.headers['x-request-id']).toMatch(UUID);
    expect(unsafe.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  describe('when Redis is unreachable', () => {
    let downApp: INestApplication;

    beforeAll(async () => {
      const port = await closedPort();
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL: `redis://127.0.0.1:${port}` });
      downApp = await createApp(config);
    });

    afterAll(async () => {
      await downApp?.close();
    });

    it('answers 503 in the error shape with status error and the failing check named', async () => {
      const response = await request(downApp.getHttpServer()).get('/health');
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
