import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gameCatalogue } from '@impromptu/db';
import { createTestApp, type TestApp } from '../support/app.js';
import { captureLog } from '../support/log.js';
import { inProcessOnly } from '../support/target.js';

describe('BFF validation, error shape and OpenAPI document', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists the ten seeded games in catalogue order', async () => {
    const response = await app.http().get('/games');
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
      // Every game has its bundled 'How to Play (with Examples)' video.
      tutorialVideoUrl: `/tutorials/${gameCatalogue[0]!.shortCode}.mp4`,
    });
  });

  it('answers one game by its short code', async () => {
    const response = await app.http().get('/games/triple-step');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ shortCode: 'triple-step', name: 'Triple Step' });
  });

  it('rejects a malformed short code with 400 and a dotted issue path', async () => {
    const response = await app.http().get('/games/Not_A_Code');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      issues: [{ path: 'params.shortCode', message: expect.stringContaining('short code') }],
    });
  });

  it('answers 404 Game not found in the error shape for an unknown game', async () => {
    const response = await app.http().get('/games/no-such-game');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Game not found', issues: [] });
  });

  it('answers 404 in the error shape for an unknown route', async () => {
    const response = await app.http().post('/no/such/route').send({ a: 1 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: expect.stringContaining('/no/such/route'), issues: [] });
  });

  it('answers 400 in the error shape for a malformed JSON body', async () => {
    const response = await app.http().post('/games').set('content-type', 'application/json').send('{"broken":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.any(String), issues: [] });
  });

  inProcessOnly('starts a BFF of its own on a missing database and reads its log').it(
    'answers an unexpected error as 500 Internal server error, logged with the request id and no stack sent',
    async () => {
      const { logger, entries: lines } = captureLog('error');
      const missingDatabase = new URL(app.database.url);
      missingDatabase.pathname = `/${app.database.name}_missing`;
      const broken = await createTestApp({
        database: app.database,
        env: { DATABASE_URL: missingDatabase.toString() },
        logger,
      });
      try {
        const response = await broken.http().get('/games').set('x-request-id', 'req-500');
        expect(response.status).toBe(500);
        expect(response.body).toEqual({ statusCode: 500, message: 'Internal server error', issues: [] });
        const logged = lines.find((line) => line.msg === 'Unexpected error');
        expect(logged).toMatchObject({
          requestId: 'req-500',
          err: { message: expect.stringContaining('does not exist') },
        });
      } finally {
        await broken.close();
      }
    },
  );

  it('serves an OpenAPI 3.1 document generated from the zod schemas', async () => {
    const response = await app.http().get('/api/docs/openapi.json');
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
    expect(getGame.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorResponse',
    });
    expect(getGame.responses['404'].description).toBe('Game not found');
    expect(document.components.schemas.Game.properties.shortCode).toEqual(expect.objectContaining({ type: 'string' }));
    expect(document.paths['/api/docs']).toBeUndefined();
  });

  it('renders the document as a readable HTML page', async () => {
    const response = await app.http().get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<code>/games/{shortCode}</code>');
    expect(response.text).toContain('Get one game by its short code');
    expect(response.text).toContain('ErrorResponse');
    expect(response.text).not.toMatch(/<script/i);
  });
});
