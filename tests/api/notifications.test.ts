import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { notificationActivityStreamId } from '@impromptu/assessments';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

// Notifications (spec 2 §2–§4, §7): the banner strip's unseen notifications, dismissal, analytics; admins create them.

const inProcess = inProcessOnly('reads the recorded analytics events and the per-user counts from the database');

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = (await app.newSession({ type: 'ADMIN' })).token;
});

afterAll(async () => {
  await app?.close();
});

const tag = () => randomUUID().slice(0, 8);

const notification = (overrides: Record<string, unknown> = {}) => ({
  name: `spring-${tag()}`,
  type: 'BANNER',
  smallBody: 'New: a warm-up before every class.',
  largeBody: 'Two minutes of Triple Step before class starts, to get the words flowing.',
  ctaUrl: '/games/dashboard',
  ctaButtonText: 'Warm up now',
  groupId: null,
  ...overrides,
});

const create = (body: object, token = admin) => app.http().post('/admin/notifications').set(app.auth(token)).send(body);
const unseen = async (token: string) => {
  const response = await app.http().get('/notifications').set(app.auth(token));
  expect(response.status).toBe(200);
  return response.body as { id: string; name: string; type: string; content: Record<string, unknown> }[];
};

/**
 * A PRIVATE_COACHING_POD (or other) group of these members, through the admin's Users CSV upload; answers its id.
 * Each row names the member's own plan (an upload of existing users with neither plan nor promo fails today).
 */
async function groupOf(
  members: { email: string; plan: string }[],
  groupType = 'PRIVATE_COACHING_POD',
): Promise<string> {
  const name = `Pod ${tag()}`;
  const data = members.map(({ email, plan }) => ({
    fullName: 'Avery Quinn',
    email,
    plan,
    groupName: name,
    groupType,
    userGroupType: 'MEMBER',
  }));
  const upload = await app.http().post('/user_group/batch').set(app.auth(admin)).send({ data });
  expect(upload.status).toBe(200);
  const list = await app.http().get('/admin/notifications').set(app.auth(admin));
  const group = (list.body as { groups: { id: string; name: string }[] }).groups.find(
    (candidate) => candidate.name === name,
  );
  expect(group).toBeDefined();
  return group!.id;
}

