import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@impromptu/db';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('starts BFFs of its own with and without TEST_SEEDING');

inProcess.describe('the test-only seeding route (TEST_SEEDING)', () => {
  let seeding: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    seeding = await createTestApp();
    production = await createTestApp({ database: seeding.database, env: { TEST_SEEDING: '0' } });
  });

  afterAll(async () => {
    await production?.close();
    await seeding?.close();
  });

  it('does not exist unless the BFF starts with TEST_SEEDING', async () => {
    const response = await production
      .http()
      .post('/testing/users')
      .send({ email: seeding.uniqueEmail('absent'), password: DEMO_PASSWORD });
    expect(response.status).toBe(404);
  });

  it('creates a user of any type, plan and features that signs in with its password', async () => {
    const email = seeding.uniqueEmail('seeded');
    const created = await seeding
      .http()
      .post('/testing/users')
      .send({
        email,
        password: DEMO_PASSWORD,
        firstName: 'Cleo',
        lastName: 'Coach',
        type: 'COACH',
        plan: 'coach',
        timeZone: 'Asia/Tokyo',
        features: ['DAILY_PRACTICE'],
      });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), email });
    const session = await seeding.login(email);
    const me = await seeding.http().get('/user/me').set(seeding.auth(session.token));
    expect(me.body.user).toMatchObject({
      id: created.body.id,
      firstName: 'Cleo',
      lastName: 'Coach',
      type: 'COACH',
      ianaTimeZone: 'Asia/Tokyo',
    });
    expect(me.body.plan).toBe('coach');
  });

  it('refuses an e-mail that has an account with 409 and a malformed body with 400', async () => {
    const email = seeding.uniqueEmail('twice');
    expect((await seeding.http().post('/testing/users').send({ email, password: DEMO_PASSWORD })).status).toBe(201);
    const again = await seeding.http().post('/testing/users').send({ email, password: DEMO_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this e-mail already exists');
    const malformed = await seeding.http().post('/testing/users').send({ email: 'not-an-email', type: 'ROOT' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.email',
      'body.password',
      'body.type',
    ]);
  });
});
