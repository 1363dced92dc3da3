import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createTestApp, type Session, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const twoProcesses = inProcessOnly(
  'runs two BFF apps on one database and one Redis, and writes the sessions table behind their backs',
);

const DAY = 24 * 60 * 60_000;
// Longer than any test here: what is refused is refused because of the revocation, never because an entry aged out.
const CACHE = { SESSION_CACHE_TTL_MS: '60000' };

/**
 * Two BFF apps, as two processes behind a load balancer: one database, one Redis, each with its own
 * cache of validated sessions. A session revoked through one is refused by both on the very next request.
 */
twoProcesses.describe('validated sessions cached with revocation broadcast through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let now = new Date('2031-03-01T09:00:00.000Z');

  beforeAll(async () => {
    first = await createTestApp({ env: CACHE, now: () => now });
    second = await createTestApp({ env: CACHE, now: () => now, database: first.database });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const sessionOn = (app: TestApp, token: string) =>
    app.http().get('/auth/session').set('authorization', `Bearer ${token}`);
  const statusOn = async (app: TestApp, token: string) => (await sessionOn(app, token)).status;
  /** Both apps validate the token once, so each has it cached. */
  async function cachedOnBoth(session: Session): Promise<void> {
    expect(await statusOn(first, session.token)).toBe(200);
    expect(await statusOn(second, session.token)).toBe(200);
  }

  it('serves a session validated in the last seconds without reading it again', async () => {
    const session = await first.signup();
    await cachedOnBoth(session);
    // A revocation the BFF was not told about (written straight into the table) goes unseen while the entry lives: the cache is on.
    await first.db.updateTable('user_session').set({ revoked_at: now }).where('user_id', '=', session.userId).execute();
    expect(await statusOn(first, session.token)).toBe(200);
    expect(await statusOn(second, session.token)).toBe(200);
  });

  it('refuses a session signed out on one app on the very next request to either', async () => {
    const session = await first.signup();
    await cachedOnBoth(session);
    await first.http().post('/auth/logout').set('authorization', `Bearer ${session.token}`).expect(204);
    const refused = await sessionOn(second, session.token);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Authentication required.');
    expect(await statusOn(first, session.token)).toBe(401);

    const other = await second.signup();
    await cachedOnBoth(other);
    await second.http().post('/auth/logout').set('authorization', `Bearer ${other.token}`).expect(204);
    expect(await statusOn(first, other.token)).toBe(401);
    expect(await statusOn(second, other.token)).toBe(401);
  });

  it("refuses the other sessions at once on both apps after 'sign out other sessions', and keeps the current one", async () => {
    const email = first.uniqueEmail('devices');
    const phone = await first.signup({ email });
    const tablet = await first.login(email);
    const laptop = await first.login(email);
    for (const session of [phone, tablet, laptop]) await cachedOnBoth(session);

    const revoked = await second
      .http()
      .post('/auth/sessions/revoke-others')
      .set('authorization', `Bearer ${laptop.token}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: 2 });
    for (const app of [first, second]) {
      expect(await statusOn(app, phone.token)).toBe(401);
      expect(await statusOn(app, tablet.token)).toBe(401);
      expect(await statusOn(app, laptop.token)).toBe(200);
    }
  });

  it('refuses a cached session the moment it expires, with the expiry message', async () => {
    const session = await first.signup();
    await cachedOnBoth(session);
    now = new Date(now.getTime() + 14 * DAY);
    for (const app of [first, second]) {
      const expired = await sessionOn(app, session.token);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('Your session has expired. Please sign in again.');
    }
  });
});