describe('notifications for everyone', () => {
  it('shows an unseen notification with its content until it is dismissed, and it stays dismissed', async () => {
    const body = notification();
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: body.name,
      type: 'BANNER',
      groupId: null,
      groupName: null,
      content: { smallBody: body.smallBody, ctaUrl: '/games/dashboard', ctaButtonText: 'Warm up now' },
    });
    const learner = await app.newSession();
    const before = await unseen(learner.token);
    expect(before).toContainEqual({
      id: created.body.id,
      name: body.name,
      type: 'BANNER',
      content: {
        smallBody: body.smallBody,
        largeBody: body.largeBody,
        ctaUrl: body.ctaUrl,
        ctaButtonText: body.ctaButtonText,
      },
    });

    expect((await app.http().post(`/notifications/${created.body.id}/seen`).set(app.auth(learner.token))).status).toBe(
      204,
    );
    expect((await unseen(learner.token)).map((item) => item.id)).not.toContain(created.body.id);
    // A second dismissal (a retried request) is accepted and changes nothing.
    expect((await app.http().post(`/notifications/${created.body.id}/seen`).set(app.auth(learner.token))).status).toBe(
      204,
    );
    expect((await unseen(learner.token)).map((item) => item.id)).not.toContain(created.body.id);
    // Someone else still sees it.
    expect((await unseen((await app.newSession()).token)).map((item) => item.id)).toContain(created.body.id);
    const listed = await app.http().get('/admin/notifications').set(app.auth(admin));
    expect(
      (listed.body as { notifications: { id: string; seenCount: number }[] }).notifications.find(
        (item) => item.id === created.body.id,
      )?.seenCount,
    ).toBe(1);
  });

  inProcess.it(
    "records 'Notification Closed' once and 'CTA Clicked' with the notification's name, type and URL",
    async () => {
      const body = notification({
        type: 'BANNER_CALENDLY',
        ctaUrl: 'https://impromptu.example/book-a-call',
        ctaButtonText: 'Book a call',
      });
      const created = await create(body);
      const learner = await app.newSession();
      expect((await app.http().post(`/notifications/${created.body.id}/cta`).set(app.auth(learner.token))).status).toBe(
        202,
      );
      await app.http().post(`/notifications/${created.body.id}/seen`).set(app.auth(learner.token));
      await app.http().post(`/notifications/${created.body.id}/seen`).set(app.auth(learner.token));
      const { rows } = await sql<{ event_type: string; data: Record<string, unknown> }>`
      SELECT event_type, data FROM es_events WHERE stream_id = ${notificationActivityStreamId(learner.userId)} ORDER BY global_position`.execute(
        app.db,
      );
      expect(rows.map((row) => row.event_type)).toEqual(['NotificationCtaClicked', 'NotificationClosed']);
      expect(rows[0]!.data).toMatchObject({
        notificationId: created.body.id,
        userId: learner.userId,
        name: body.name,
        type: 'BANNER_CALENDLY',
        url: 'https://impromptu.example/book-a-call',
      });
    },
  );

  inProcess.it(
    'counts each showing of a banner once, a retried showing not again, and the admin list adds them up',
    async () => {
      const created = await create(notification());
      const [first, second] = [await app.newSession(), await app.newSession()];
      const show = (token: string, idempotencyKey: string) =>
        app.http().post(`/notifications/${created.body.id}/impression`).set(app.auth(token)).send({ idempotencyKey });
      const key = randomUUID();
      expect((await show(first.token, key)).status).toBe(202);
      expect((await show(first.token, key)).status).toBe(202);
      expect((await show(first.token, randomUUID())).status).toBe(202);
      expect((await show(second.token, randomUUID())).status).toBe(202);
      const impressions = await app.db
        .selectFrom('user_notification')
        .select(['user_id', 'impressions', 'seen'])
        .where('notification_id', '=', created.body.id)
        .orderBy('impressions', 'desc')
        .execute();
      expect(impressions).toEqual([
        { user_id: first.userId, impressions: 2, seen: false },
        { user_id: second.userId, impressions: 1, seen: false },
      ]);
      // Counting showings does not dismiss the banner; dismissing keeps the count.
      expect((await unseen(first.token)).map((item) => item.id)).toContain(created.body.id);
      await app.http().post(`/notifications/${created.body.id}/seen`).set(app.auth(first.token));
      const listed = await app.http().get('/admin/notifications').set(app.auth(admin));
      expect(
        (
          listed.body as { notifications: { id: string; seenCount: number; impressionCount: number }[] }
        ).notifications.find((item) => item.id === created.body.id),
      ).toMatchObject({ seenCount: 1, impressionCount: 3 });
    },
  );

  it('refuses a showing without an idempotency key (400) and of a notification the user cannot see (404), counting nothing', async () => {
    const learner = await app.newSession();
    const created = await create(notification());
    const missing = await app
      .http()
      .post(`/notifications/${created.body.id}/impression`)
      .set(app.auth(learner.token))
      .send({});
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([expect.objectContaining({ path: 'body.idempotencyKey' })]);
    const unknown = await app
      .http()
      .post(`/notifications/${randomUUID()}/impression`)
      .set(app.auth(learner.token))
      .send({ idempotencyKey: randomUUID() });
    expect(unknown.status).toBe(404);
    const counted = await app.http().get('/admin/notifications').set(app.auth(admin));
    expect(
      (counted.body as { notifications: { id: string; impressionCount: number }[] }).notifications.find(
        (item) => item.id === created.body.id,
      )?.impressionCount,
    ).toBe(0);
  });

  it('answers 404 for an unknown notification and a call to action that has none, 400 for a malformed id', async () => {
    const learner = await app.newSession();
    expect((await app.http().post(`/notifications/${randomUUID()}/seen`).set(app.auth(learner.token))).status).toBe(
      404,
    );
    const plain = await create(notification({ ctaUrl: null, ctaButtonText: null }));
    expect(plain.status).toBe(201);
    expect((await app.http().post(`/notifications/${plain.body.id}/cta`).set(app.auth(learner.token))).status).toBe(
      404,
    );
    const malformed = await app.http().post('/notifications/not-an-id/seen').set(app.auth(learner.token));
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues).toEqual([expect.objectContaining({ path: 'params.notificationId' })]);
  });
});

