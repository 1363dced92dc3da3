import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { IDEMPOTENCY_KEY_REUSED } from '@impromptu/bff';
import { createTestApp, type TestApp } from '../support/app.js';
import { appRoutes, label } from '../support/routes.js';
import { inProcessOnly } from '../support/target.js';
import { roundBody } from '../support/factories.js';

const inProcess = inProcessOnly('reads what the event store appended and stored beside the key');

let app: TestApp;
let token: string;

const as = () => app.auth(token);
const reused = { statusCode: 422, message: IDEMPOTENCY_KEY_REUSED, issues: [] };

const round = (n: number, idempotencyKey: string, overrides: Record<string, unknown> = {}) =>
  roundBody(n, { idempotencyKey, settings: { totalRounds: 3 }, ...overrides });

async function streamEvents(sessionId: string): Promise<string[]> {
  const { rows } = await sql<{ event_type: string }>`
    SELECT event_type FROM es_events WHERE stream_id = ${`game-session-${sessionId}`} ORDER BY stream_version`.execute(
    app.db,
  );
  return rows.map((row) => row.event_type);
}

const postRound = (sessionId: string, body: Record<string, unknown>) =>
  app.http().post(`/game-sessions/${sessionId}/rounds`).set(as()).send(body);

/** A new game session whose round 1 is recorded under `key`. */
async function sessionWithRoundOne(key: string): Promise<{ sessionId: string; position: number }> {
  const sessionId = await app.newGameSession(token);
  const first = await postRound(sessionId, round(1, key));
  expect(first.status).toBe(201);
  return { sessionId, position: first.body.position };
}

/** The answer to a key sent again with another request: 422, and the stream still holds round 1 only. */
async function expectRefused(sessionId: string, response: { status: number; body: unknown }): Promise<void> {
  expect({ status: response.status, body: response.body }).toEqual({ status: 422, body: reused });
  expect(await streamEvents(sessionId)).toEqual(['GameSessionStarted', 'RoundCompleted']);
}

beforeAll(async () => {
  app = await createTestApp();
  token = (await app.login('learner@example.com')).token;
});

afterAll(async () => {
  await app?.close();
});

inProcess.describe('an idempotency key belongs to the request it first came with', () => {
  it('declares the idempotent routes, each of which documents the 422', async () => {
    const idempotent = appRoutes(app.app).filter((route) => route.declaration?.idempotent === true);
    // Order-free: the modules' registration order is not the point.
    expect(idempotent.map(label).sort()).toEqual(
      [
        'POST /courses/:courseSlug/lessons/:lessonSlug/lecture/completion',
        'POST /courses/:courseSlug/lessons/:lessonSlug/practice/user-sessions/:userPracticeSessionId/progress',
        'POST /courses/:courseSlug/lessons/:lessonSlug/practice/user-sessions/:userPracticeSessionId/retries',
        'POST /courses/:courseSlug/start',
        'DELETE /events/scheduled/:scheduledEventId/registration',
        'POST /events/register',
        'POST /events/scheduled/batch',
        'POST /user_group/batch',
        'POST /user_scheduled_event/batch',
        'POST /game-sessions/:sessionId/finish',
        'POST /game-sessions/:sessionId/rounds',
        'POST /notifications/:notificationId/impression',
        'POST /practice/user-sessions/:userPracticeSessionId/progress',
        'POST /practice/user-sessions/:userPracticeSessionId/retries',
        'POST /recordings/start-recording',
        'POST /recordings/stop-recording',
        'POST /virtual-coach/steps',
        'POST /shape/goals',
        'POST /shape/snapshots',
      ].sort(),
    );
    const document = (await app.http().get('/api/docs/openapi.json')).body;
    for (const path of [
      '/game-sessions/{sessionId}/finish',
      '/game-sessions/{sessionId}/rounds',
      '/notifications/{notificationId}/impression',
      '/practice/user-sessions/{userPracticeSessionId}/progress',
      '/practice/user-sessions/{userPracticeSessionId}/retries',
      '/virtual-coach/steps',
      '/user_group/batch',
      '/events/scheduled/batch',
      '/user_scheduled_event/batch',
    ]) {
      expect(document.paths[path].post.responses['422'].description).toBe(IDEMPOTENCY_KEY_REUSED);
    }
    expect(document.paths['/events/register'].post.responses['422'].description).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(
      document.paths['/events/scheduled/{scheduledEventId}/registration'].delete.responses['422'].description,
    ).toBe(IDEMPOTENCY_KEY_REUSED);
  });

  it('answers the same request under the same key with the first answer, and writes it once', async () => {
    const key = randomUUID();
    const { sessionId, position } = await sessionWithRoundOne(key);
    // The same fields in another order are the same request.
    const { idempotencyKey, ...fields } = round(1, key);
    const retry = await postRound(
      sessionId,
      Object.fromEntries([...Object.entries(fields).reverse(), ['idempotencyKey', idempotencyKey]]),
    );
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 201, body: { position } });
    expect(await streamEvents(sessionId)).toEqual(['GameSessionStarted', 'RoundCompleted']);
  });

  it('refuses round 2 under the key of round 1 with 422, and stores nothing of it', async () => {
    const key = randomUUID();
    const { sessionId, position } = await sessionWithRoundOne(key);
    await expectRefused(sessionId, await postRound(sessionId, round(2, key)));
    // Round 2 with a key of its own is recorded as usual.
    const fresh = await postRound(sessionId, round(2, randomUUID()));
    expect(fresh.status).toBe(201);
    expect(fresh.body.position).toBeGreaterThan(position);
  });

  it('refuses round 1 sent again under its key with other fields (the decider sees it as applied) with 422', async () => {
    const key = randomUUID();
    const { sessionId } = await sessionWithRoundOne(key);
    await expectRefused(sessionId, await postRound(sessionId, round(1, key, { playerName: 'Someone else' })));
  });

  it('refuses the finish under the key of a round with 422: the route is part of the request', async () => {
    const key = randomUUID();
    const { sessionId } = await sessionWithRoundOne(key);
    const finish = { idempotencyKey: key, totalRounds: 1, totalDuration: 60 };
    await expectRefused(sessionId, await app.http().post(`/game-sessions/${sessionId}/finish`).set(as()).send(finish));
  });

  it('stores the fingerprint beside the key', async () => {
    const key = randomUUID();
    const { sessionId } = await sessionWithRoundOne(key);
    const rows = await app.db
      .selectFrom('es_idempotency')
      .select(['stream_id', 'fingerprint'])
      .where('key', '=', `game-session-${sessionId}:${key}`)
      .execute();
    expect(rows).toEqual([
      { stream_id: `game-session-${sessionId}`, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });
});
