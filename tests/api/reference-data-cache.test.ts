import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { ProjectionRunner } from '@impromptu/event-store';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';
import { startProjections } from '../support/projection-runner.js';

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
  // The class lists read the registrations' projection, as the worker keeps it.
  let runner: ProjectionRunner;
  let admin: string;
  let learner: string;

  beforeAll(async () => {
    first = await createTestApp({ env: CACHE });
    second = await createTestApp({ env: CACHE, database: first.database });
    runner = await startProjections(first);
    [admin, learner] = [
      (await first.login('admin@example.com')).token,
      (await first.login('learner@example.com')).token,
    ];
  });

  afterAll(async () => {
    await runner?.stop();
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

  it('shows a class edited through one app on the very next read of the other; seats and registrations are read live', async () => {
    // A class of its own, next week at a minute no other test uses, scheduled through the admin's upload.
    const start = new Date(Date.now() + 6 * 24 * 3_600_000);
    start.setUTCSeconds(0, 0);
    start.setUTCMinutes(Math.floor(Math.random() * 60));
    const startTime = start.toISOString().replace(/\.000Z$/, 'Z');
    const upload = (app: TestApp, maxAttendees: string) =>
      app
        .http()
        .post('/events/scheduled/batch')
        .set(app.auth(admin))
        .send({
          timeZone: 'UTC',
          data: [
            {
              eventId: 'open-mic-warm-up',
              startTime,
              durationMinutes: '60',
              maxAttendees,
              privacyLevel: 'PUBLIC',
            },
          ],
        });
    expect((await upload(first, '40')).body.created).toBe(1);
    const { id } = await first.db
      .selectFrom('scheduled_event')
      .innerJoin('event', 'event.id', 'scheduled_event.event_id')
      .select('scheduled_event.id')
      .where('event.slug', '=', 'open-mic-warm-up')
      .where('start_time', '=', start)
      .executeTakeFirstOrThrow();
    type ScheduledClass = { id: string; maxAttendees: number; attendeeCount: number; ownRegistration: unknown };
    const listed = async (app: TestApp) =>
      ((await get(app, '/events/scheduled', learner).expect(200)).body.classes as ScheduledClass[]).find(
        (row) => row.id === id,
      );
    const seats = async (app: TestApp) =>
      ((await get(app, `/events/scheduled/${id}`, learner).expect(200)).body as ScheduledClass).maxAttendees;
    // Both apps hold the new class in their catalogue.
    expect((await listed(first))?.maxAttendees).toBe(40);
    expect((await listed(second))?.maxAttendees).toBe(40);
    expect(await seats(second)).toBe(40);

    // Edited behind the BFF: unseen while the catalogue lives (it is held in memory)…
    await first.db.updateTable('scheduled_event').set({ max_attendees: 45 }).where('id', '=', id).execute();
    expect(await seats(second)).toBe(40);
    // …edited through one app: the other shows it on the very next request, in the list and on the class.
    expect((await upload(first, '30')).body.updated).toBe(1);
    expect((await listed(second))?.maxAttendees).toBe(30);
    expect(await seats(second)).toBe(30);
    expect(await seats(first)).toBe(30);

    // A registration is the user's own: read on every request, never from the catalogue.
    const attendee = await first.newLearner();
    await second
      .http()
      .post('/events/register')
      .set(second.auth(attendee.token))
      .send({ idempotencyKey: randomUUID(), scheduled_event_id: id, user_timezone: 'UTC' })
      .expect(201);
    const seen = (await get(first, `/events/scheduled/${id}`, attendee.token).expect(200)).body as ScheduledClass;
    expect(seen.attendeeCount).toBe(1);
    expect(seen.ownRegistration).toMatchObject({ status: 'REGISTERED', type: 'ATTENDEE' });
    expect((await listed(first))?.attendeeCount).toBe(1);
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
    const session = await first.newLearner();
    await get(first, '/pages/home', session.token).expect(200);
    await get(second, '/pages/home', session.token).expect(200);
    await first.http().post('/auth/logout').set(first.auth(session.token)).expect(204);
    expect((await get(second, '/pages/home', session.token)).status).toBe(401);
    expect((await get(first, '/pages/shell', session.token)).status).toBe(401);
  });
});
