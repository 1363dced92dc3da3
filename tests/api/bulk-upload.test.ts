import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { scheduledEventStreamId } from '@impromptu/classes';
import { EventStore, type ProjectionRunner } from '@impromptu/event-store';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';
import { newClass } from '../support/factories.js';
import { startProjections } from '../support/projection-runner.js';

const inProcess = inProcessOnly('checks what an upload wrote by reading the database');

/** Issue 26: per-row answers, idempotent chunks, forgiving input and strict data, each bad input named. */
inProcess.describe('bulk uploads (admin)', () => {
  let app: TestApp;
  let runner: ProjectionRunner;
  let admin: string;
  let learner: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) =>
    app.http().post(path).set('authorization', `Bearer ${token}`).send(body);
  const tag = () => randomUUID().slice(0, 8);
  const invitations = async (emails: string[]) =>
    Number(
      (
        await sql<{ n: string }>`
          SELECT count(*) AS n FROM es_outbox
          WHERE job_name = 'email.send-bulk' AND payload->>'to' IN (${sql.join(emails)})
            AND payload->>'subject' = 'You are invited to Impromptu'`.execute(app.db)
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    app = await createTestApp();
    runner = await startProjections(app);
    admin = (await app.newSession({ type: 'ADMIN' })).token;
    learner = (await app.newLearner()).token;
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
    const response = await post('/user_group/batch', { data: [usersRow(`x-${tag()}@example.com`, 'Any')] }, learner);
    expect(response.status).toBe(403);
  });

  it('creates and invites the users of a chunk; its retry (same key) answers the first answer and writes nothing twice', async () => {
    const group = `Autumn cohort ${tag()}`;
    const emails = [`a-${tag()}@example.com`, `b-${tag()}@example.com`];
    const data = [
      usersRow(emails[0]!, group),
      usersRow(emails[1]!, group, { fullName: '', firstName: 'Bo', lastName: 'Lindgren' }),
    ];
    const idempotencyKey = `file-${tag()}:upload-${tag()}:0`;
    const first = await post('/user_group/batch', { idempotencyKey, data });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      kind: 'USERS',
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      refused: 0,
      invited: 2,
      replayed: false,
    });
    expect(first.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(['CREATED', 'CREATED']);

    // The answer was lost: the screen sends the chunk again with its key.
    const retry = await post('/user_group/batch', { idempotencyKey, data });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ ...first.body, replayed: true });
    expect(await invitations(emails)).toBe(2);

    // The same key with other rows is a client's mistake: 422, nothing written.
    const reused = await post('/user_group/batch', {
      idempotencyKey,
      data: [usersRow(`c-${tag()}@example.com`, group)],
    });
    expect(reused.status).toBe(422);

    // The same file uploaded again (a new upload, new keys) changes nothing and invites no one again.
    const again = await post('/user_group/batch', { idempotencyKey: `file-${tag()}:upload-${tag()}:0`, data });
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 0, invited: 0, replayed: false });
    expect(await invitations(emails)).toBe(2);

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

  it('a user who already exists in another group is added to this one, keeps their plan, and the row says so', async () => {
    const email = `known-${tag()}@example.com`;
    const firstGroup = `First group ${tag()}`;
    expect((await post('/user_group/batch', { data: [usersRow(email, firstGroup)] })).status).toBe(200);
    const group = `Second group ${tag()}`;
    const response = await post('/user_group/batch', { data: [usersRow(email, group, { plan: '', promo: '' })] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 0, updated: 1, invited: 0 });
    expect(response.body.results[0].notes).toEqual([
      `Already in ${firstGroup} (FUNDAMENTALS_CLASS): now in ${group} as well (no invitation: the account exists)`,
    ]);
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

  it('answers per row: bad rows are refused with their reasons (bad e-mail, unknown group type, a formula, a repeated e-mail), the good ones written', async () => {
    const group = `Winter cohort ${tag()}`;
    const good = `good-${tag()}@example.com`;
    const response = await post('/user_group/batch', {
      firstRow: 201,
      data: [
        usersRow(good, group),
        usersRow('not-an-email', group),
        usersRow(`c-${tag()}@example.com`, group, { groupType: 'BOOK_CLUB' }),
        usersRow(`d-${tag()}@example.com`, group, { fullName: '=HYPERLINK("https://evil.example","Click")' }),
        usersRow(good.toUpperCase(), group),
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ rows: 5, created: 1, refused: 4, invited: 1 });
    expect(response.body.results.map((r: { outcome: string; issues: unknown[] }) => [r.outcome, r.issues])).toEqual([
      ['CREATED', []],
      ['REFUSED', [{ column: 'email', message: 'is not an e-mail address' }]],
      ['REFUSED', [{ column: 'groupType', message: expect.stringContaining('must be one of FUNDAMENTALS_CLASS') }]],
      [
        'REFUSED',
        [{ column: 'fullName', message: 'must not start with =, +, - or @ (a spreadsheet would run it as a formula)' }],
      ],
      ['REFUSED', [{ column: 'email', message: 'is the same e-mail as row 201' }]],
    ]);
    expect(await app.db.selectFrom('app_user').select('email').where('email', '=', good).execute()).toHaveLength(1);
  });

  it('refuses two groups in one Users upload, writing nothing', async () => {
    const email = `d-${tag()}@example.com`;
    const response = await post('/user_group/batch', {
      data: [usersRow(email, 'One'), usersRow(`e-${tag()}@example.com`, 'Two')],
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      {
        path: 'body.data',
        message: 'One Users upload holds one group: every row needs the same groupName and groupType.',
      },
    ]);
    expect(await app.db.selectFrom('app_user').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('takes forgiving headers and values: any case and spacing, E-mail, extra columns ignored, public and trainings in any case', async () => {
    const group = `Spring cohort ${tag()}`;
    const email = `forgiving-${tag()}@example.com`;
    const response = await post('/user_group/batch', {
      data: [
        {
          'Full Name': 'Rae Okafor',
          'E-mail': email.toUpperCase(),
          PLAN: 'Trainings',
          'group name': group,
          GroupType: 'fundamentals class',
          phone: '+44 20 7946 0000',
        },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 1, refused: 0 });
    const created = await app.db
      .selectFrom('app_user')
      .select(['email', 'first_name', 'plan'])
      .where('email', '=', email)
      .executeTakeFirst();
    expect(created).toEqual({ email, first_name: 'Rae', plan: 'trainings' });
  });

  it('refuses a text decoded from malformed UTF-8 (U+FFFD in a name) at the row, and UTF-16 sent as JSON at the request, writing nothing', async () => {
    const group = `Mojibake cohort ${tag()}`;
    const response = await post('/user_group/batch', {
      data: [usersRow(`m-${tag()}@example.com`, group, { fullName: 'Ren\uFFFD Dubois' })],
    });
    expect(response.body.results[0].issues).toEqual([
      {
        column: 'fullName',
        message: 'holds \uFFFD where a letter was: the file was not saved as UTF-8 (save it as CSV UTF-8)',
      },
    ]);
    expect(response.body).toMatchObject({ created: 0, refused: 1 });
    const email = `utf16-${tag()}@example.com`;
    const utf16 = await app
      .http()
      .post('/user_group/batch')
      .set('authorization', `Bearer ${admin}`)
      .set('content-type', 'application/json')
      .send(Buffer.from(JSON.stringify({ data: [usersRow(email, group)] }), 'utf16le'));
    expect(utf16.status).toBe(400);
    expect(await app.db.selectFrom('app_user').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('refuses a batch of more than 500 rows (send chunks), and a 100,000-row body with a clear 413', async () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ email: `${i}@x.io` }));
    const over = await post('/user_group/batch', { data: many });
    expect(over.status).toBe(400);
    expect(over.body.issues).toEqual([
      { path: 'body.data', message: 'must hold at most 500 rows: send a larger file in chunks' },
    ]);
    const huge = Array.from({ length: 100_000 }, (_, i) => usersRow(`huge-${i}@example.com`, 'Huge'));
    const tooLarge = await post('/user_group/batch', { data: huge });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(
      'The request body is larger than the 100 KB a request may carry: send less in one request (a bulk upload sends its file in chunks).',
    );
  });

  it('schedules classes with 50 seats and PUBLIC by default, times in the chosen zone, the host as HOST; an unknown event and a bad date are refused at their rows', async () => {
    const day = new Date(Date.now() + 7 * 24 * 3600 * 1000 + Math.floor(Math.random() * 1e8));
    const local = `${day.toISOString().slice(0, 10)} 17:30`;
    const row = (extra: Record<string, string>) => ({
      eventId: 'open-mic-warm-up',
      eventName: 'Open Mic Warm-Up',
      hostUserEmail: '',
      hostZoomEmail: '',
      startTime: local,
      durationMinutes: '45',
      maxAttendees: '',
      privacyLevel: '',
      ...extra,
    });
    const response = await post('/events/scheduled/batch', {
      timeZone: 'Asia/Tokyo',
      data: [
        row({ hostUserEmail: 'COACH@example.com', privacyLevel: 'public' }),
        row({ eventId: 'no-such-event' }),
        row({ startTime: 'next tuesday' }),
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.results.map((r: { outcome: string; issues: unknown[] }) => [r.outcome, r.issues])).toEqual([
      ['CREATED', []],
      ['REFUSED', [{ column: 'eventId', message: 'no event has the id or slug no-such-event' }]],
      [
        'REFUSED',
        [
          {
            column: 'startTime',
            message:
              'must be a date and time such as 2031-05-06 17:00 (in the chosen time zone) or 2031-05-06T17:00:00Z',
          },
        ],
      ],
    ]);
    // 17:30 in Tokyo (UTC+9, no summer time) is 08:30Z.
    const start = new Date(`${day.toISOString().slice(0, 10)}T08:30:00Z`);
    const scheduled = await app.db
      .selectFrom('scheduled_event')
      .innerJoin('event', 'event.id', 'scheduled_event.event_id')
      .select(['scheduled_event.id', 'max_attendees', 'privacy_level', 'scheduled_event.duration_seconds'])
      .where('start_time', '=', start)
      .where('event.slug', '=', 'open-mic-warm-up')
      .executeTakeFirstOrThrow();
    expect(scheduled).toMatchObject({ max_attendees: 50, privacy_level: 'PUBLIC', duration_seconds: 2700 });
    const stream = await new EventStore(app.db).readStream(scheduledEventStreamId(scheduled.id));
    expect(stream.map((e) => [e.type, (e.data as { type: string }).type])).toEqual([['AttendeeRegistered', 'HOST']]);

    // The same row again (ISO with its zone this time) is the same class: unchanged.
    const again = await post('/events/scheduled/batch', {
      data: [row({ hostUserEmail: 'coach@example.com', startTime: start.toISOString().replace(':00.000Z', 'Z') })],
    });
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });

  it("a re-uploaded class takes the row's seats, privacy and length; it never holds fewer seats than people booked", async () => {
    const start = new Date(Date.now() + 11 * 24 * 3600 * 1000 + Math.floor(Math.random() * 1e8));
    start.setUTCSeconds(0, 0);
    const row = (extra: Record<string, string>) => ({
      eventId: 'pitch-practice-lab',
      eventName: 'Pitch Practice Lab',
      hostUserEmail: '',
      hostZoomEmail: '',
      startTime: start.toISOString(),
      durationMinutes: '60',
      maxAttendees: '3',
      privacyLevel: 'PUBLIC',
      ...extra,
    });
    const upload = (extra: Record<string, string>) => post('/events/scheduled/batch', { data: [row(extra)] });
    const stored = () =>
      app.db
        .selectFrom('scheduled_event')
        .innerJoin('event', 'event.id', 'scheduled_event.event_id')
        .select(['scheduled_event.id', 'max_attendees', 'privacy_level', 'scheduled_event.duration_seconds'])
        .where('start_time', '=', start)
        .where('event.slug', '=', 'pitch-practice-lab')
        .executeTakeFirstOrThrow();
    expect((await upload({})).body).toMatchObject({ created: 1 });
    const corrected = await upload({ maxAttendees: '20', privacyLevel: 'private', durationMinutes: '90' });
    expect(corrected.body).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const scheduled = await stored();
    expect(scheduled).toMatchObject({ max_attendees: 20, privacy_level: 'PRIVATE', duration_seconds: 5400 });

    const emails = [];
    for (let i = 0; i < 2; i += 1) emails.push((await app.newUser({ plan: 'trainings' })).email);
    const booked = await post('/user_scheduled_event/batch', {
      data: emails.map((email) => ({ status: '', type: '', userEmail: email, scheduledEventId: scheduled.id })),
    });
    expect(booked.body).toMatchObject({ created: 2 });
    const shrunk = await upload({ maxAttendees: '1', privacyLevel: 'private', durationMinutes: '90' });
    expect(shrunk.body.results.map((r: { outcome: string; issues: unknown[] }) => [r.outcome, r.issues])).toEqual([
      [
        'REFUSED',
        [
          {
            column: 'maxAttendees',
            message: '2 people are already booked into this class: it cannot hold fewer seats than that',
          },
        ],
      ],
    ]);
    expect(await stored()).toMatchObject({ max_attendees: 20 });
    expect((await upload({ maxAttendees: '2', privacyLevel: 'private', durationMinutes: '90' })).body).toMatchObject({
      updated: 1,
    });
    expect(await stored()).toMatchObject({ max_attendees: 2 });
  });

  it('registers through the decider: a row past capacity and an unknown class id are refused at their rows, the others written', async () => {
    const event = await app.db
      .selectFrom('event')
      .select('id')
      .where('slug', '=', 'pitch-practice-lab')
      .executeTakeFirstOrThrow();
    const scheduled = {
      id: await newClass(app, {
        eventId: event.id,
        startTime: new Date(Date.now() + 9 * 24 * 3600 * 1000 + Math.floor(Math.random() * 1e6)),
        maxAttendees: 2,
      }),
    };
    const emails = [];
    for (let i = 0; i < 3; i += 1) emails.push((await app.newUser({ plan: 'trainings' })).email);
    const row = (email: string) => ({ status: '', type: '', userEmail: email, scheduledEventId: scheduled.id });
    const unknownClass = randomUUID();
    const full = await post('/user_scheduled_event/batch', {
      data: [...emails.map(row), { ...row(emails[0]!), scheduledEventId: unknownClass }],
    });
    expect(full.status).toBe(200);
    expect(full.body.results.map((r: { outcome: string; issues: unknown[] }) => [r.outcome, r.issues])).toEqual([
      ['CREATED', []],
      ['CREATED', []],
      ['REFUSED', [{ column: 'scheduledEventId', message: 'This class is full: all 2 seats are taken.' }]],
      ['REFUSED', [{ column: 'scheduledEventId', message: `no class has the id ${unknownClass}` }]],
    ]);
    expect(await new EventStore(app.db).readStream(scheduledEventStreamId(scheduled.id))).toHaveLength(2);

    // The same rows again register no one twice.
    const again = await post('/user_scheduled_event/batch', { data: emails.slice(0, 2).map(row) });
    expect(again.body).toMatchObject({ created: 0, unchanged: 2 });
    expect(await new EventStore(app.db).readStream(scheduledEventStreamId(scheduled.id))).toHaveLength(2);
  });
});