describe('notifications for a group', () => {
  it("are shown to the group's members only", async () => {
    const member = await app.newSession();
    const outsider = await app.newSession();
    const groupId = await groupOf([{ email: member.email, plan: 'free' }]);
    const created = await create(notification({ groupId }));
    expect(created.status).toBe(201);
    expect(created.body.groupId).toBe(groupId);
    expect(created.body.groupName).toMatch(/^Pod /);
    expect((await unseen(member.token)).map((item) => item.id)).toContain(created.body.id);
    expect((await unseen(outsider.token)).map((item) => item.id)).not.toContain(created.body.id);
    // Not theirs: nothing to dismiss.
    expect((await app.http().post(`/notifications/${created.body.id}/seen`).set(app.auth(outsider.token))).status).toBe(
      404,
    );
  });
});

describe('creating a notification (admin)', () => {
  it.each([
    ['an empty name', { name: '  ' }, 'body.name'],
    ['an empty short text', { smallBody: '' }, 'body.smallBody'],
    ['a button URL without its text', { ctaButtonText: null }, 'body.ctaButtonText'],
    ['a button text without its URL', { ctaUrl: null }, 'body.ctaUrl'],
    ['a script address', { ctaUrl: 'javascript:alert(1)' }, 'body.ctaUrl'],
    ['a booking banner without a URL', { type: 'BANNER_CALENDLY', ctaUrl: null, ctaButtonText: null }, 'body.ctaUrl'],
    ['an unknown type', { type: 'POPUP' }, 'body.type'],
    ['a malformed group', { groupId: 'pod-1' }, 'body.groupId'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, overrides, path) => {
    const body = notification(overrides);
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    const list = await app.http().get('/admin/notifications').set(app.auth(admin));
    expect((list.body as { notifications: { name: string }[] }).notifications.map((item) => item.name)).not.toContain(
      body.name,
    );
  });

  it('refuses a group that does not exist', async () => {
    const response = await create(notification({ groupId: randomUUID() }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Group not found',
      issues: [{ path: 'body.groupId', message: 'Group not found' }],
    });
  });

  it('answers the first notification when the same one is sent again, and 409 for another under a taken name', async () => {
    const body = notification();
    const first = await create(body);
    const again = await create(body);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const other = await create({ ...body, smallBody: 'Something else entirely.' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('A notification with this name already exists.');
  });

  it('is for admins only', async () => {
    const learner = await app.newSession();
    expect((await create(notification(), learner.token)).status).toBe(403);
    expect((await app.http().get('/admin/notifications').set(app.auth(learner.token))).status).toBe(403);
  });
});

describe('the private coaching start (spec 3 §4.2)', () => {
  it('is due for a pod member with no snapshot; a coach and an admin are exempt, and so is anyone outside a pod', async () => {
    const member = await app.newSession();
    const coach = await app.newSession({ type: 'COACH' });
    const otherAdmin = await app.newSession({ type: 'ADMIN' });
    const classmate = await app.newSession();
    await groupOf([
      { email: member.email, plan: 'free' },
      { email: coach.email, plan: 'coach' },
      { email: otherAdmin.email, plan: 'trainings' },
    ]);
    await groupOf([{ email: classmate.email, plan: 'free' }], 'FUNDAMENTALS_CLASS');
    const status = async (token: string) =>
      (await app.http().get('/shape/status').set(app.auth(token))).body as { mustStartPrivateCoaching: boolean };
    expect(await status(member.token)).toMatchObject({ snapshotCount: 0, mustStartPrivateCoaching: true });
    expect((await status(coach.token)).mustStartPrivateCoaching).toBe(false);
    expect((await status(otherAdmin.token)).mustStartPrivateCoaching).toBe(false);
    expect((await status(classmate.token)).mustStartPrivateCoaching).toBe(false);
  });
});
