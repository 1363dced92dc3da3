import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { gameCatalogue } from '@impromptu/db';
import { createApp, loadConfig } from '@impromptu/bff';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { redisUrl } from '../support/redis.js';

describe('BFF validation, error shape and OpenAPI document', () => {
  let database: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL: redisUrl }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('lists the ten seeded games in catalogue order', async () => {
    const response = await request(app.getHttpServer()).get('/games');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    expect(response.body.map((game: { shortCode: string }) => game.shortCode)).toEqual(
      gameCatalogue.map((game) => game.shortCode),
    );
    expect(response.body[0]).toEqual({
      id: expect.any(String),
      shortCode: gameCatalogue[0]!.shortCode,
      name: gameCatalogue[0]!.name,
      subtitle: expect.any(String),
      description: expect.any(String),
      colour: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
      tutorialVideoUrl: null,
    });
  });

  it('answers one game by its short code', async () => {
    const response = await request(app.getHttpServer()).get('/games/triple-step');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ shortCode: 'triple-step', name: 'Triple Step' });
  });

  it('rejects a malformed short code with 400 and a dotted issue path', async () => {
    const response = await request(app.getHttpServer()).get('/games/Not_A_Code');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      issues: [{ path: 'params.shortCode', message: expect.stringContaining('short code') }],
    });
  });

  it('answers 404 Game not found in the error shape for an unknown game', async () => {
    const response = await request(app.getHttpServer()).get('/games/no-such-game');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Game not found', issues: [] });
  });

  it('answers 404 in the error shape for an unknown route', async () => {
    const response = await request(app.getHttpServer()).post('/no/such/route').send({ a: 1 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: expect.stringContaining('/no/such/route'), issues: [] });
  });

  it('answers 400 in the error shape for a malformed JSON body', async () => {
    const response = await request(app.getHttpServer())
      .post('/games')
      .set('content-type', 'application/json')
      .send('{"broken":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.any(String), issues: [] });
  });

  it('answers an unexpected error as 500 Internal server error, logged with the request id and no stack sent', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const missingDatabase = new URL(database.url);
    missingDatabase.pathname = `/${database.name}_missing`;
    const broken = await createApp(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: missingDatabase.toString(), REDIS_URL: redisUrl }),
      { logger: pino({ level: 'error' }, sink) },
    );
    try {
      const response = await request(broken.getHttpServer()).get('/games').set('x-request-id', 'req-500');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ statusCode: 500, message: 'Internal server error', issues: [] });
      const logged = lines.find((line) => line.msg === 'Unexpected error');
      expect(logged).toMatchObject({ requestId: 'req-500', err: { message: expect.stringContaining('does not exist') } });
    } finally {
      await broken.close();
    }
  });

  it('serves an OpenAPI 3.1 document generated from the zod schemas', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/health'].get.summary).toEqual(expect.any(String));
    expect(Object.keys(document.paths['/health'].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
    const getGame = document.paths['/games/{shortCode}'].get;
    expect(getGame.parameters).toEqual([
      expect.objectContaining({
        name: 'shortCode',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string', maxLength: 64, pattern: '^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$' }),
      }),
    ]);
    expect(getGame.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
    expect(getGame.responses['404'].description).toBe('Game not found');
    expect(document.components.schemas.Game.properties.shortCode).toEqual(expect.objectContaining({ type: 'string' }));
    expect(document.paths['/api/docs']).toBeUndefined();
  });

  it('renders the document as a readable HTML page', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<code>/games/{shortCode}</code>');
    expect(response.text).toContain('Get one game by its short code');
    expect(response.text).toContain('ErrorResponse');
    expect(response.text).not.toMatch(/<script/i);
  });
});
