import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('checks the test support itself against the database');

/** The shared factories make what they say: the other API tests build on them. */
inProcess.describe('test support: users, sessions and game sessions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    { type: 'LEARNER', plan: 'free', admin: false },
    { type: 'LEARNER', plan: 'trainings', admin: false },
    { type: 'COACH', plan: 'coach', admin: false },
    { type: 'ADMIN', plan: 'trainings', admin: true },
  ] as const)('newSession signs in a new $type on the $plan plan', async ({ type, plan, admin }) => {
    const session = await app.newSession({ type, plan });
    const me = await app.http().get('/user/me').set(app.auth(session.token));
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: session.userId, email: session.email, type, plan });
    expect(me.body.features.ADMIN_ONLY.available).toBe(admin);
  });

  it('newUser writes a row that can sign in with the demo password, and signup makes an account with no plan', async () => {
    const user = await app.newUser({
      label: 'Row',
      firstName: 'Rae',
      preferredGame: 'conductor',
      currentDailyStreak: 4,
    });
    expect(user.email).toMatch(/^row-.+@example\.com$/);
    const session = await app.login(user.email, user.password);
    expect(session.userId).toBe(user.id);
    const row = await app.db
      .selectFrom('app_user')
      .select(['first_name', 'plan', 'preferred_game', 'current_daily_streak'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Rae', plan: 'free', preferred_game: 'conductor', current_daily_streak: 4 });

    const signedUp = await app.signup({ label: 'fresh' });
    expect((await app.http().get('/user/me').set(app.auth(signedUp.token))).body.plan).toBeNull();
  });

  it('newGameSession starts a game session for the signed-in user', async () => {
    const { token } = await app.login('learner@example.com');
    const sessionId = await app.newGameSession(token, { shortCode: 'timer', settings: { totalDuration: 60 } });
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const events = await app.db
      .selectFrom('es_events')
      .select('event_type')
      .where('stream_id', '=', `game-session-${sessionId}`)
      .execute();
    expect(events).toEqual([{ event_type: 'GameSessionStarted' }]);
  });

  it('closes an app on a shared database without dropping it', async () => {
    const second = await createTestApp({ database: app.database });
    await second.close();
    expect((await app.http().get('/health')).status).toBe(200);
    expect(
      await app.db.selectFrom('app_user').select('id').where('email', '=', 'admin@example.com').executeTakeFirst(),
    ).toBeDefined();
  });
});
