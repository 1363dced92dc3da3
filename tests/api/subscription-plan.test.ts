import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp, loadConfig } from '@impromptu/bff';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { redisUrl } from '../support/redis.js';

/** Spec 3 §2.1 plan guard and §2.5 plan picker: a new account has no plan until it picks one. */
describe('PUT /user/:id/subscription', () => {
  let database: TestDatabase;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  async function signup(label: string) {
    const response = await http()
      .post('/auth/signup')
      .send({ email: `${label}-${Date.now().toString(36)}@example.com`, password: 'practice-makes-progress' });
    expect(response.status).toBe(201);
    return { token: response.body.token as string, userId: response.body.userId as string };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL: redisUrl }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('a new account has no plan, and choosing Self-Paced gives it the free plan', async () => {
    const session = await signup('picker');
    const before = await http().get('/user/me').set('authorization', `Bearer ${session.token}`);
    expect(before.body.plan).toBeNull();

    const chosen = await http()
      .put(`/user/${session.userId}/subscription`)
      .set('authorization', `Bearer ${session.token}`)
      .send({ plan: 'free' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ plan: 'free' });

    const after = await http().get('/user/me').set('authorization', `Bearer ${session.token}`);
    expect(after.body.plan).toBe('free');
  });

  it('refuses a paid plan without checkout, leaving the plan as it was', async () => {
    const session = await signup('paid');
    const response = await http()
      .put(`/user/${session.userId}/subscription`)
      .set('authorization', `Bearer ${session.token}`)
      .send({ plan: 'trainings', period: 'monthly' });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: 'body.plan', message: expect.stringContaining('checkout') }]);
    const stored = await database.db.selectFrom('app_user').select('plan').where('id', '=', session.userId).executeTakeFirstOrThrow();
    expect(stored.plan).toBeNull();
  });

  it("refuses to change another user's plan and validates the plan name", async () => {
    const first = await signup('first');
    const second = await signup('second');
    const other = await http()
      .put(`/user/${second.userId}/subscription`)
      .set('authorization', `Bearer ${first.token}`)
      .send({ plan: 'free' });
    expect(other.status).toBe(403);

    const invalid = await http()
      .put(`/user/${first.userId}/subscription`)
      .set('authorization', `Bearer ${first.token}`)
      .send({ plan: 'platinum' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues[0].path).toBe('body.plan');
  });
});
