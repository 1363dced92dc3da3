import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { DEMO_PASSWORD } from '@impromptu/db';
import { createTestApp, type Session, type TestApp } from '../support/app.js';
import { inProcessOnly, isTargetMode } from '../support/target.js';

const movesTheClock = inProcessOnly('moves the BFF’s clock');
const readsTheDatabase = inProcessOnly('reads the stored account and sessions');

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const PASSWORD = 'correct horse battery';

describe('BFF accounts and sessions', () => {
  let app: TestApp;
  // The app reads time from its CLOCK: tests move it instead of sleeping.
  let now = new Date('2030-01-01T09:00:00.000Z');

  const advance = (ms: number): void => {
    now = new Date(now.getTime() + ms);
  };
  const http = () => app.http();
  const uniqueEmail = (label: string): string => app.uniqueEmail(label);
  const signup = (email: string, password = PASSWORD): Promise<Session> => app.signup({ email, password });

  /** A sign-in attempt: the response whatever its status. */
  async function login(email: string, password = PASSWORD, userAgent?: string): Promise<request.Response> {
    const call = http().post('/auth/login');
    if (userAgent !== undefined) void call.set('x-client-user-agent', userAgent);
    return call.send({ email, password });
  }

  const session = (token: string) => http().get('/auth/session').set('authorization', `Bearer ${token}`);

  beforeAll(async () => {
    // A running BFF keeps its own time: the cases that move the clock run only in process.
    app = await createTestApp(isTargetMode ? {} : { now: () => now });
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('sign-up', () => {
    readsTheDatabase.it(
      'creates the account (argon2id, lower-case e-mail) and answers 201 with a token that opens a session',
      async () => {
        const email = uniqueEmail('New.Speaker');
        const created = await signup(`  ${email.toUpperCase()} `);
        expect(created).toEqual({
          token: expect.stringMatching(TOKEN),
          userId: expect.stringMatching(UUID),
          expiresAt: new Date(now.getTime() + 14 * DAY).toISOString(),
          absoluteExpiresAt: new Date(now.getTime() + 90 * DAY).toISOString(),
        });
        const user = await app.db
          .selectFrom('app_user')
          .select(['email', 'first_name', 'last_name', 'password_hash', 'plan'])
          .where('id', '=', created.userId)
          .executeTakeFirstOrThrow();
        expect(user).toMatchObject({ email: email.toLowerCase(), first_name: 'Sam', last_name: 'Speaker', plan: null });
        expect(user.password_hash).toMatch(/^\$argon2id\$/);

        const current = await session(created.token);
        expect(current.status).toBe(200);
        expect(current.body).toEqual({
          userId: created.userId,
          sessionId: expect.stringMatching(UUID),
          expiresAt: created.expiresAt,
          absoluteExpiresAt: expect.any(String),
        });
      },
    );

    readsTheDatabase.it('stores only the SHA-256 of the token', async () => {
      const created = await signup(uniqueEmail('hashed'));
      const rows = await app.db
        .selectFrom('user_session')
        .select('token_hash')
        .where('user_id', '=', created.userId)
        .execute();
      expect(rows).toHaveLength(1);
      const { createHash } = await import('node:crypto');
      expect(rows[0]!.token_hash.equals(createHash('sha256').update(created.token).digest())).toBe(true);
    });

    it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
      const response = await http().post('/auth/signup').send({ email: 'Learner@Example.com', password: PASSWORD });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        statusCode: 409,
        message: 'An account with this e-mail already exists.',
        issues: [],
      });
    });

    it('answers 400 with the paths of a bad e-mail and a short password', async () => {
      const response = await http().post('/auth/signup').send({ email: 'not-an-email', password: 'short' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Validation failed');
      expect(response.body.issues).toEqual(
        expect.arrayContaining([
          { path: 'body.email', message: 'must be an e-mail address' },
          { path: 'body.password', message: 'must be at least 8 characters' },
        ]),
      );
      const tooLong = await http()
        .post('/auth/signup')
        .send({ email: uniqueEmail('long'), password: 'x'.repeat(129) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.issues).toEqual([{ path: 'body.password', message: 'must be at most 128 characters' }]);
    });
  });

  describe('login and logout', () => {
    it('signs a demo account in with the right password, a new session at each login', async () => {
      const first = await login('learner@example.com', DEMO_PASSWORD);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        token: expect.stringMatching(TOKEN),
        userId: expect.stringMatching(UUID),
        expiresAt: expect.any(String),
        absoluteExpiresAt: expect.any(String),
      });
      const second = await login('LEARNER@example.com', DEMO_PASSWORD);
      expect(second.status).toBe(200);
      expect(second.body.token).not.toBe(first.body.token);
      const [a, b] = await Promise.all([session(first.body.token), session(second.body.token)]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body.sessionId).not.toBe(b.body.sessionId);
    });

    it('answers 401 Incorrect e-mail or password for a wrong password and for an unknown e-mail', async () => {
      const wrong = await login('learner@example.com', 'not-the-password');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Incorrect e-mail or password.', issues: [] });
      const unknown = await login(uniqueEmail('nobody'), PASSWORD);
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe('Incorrect e-mail or password.');
    });

    it('revokes the session at logout: the token no longer works, other sessions still do', async () => {
      const email = uniqueEmail('logout');
      const created = await signup(email);
      const other = (await login(email)).body as { token: string };
      const loggedOut = await http().post('/auth/logout').set('authorization', `Bearer ${created.token}`);
      expect(loggedOut.status).toBe(204);
      const after = await session(created.token);
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('Authentication required.');
      expect((await session(other.token)).status).toBe(200);
    });

    it('answers 401 Authentication required. without a token, with a malformed one and with an unknown one', async () => {
      for (const authorization of [
        undefined,
        'Bearer',
        'Basic abc',
        'Bearer not-a-token',
        `Bearer ${'A'.repeat(43)}`,
      ]) {
        const call = http().get('/auth/session');
        if (authorization !== undefined) void call.set('authorization', authorization);
        const response = await call;
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ statusCode: 401, message: 'Authentication required.', issues: [] });
      }
    });
  });

  describe('failed-login throttle', () => {
    // The hard lockout after 10 failures (anyone could lock a known account out) is gone: auth-throttle.test.ts covers the waits that replaced it.
    it('counts only failures since the last successful sign-in', async () => {
      const email = uniqueEmail('recovers');
      await signup(email);
      for (let attempt = 1; attempt <= 9; attempt += 1) expect((await login(email, 'wrong password')).status).toBe(401);
      expect((await login(email)).status).toBe(200);
      expect((await login(email, 'wrong password')).status).toBe(401);
      expect((await login(email)).status).toBe(200);
    });
  });

  movesTheClock.describe('sessions list', () => {
    it('lists the active sessions marking the current one, and signs out the others but keeps the current one', async () => {
      const email = uniqueEmail('devices');
      const first = await signup(email);
      advance(2 * MINUTE);
      const phone = (await login(email, PASSWORD, 'Phone Browser/1.0')).body as { token: string };
      advance(2 * MINUTE);
      const laptop = (await login(email, PASSWORD, 'Laptop Browser/2.0')).body as { token: string };
      const revokedEarlier = (await login(email)).body as { token: string };
      await http().post('/auth/logout').set('authorization', `Bearer ${revokedEarlier.token}`).expect(204);

      const listed = await http().get('/auth/sessions').set('authorization', `Bearer ${laptop.token}`);
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(3);
      expect(listed.body[0]).toEqual({
        id: expect.stringMatching(UUID),
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 14 * DAY).toISOString(),
        userAgent: 'Laptop Browser/2.0',
        current: true,
      });
      expect(listed.body.map((s: { current: boolean }) => s.current)).toEqual([true, false, false]);
      expect(listed.body[1].userAgent).toBe('Phone Browser/1.0');

      const revoked = await http().post('/auth/sessions/revoke-others').set('authorization', `Bearer ${laptop.token}`);
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({ revoked: 2 });
      expect((await session(first.token)).status).toBe(401);
      expect((await session(phone.token)).status).toBe(401);
      expect((await session(laptop.token)).status).toBe(200);
      const after = await http().get('/auth/sessions').set('authorization', `Bearer ${laptop.token}`);
      expect(after.body).toEqual([expect.objectContaining({ current: true, userAgent: 'Laptop Browser/2.0' })]);
    });
  });

  // Last: these move the clock by months.
  movesTheClock.describe('expiry', () => {
    it('expires a session unused for 14 days, with its own message; use before that extends it', async () => {
      const created = await signup(uniqueEmail('idle'));
      advance(13 * DAY);
      const used = await session(created.token);
      expect(used.status).toBe(200);
      expect(used.body.expiresAt).toBe(new Date(now.getTime() + 14 * DAY).toISOString());
      advance(14 * DAY + MINUTE);
      const expired = await session(created.token);
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({
        statusCode: 401,
        message: 'Your session has expired. Please sign in again.',
        issues: [],
      });
    });

    it('writes the last use at most once a minute', async () => {
      const created = await signup(uniqueEmail('touch'));
      const lastSeen = async (): Promise<Date> =>
        (
          await app.db
            .selectFrom('user_session')
            .select('last_seen_at')
            .where('user_id', '=', created.userId)
            .executeTakeFirstOrThrow()
        ).last_seen_at;
      const start = now;
      advance(30_000);
      expect((await session(created.token)).status).toBe(200);
      expect((await lastSeen()).toISOString()).toBe(start.toISOString());
      advance(30_000);
      expect((await session(created.token)).status).toBe(200);
      expect((await lastSeen()).toISOString()).toBe(now.toISOString());
    });

    it('expires a session 90 days after sign-in however often it is used', async () => {
      const created = await signup(uniqueEmail('absolute'));
      const start = now.getTime();
      for (let day = 13; day < 90; day += 13) {
        now = new Date(start + day * DAY);
        const response = await session(created.token);
        expect(response.status).toBe(200);
        expect(response.body.absoluteExpiresAt).toBe(new Date(start + 90 * DAY).toISOString());
      }
      now = new Date(start + 90 * DAY);
      const expired = await session(created.token);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('Your session has expired. Please sign in again.');
      const listed = await app.db
        .selectFrom('user_session')
        .select('revoked_at')
        .where('user_id', '=', created.userId)
        .execute();
      expect(listed).toEqual([{ revoked_at: null }]);
    });
  });
});
