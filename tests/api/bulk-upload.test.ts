import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { scheduledEventStreamId } from '@impromptu/classes';
import { EventStore, ProjectionRunner } from '@impromptu/event-store';
import { projections } from '@impromptu/jobs';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('checks what an upload wrote by reading the database');

inProcess.describe('bulk uploads (admin)', () => {
  let app: TestApp;
  let runner: ProjectionRunner;
  let admin: string;
  let learner: string;

  const post = (path: string, data: unknown[], token = admin) =>
    app.http().post(path).set('authorization', `Bearer ${token}`).send({ data });
  const tag = () => randomUUID().slice(0, 8);

  beforeAll(async () => {
    app = await createTestApp();
    runner = new ProjectionRunner({
      db: app.db,
      databaseUrl: app.database.url,
      projections,
      pollIntervalMs: 50,
      lockRetryMs: 200,
    });
    await runner.start();
    await runner.caughtUp();
    admin = (await app.newSession({ type: 'ADMIN' })).token;
    learner = (await app.newSession({ plan: 'trainings' })).token;
  });

  afterAll(async () => {
    await runner?.stop();
    await app?.close();
  });

  const usersRow = (email: string, group: string, extra: Record<string, string> = {}) => ({
    fullName: 'Avery Quinn',
    firstName: '',
    lastName: '',
    email,
    plan: 'trainings',
    promo: '',
    promoExpiryDate: '',
    groupName: group,
    groupType: 'FUNDAMENTALS_CLASS',
    userGroupType: 'STUDENT',
    ...extra,
  });

  it('is for admins only (403 for anyone else)', async () => {
    const response = await post('/user_group/batch', [usersRow(`x-${tag()}@example.com`, 'Any')], learner);
    expect(response.status).toBe(403);
  });

  it('creates the users and their one group, and the same file again creates nothing twice', async () => {
    const group = `Autumn cohort ${tag()}`;
    const rows = [
      usersRow(`a-${tag()}@example.com`, group),
      usersRow(`b-${tag()}@example.com`, group, { fullName: '', firstName: 'Bo', lastName: 'Lindgren' }),
    ];
    const first = await post('/user_group/batch', rows);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ kind: 'USERS', rows: 2, created: 2, unchanged: 0, replayed: false });
    const again = await post('/user_group/batch', rows);
    expect(again.body).toEqual({ kind: 'USERS', rows: 2, created: 2, unchanged: 0, replayed: true });
    const members = await app.db
      .selectFrom('user_group')
      .innerJoin('learning_group', 'learning_group.id', 'user_group.group_id')
      .innerJoin('app_user', 'app_user.id', 'user_group.user_id')
      .select(['app_user.first_name', 'app_user.last_name', 'user_group.role'])
      .where('learning_group.name', '=', group)
      .orderBy('app_user.first_name')
      .execute();
    expect(members).toEqual([
      { first_name: 'Avery', last_name: 'Quinn', role: 'STUDENT' },
      { first_name: 'Bo', last_name: 'Lindgren', role: 'STUDENT' },
    ]);
  });

  it('adds a known user to a new group without touching their plan when the row names neither plan nor promo', async () => {
    const email = `known-${tag()}@example.com`;
    expect((await post('/user_group/batch', [usersRow(email, `First group ${tag()}`)])).status).toBe(200);
    const group = `Second group ${tag()}`;
    const response = await post('/user_group/batch', [usersRow(email, group, { plan: '', promo: '' })]);
    expect(response.status).toBe(200);
    const member = await app.db
      .selectFrom('user_group')
      .innerJoin('learning_group', 'learning_group.id', 'user_group.group_id')
      .innerJoin('app_user', 'app_user.id', 'user_group.user_id')
      .select(['app_user.plan', 'user_group.role'])
      .where('learning_group.name', '=', group)
      .where('app_user.email', '=', email)
      .executeTakeFirst();
    expect(member).toEqual({ plan: 'trainings', role: 'STUDENT' });
  });

  it('refuses the whole file, naming each bad row, when one row is wrong, and writes nothing', async () => {
    const group = `Winter cohort ${tag()}`;
    const good = `good-${tag()}@example.com`;
    const response = await post('/user_group/batch', [
      usersRow(good, group),
      usersRow('not-an-email', group),
      usersRow(`c-${tag()}@example.com`, group, { groupType: 'BOOK_CLUB' }),
    ]);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'body.data.1.email', message: 'must be an e-mail address' },
      { path: 'body.data.2.groupType', message: expect.stringContaining('must be one of FUNDAMENTALS_CLASS') },
    ]);
    expect(await app.db.selectFrom('app_user').select('id').where('email', '=', good).execute()).toEqual([]);
  });

  it('refuses two groups in one Users upload', async () => {
    const response = await post('/user_group/batch', [
      usersRow(`d-${tag()}@example.com`, 'One'),
      usersRow(`e-${tag()}@example.com`, 'Two'),
    ]);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      {
        path: 'body.data',
        message: 'One Users upload holds one group: every row needs the same groupName and groupType.',
      },
    ]);
  });

  it('schedules classes with 50 seats and PUBLIC by default, registers the host as HOST, and refuses unknown events and bad dates', async () => {
    const start = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const bad = await post('/events/scheduled/batch', [
      {
        eventId: 'no-such-event',
        eventName: '',
        hostUserEmail: '',
        hostZoomEmail: '',
        startTime: start,
        durationMinutes: '60',
        maxAttendees: '',
        privacyLevel: '',
      },
      {
        eventId: 'open-mic-warm-up',
        eventName: '',
        hostUserEmail: '',
        hostZoomEmail: '',
        startTime: 'next tuesday',
        durationMinutes: '60',
        maxAttendees: '',
        privacyLevel: '',
      },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: 'body.data.1.startTime', message: 'must be a date and time with its zone, e.g. 2031-05-06T17:00:00Z' },
    ]);
    const unknown = await post('/events/scheduled/batch', [
      {
        eventId: 'no-such-event',
        eventName: '',
        hostUserEmail: '',
        hostZoomEmail: '',
        startTime: start,
        durationMinutes: '60',
        maxAttendees: '',
        privacyLevel: '',
      },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([
      { path: 'body.data.0.eventId', message: 'Row 1: no event has the id or slug no-such-event' },
    ]);

    const ok = await post('/events/scheduled/batch', [
      {
        eventId: 'open-mic-warm-up',
        eventName: 'Open Mic Warm-Up',
        hostUserEmail: 'coach@example.com',
        hostZoomEmail: 'coach@example.com',
        startTime: start,
        durationMinutes: '45',
        maxAttendees: '',
        privacyLevel: '',
      },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ kind: 'SCHEDULED_EVENTS', rows: 1, created: 1 });
    const scheduled = await app.db
      .selectFrom('scheduled_event')
      .select(['id', 'max_attendees', 'privacy_level', 'duration_seconds'])
      .where('start_time', '=', new Date(start))
      .executeTakeFirstOrThrow();
    expect(scheduled).toMatchObject({ max_attendees: 50, privacy_level: 'PUBLIC', duration_seconds: 2700 });
    const stream = await new EventStore(app.db).readStream(scheduledEventStreamId(scheduled.id));
    expect(stream.map((e) => [e.type, (e.data as { type: string }).type])).toEqual([['AttendeeRegistered', 'HOST']]);
  });

  it('registers through the decider: past capacity the whole upload is refused with a 409 naming the row, nothing written', async () => {
    const event = await app.db
      .selectFrom('event')
      .select('id')
      .where('slug', '=', 'pitch-practice-lab')
      .executeTakeFirstOrThrow();
    const scheduled = await app.db
      .insertInto('scheduled_event')
      .values({
        event_id: event.id,
        start_time: new Date(Date.now() + 9 * 24 * 3600 * 1000 + Math.floor(Math.random() * 1e6)),
        duration_seconds: 3600,
        max_attendees: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const emails = [];
    for (let i = 0; i < 3; i += 1) emails.push((await app.newUser({ plan: 'trainings' })).email);
    const row = (email: string) => ({ status: '', type: '', userEmail: email, scheduledEventId: scheduled.id });
    const full = await post('/user_scheduled_event/batch', emails.map(row));
    expect(full.status).toBe(409);
    expect(full.body.issues).toEqual([
      { path: 'body.data.2.userEmail', message: 'Row 3: This class is full: all 2 seats are taken.' },
    ]);
    expect(await new EventStore(app.db).readStream(scheduledEventStreamId(scheduled.id))).toEqual([]);

    const fits = await post('/user_scheduled_event/batch', emails.slice(0, 2).map(row));
    expect(fits.body).toEqual({ kind: 'USER_SCHEDULED_EVENTS', rows: 2, created: 2, unchanged: 0, replayed: false });
    expect(await new EventStore(app.db).readStream(scheduledEventStreamId(scheduled.id))).toHaveLength(2);
    // The same rows in another file (one more blank column) register no one twice.
    const overlap = await post('/user_scheduled_event/batch', [
      ...emails.slice(0, 2).map(row),
      { ...row(emails[0]!), status: 'REGISTERED' },
    ]);
    expect(overlap.body).toMatchObject({ created: 0, unchanged: 3 });
    expect(await new EventStore(app.db).readStream(scheduledEventStreamId(scheduled.id))).toHaveLength(2);
  });
});
