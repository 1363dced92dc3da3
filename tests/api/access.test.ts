import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DEMO_PASSWORD } from '@impromptu/db';
import { createApp, loadConfig } from '@impromptu/bff';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { redisUrl } from '../support/redis.js';

const NO_ACCESS = "Oops! You don't have access to this page";

describe('BFF feature gates: @RequireFeature on GET /admin/access', () => {
  let database: TestDatabase;
  let app: INestApplication;
  // The same database served with a staff allow-list naming the learner (in another case).
  let staffApp: INestApplication;

  async function login(target: INestApplication, email: string): Promise<{ token: string; userId: string }> {
    const response = await request(target.getHttpServer()).post('/auth/login').send({ email, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    return response.body;
  }

  const adminAccess = (target: INestApplication, token?: string) => {
    const call = request(target.getHttpServer()).get('/admin/access');
    return token === undefined ? call : call.set('authorization', `Bearer ${token}`);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const base = { NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL: redisUrl };
    app = await createApp(loadConfig(base));
    staffApp = await createApp(loadConfig({ ...base, STAFF_EMAILS: ' someone@example.com, LEARNER@Example.com ' }));
  });

  afterAll(async () => {
    await staffApp?.close();
    await app?.close();
    await database?.drop();
  });

  it('lets the admin in', async () => {
    const { token } = await login(app, 'admin@example.com');
    const response = await adminAccess(app, token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ admin: true });
  });

  it.each(['learner@example.com', 'coach@example.com', 'learner-free@example.com'])(
    "refuses %s with 403 and the spec's message",
    async (email) => {
      const { token } = await login(app, email);
      const response = await adminAccess(app, token);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, message: NO_ACCESS, issues: [] });
    },
  );

  it('needs a session before the feature is even looked at', async () => {
    const response = await adminAccess(app);
    expect(response.status).toBe(401);
  });

  it('lets an allow-listed e-mail (any case) in, and shows it the Admin link', async () => {
    const { token } = await login(staffApp, 'learner@example.com');
    expect((await adminAccess(staffApp, token)).status).toBe(200);
    const profile = await request(staffApp.getHttpServer()).get('/user/me').set('authorization', `Bearer ${token}`);
    expect(profile.body.features.ADMIN_ONLY.available).toBe(true);
    expect(profile.body.navigation).toMatchObject({ admin: true, bots: true });
    // The allow-list is configuration: the app without it still refuses the same user.
    const plain = await login(app, 'learner@example.com');
    expect((await adminAccess(app, plain.token)).status).toBe(403);
  });

  it('refuses the admin once the ADMIN_ONLY entry is locked or not viewable', async () => {
    const { token, userId } = await login(app, 'admin@example.com');
    const feature = await database.db.selectFrom('feature').select('id').where('name', '=', 'ADMIN_ONLY').executeTakeFirstOrThrow();
    const entry = database.db.updateTable('user_feature').where('user_id', '=', userId).where('feature_id', '=', feature.id);
    try {
      await entry.set({ is_locked: true }).execute();
      expect((await adminAccess(app, token)).status).toBe(403);
      await entry.set({ is_locked: false, is_viewable: false }).execute();
      expect((await adminAccess(app, token)).status).toBe(403);
    } finally {
      await entry.set({ is_locked: false, is_viewable: true }).execute();
    }
    expect((await adminAccess(app, token)).status).toBe(200);
  });

  it('refuses everyone but staff while the feature is switched off', async () => {
    try {
      await database.db.updateTable('feature').set({ is_on: false }).where('name', '=', 'ADMIN_ONLY').execute();
      const admin = await login(app, 'admin@example.com');
      expect((await adminAccess(app, admin.token)).status).toBe(403);
      const staff = await login(staffApp, 'learner@example.com');
      expect((await adminAccess(staffApp, staff.token)).status).toBe(200);
    } finally {
      await database.db.updateTable('feature').set({ is_on: true }).where('name', '=', 'ADMIN_ONLY').execute();
    }
  });
});
