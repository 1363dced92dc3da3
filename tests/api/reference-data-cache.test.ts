import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const twoProcesses = inProcessOnly(
  'runs two BFF apps on one database and one Redis, and writes reference data behind their backs',
);

// Longer than any test here: what is seen is seen because of the change's broadcast, never because an entry aged out.
const CACHE = { REFERENCE_CACHE_TTL_MS: '3600000', SESSION_CACHE_TTL_MS: '60000' };

/**
 * Two BFF apps, as two processes behind a load balancer: one database, one Redis, each holding the reference data
 * it read (ADR 0043). A change made through either is seen by both on the very next request; what is the user's
 * own (plan, features granted, sessions) is never served from the cache.
 */
twoProcesses.describe('reference data held in each BFF process, changes broadcast through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: string;
  let learner: string;

  beforeAll(async () => {
    first = await createTestApp({ env: CACHE });
    second = await createTestApp({ env: CACHE, database: first.database });
    [admin, learner] = [
      (await first.login('admin@example.com')).token,
      (await first.login('learner@example.com')).token,
    ];
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const get = (app: TestApp, path: string, token: string) => app.http().get(path).set(app.auth(token));
  const topics = async (app: TestApp) =>
    (
      (await get(app, '/games/triple-step/content?collections=Clean', learner).expect(200)).body as {
        content: { TOPIC: string[] };
      }
    ).content.TOPIC;
  const gameNames = async (app: TestApp) =>
    ((await get(app, '/games', learner).expect(200)).body as { shortCode: string; name: string }[]).map(
      (game) => `${game.shortCode}:${game.name}`,
    );

  it('serves the games catalogue from memory: a row edited behind the BFF goes unseen while the entry lives', async () => {
    const before = await gameNames(first);
    expect(await gameNames(second)).toEqual(before);
    await first.db
      .updateTable('game')
      .set({ name: 'Renamed by hand' })
      .where('short_code', '=', 'triple-step')
      .execute();
    expect(await gameNames(first)).toEqual(before);
    expect(await gameNames(second)).toEqual(before);
  });

  it('shows a word set changed through one app on the very next request to the other', async () => {
    // Both apps hold the word set's entries.
    expect(await topics(first)).not.toContain('zeppelins');
    expect(await topics(second)).not.toContain('zeppelins');
    const saved = await first
      .http()
      .post('/admin/game-content')
      .set(first.auth(admin))
      .send({ type: 'TOPIC', text: 'Zeppelins', collection: 'Clean' });
    expect(saved.status).toBe(200);
    expect(await topics(second)).toContain('zeppelins');
    expect(await topics(first)).toContain('zeppelins');

    const again = await second
      .http()
      .post('/admin/game-content')
      .set(second.auth(admin))
      .send({ type: 'TOPIC', text: 'Hot-air balloons', collection: 'Clean' });
    expect(again.status).toBe(200);
    expect(await topics(first)).toContain('hot-air balloons');
  });

  it("reads the user's own plan and features on every request: a plan change shows on the very next one", async () => {
    const { token, userId } = await first.newSession({ plan: null });
    // Without a plan there is no SELF_PACED_COURSES: home leaves the courses out, on both apps.
    expect((await get(first, '/pages/home', token).expect(200)).body.courses).toBeNull();
    expect((await get(second, '/pages/home', token).expect(200)).body.courses).toBeNull();
    await first.db.updateTable('app_user').set({ plan: 'trainings' }).where('id', '=', userId).execute();
    expect((await get(second, '/pages/home', token).expect(200)).body.courses).not.toBeNull();
    expect((await get(first, '/user/me', token).expect(200)).body.plan).toBe('trainings');
  });

  it('refuses a signed-out session on the very next request with the caches on', async () => {
    const session = await first.newSession({ plan: 'trainings' });
    await get(first, '/pages/home', session.token).expect(200);
    await get(second, '/pages/home', session.token).expect(200);
    await first.http().post('/auth/logout').set(first.auth(session.token)).expect(204);
    expect((await get(second, '/pages/home', session.token)).status).toBe(401);
    expect((await get(first, '/pages/shell', session.token)).status).toBe(401);
  });
});
