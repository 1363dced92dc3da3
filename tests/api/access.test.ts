import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const NO_ACCESS = "Oops! You don't have access to this page";

describe('BFF feature gates: @RequireFeature on GET /admin/access', () => {
  let app: TestApp;

  const adminAccess = (target: TestApp, token?: string) => {
    const call = target.http().get('/admin/access');
    return token === undefined ? call : call.set('authorization', `Bearer ${token}`);
  };

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lets the admin in', async () => {
    const { token } = await app.newSession({ type: 'ADMIN' });
    const response = await adminAccess(app, token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ admin: true });
  });

  it.each([
    ['a learner', { type: 'LEARNER', plan: 'trainings' }],
    ['a coach', { type: 'COACH' }],
    ['a free learner', { type: 'LEARNER', plan: 'free' }],
  ] as const)("refuses %s with 403 and the spec's message", async (_who, user) => {
    const { token } = await app.newSession(user);
    const response = await adminAccess(app, token);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ statusCode: 403, message: NO_ACCESS, issues: [] });
  });

  it('needs a session before the feature is even looked at', async () => {
    const response = await adminAccess(app);
    expect(response.status).toBe(401);
  });

  inProcessOnly('serves the same database with a staff allow-list, and edits the feature rows').describe(
    'staff and the feature rows',
    () => {
      // The same database served with a staff allow-list naming the learner.
      let staffApp: TestApp;

      beforeAll(async () => {
        staffApp = await createTestApp({
          database: app.database,
          env: { STAFF_EMAILS: ' someone@example.com, LEARNER@Example.com ' },
        });
      });

      afterAll(async () => {
        await staffApp?.close();
      });

      it('lets an allow-listed e-mail (any case) in, and shows it the Admin link', async () => {
        const { token } = await staffApp.login('learner@example.com');
        expect((await adminAccess(staffApp, token)).status).toBe(200);
        const profile = await staffApp.http().get('/user/me').set('authorization', `Bearer ${token}`);
        expect(profile.body.features.ADMIN_ONLY.available).toBe(true);
        expect(profile.body.navigation).toMatchObject({ admin: true, bots: true });
        // The allow-list is configuration: the app without it still refuses the same user.
        const plain = await app.login('learner@example.com');
        expect((await adminAccess(app, plain.token)).status).toBe(403);
      });

      it('refuses the admin once the ADMIN_ONLY entry is locked or not viewable', async () => {
        const { token, userId } = await app.login('admin@example.com');
        const feature = await app.db
          .selectFrom('feature')
          .select('id')
          .where('name', '=', 'ADMIN_ONLY')
          .executeTakeFirstOrThrow();
        const entry = app.db
          .updateTable('user_feature')
          .where('user_id', '=', userId)
          .where('feature_id', '=', feature.id);
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
          await app.db.updateTable('feature').set({ is_on: false }).where('name', '=', 'ADMIN_ONLY').execute();
          const admin = await app.login('admin@example.com');
          expect((await adminAccess(app, admin.token)).status).toBe(403);
          const staff = await staffApp.login('learner@example.com');
          expect((await adminAccess(staffApp, staff.token)).status).toBe(200);
        } finally {
          await app.db.updateTable('feature').set({ is_on: true }).where('name', '=', 'ADMIN_ONLY').execute();
        }
      });
    },
  );
});
