import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import pino from 'pino';
import { DEMO_PASSWORD } from '@impromptu/db';
import type { ProjectionRunner } from '@impromptu/event-store';
import { ERASED_FEEDBACK } from '@impromptu/coach';
import { finishErasure, projections } from '@impromptu/jobs';
import { runOps } from '../../bff/src/ops/cli.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly, isTargetMode } from '../support/target.js';
import { classesChanged } from '../support/reference-data.js';
import { joinGroup, newClass, roundBody, SAMPLE_VOICE_METRICS } from '../support/factories.js';
import { startProjections } from '../support/projection-runner.js';

const inProcess = inProcessOnly('reads the event store and every projection table, and rebuilds projections');

const DELETE_MESSAGES = {
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  alreadyDeleted: 'This account has already been deleted.',
  wrongEmail: 'That is not the e-mail address of this account. Your account has not been deleted.',
  signInAgain:
    'For your safety, sign in again with your identity provider, then delete your account within 15 minutes.',
};

let app: TestApp;
let runner: ProjectionRunner;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  app = await createTestApp();
  // The projections are the target's own against a running BFF; in process, this file runs them.
  if (isTargetMode) return;
  runner = await startProjections(app);
});

afterAll(async () => {
  await runner?.stop();
  await app?.close();
});

const voiceMetrics = SAMPLE_VOICE_METRICS;

const round = (n: number, extra: Record<string, unknown> = {}) =>
  roundBody(n, { playerName: 'Erin Erasable', ...extra });

/** A learner named Erin Erasable in the seeded spring cohort, with a round played (voice figures on) and a class booked. */
async function erinWithHistory() {
  const lastName = `Erasable${randomBytes(3).toString('hex')}`;
  const session = await app.newSession({ plan: 'trainings', firstName: 'Erin', lastName });
  const cohort = await app.db
    .selectFrom('learning_group')
    .select('id')
    .where('name', '=', 'Fundamentals Cohort — Spring')
    .executeTakeFirstOrThrow();
  await joinGroup(app, cohort.id, [session.userId]);
  const sessionId = await app.newGameSession(session.token, { shortCode: 'snow-globe' });
  await app
    .http()
    .post(`/game-sessions/${sessionId}/rounds`)
    .set(app.auth(session.token))
    .send(round(1, { voiceMetrics }))
    .expect(201);
  const scheduledEventId = await scheduleClass();
  await register(session.token, scheduledEventId);
  return { ...session, lastName, cohortId: cohort.id, sessionId, scheduledEventId };
}

async function register(token: string, scheduledEventId: string): Promise<void> {
  await app
    .http()
    .post('/events/register')
    .set(app.auth(token))
    .send({ idempotencyKey: randomUUID(), scheduled_event_id: scheduledEventId, user_timezone: 'Europe/Lisbon' })
    .expect(201);
}

const classEventsOf = (scheduledEventId: string) =>
  app.db
    .selectFrom('es_events')
    .select(['event_type', 'data'])
    .where('stream_id', '=', `scheduled-event-${scheduledEventId}`)
    .orderBy('stream_version')
    .execute();

const registrationsOf = async (scheduledEventId: string) =>
  (
    await sql<{ user_id: string; status: string }>`
      SELECT user_id, status FROM event_registration WHERE scheduled_event_id = ${scheduledEventId}`.execute(app.db)
  ).rows;

async function scheduleClass(): Promise<string> {
  return newClass(app, {
    name: 'Erasure class',
    startTime: new Date(Date.now() + 7 * 24 * 3_600_000),
    maxAttendees: 10,
    privacy: 'PUBLIC',
  });
}

const deleteAccount = (token: string, password: string) =>
  app.http().post('/account/delete').set(app.auth(token)).send({ password });

/** Rows of every projection table (through its view) whose text holds any of the needles. */
async function projectionRowsMentioning(...needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const projection of projections) {
    for (const table of projection.tables) {
      for (const needle of needles) {
        const { rows } = await sql<{ count: string }>`
          SELECT count(*) AS count FROM ${sql.table(table.name)} t WHERE t::text ILIKE ${`%${needle}%`}`.execute(
          app.db,
        );
        if (Number(rows[0]?.count) > 0) found.push(`${table.name} holds ${needle}`);
      }
    }
  }
  return found;
}

async function eventsMentioning(needle: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM es_events
    WHERE data::text ILIKE ${`%${needle}%`} OR metadata::text ILIKE ${`%${needle}%`} OR stream_id ILIKE ${`%${needle}%`}`.execute(
    app.db,
  );
  return Number(rows[0]?.count);
}

async function cohortLeaderboardNames(): Promise<string[]> {
  const learner = await app.login('learner@example.com');
  const response = await app.http().get('/cohorts/dashboard').set(app.auth(learner.token)).expect(200);
  return (response.body.leaderboard.entries as { name: string }[]).map((entry) => entry.name);
}

describe('download my data', () => {
  inProcess.it('holds the profile, the round just played with its voice figures, the class booked', async () => {
    const erin = await erinWithHistory();
    const response = await app.http().get('/account/data').set(app.auth(erin.token)).expect(200);
    const data = response.body;
    expect(data.profile).toMatchObject({
      id: erin.userId,
      email: erin.email,
      firstName: 'Erin',
      lastName: erin.lastName,
    });
    expect(data.groups.map((g: { name: string }) => g.name)).toContain('Fundamentals Cohort — Spring');
    expect(data.gameRounds).toEqual([
      expect.objectContaining({ sessionId: erin.sessionId, game: 'snow-globe', round: 1, voiceMetrics }),
    ]);
    expect(data.activity.registrations).toEqual([
      expect.objectContaining({
        type: 'AttendeeRegistered',
        data: expect.objectContaining({ scheduledEventId: erin.scheduledEventId }),
      }),
    ]);
    expect(data.activity.games.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['GameSessionStarted', 'RoundCompleted']),
    );
    // Nothing about the password, ever.
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_hash/);
  });

  it('is for a signed-in person only', async () => {
    await app.http().get('/account/data').expect(401);
  });
});

describe('delete my account: bad input', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const session = await app.newSession();
    const refused = await deleteAccount(session.token, 'not-my-password');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(DELETE_MESSAGES.wrongPassword);
    await app.http().get('/user/me').set(app.auth(session.token)).expect(200);
    await app.login(session.email);
  });

  it('asks for the password', async () => {
    const session = await app.newSession();
    const refused = await app.http().post('/account/delete').set(app.auth(session.token)).send({});
    expect(refused.status).toBe(400);
    await app.http().get('/user/me').set(app.auth(session.token)).expect(200);
  });

  it('stops guessing: the sixth try within 15 minutes is refused with the wait, even with the right password', async () => {
    const session = await app.newSession();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await deleteAccount(session.token, `guess-${attempt}`)).status).toBe(403);
    }
    const throttled = await deleteAccount(session.token, DEMO_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    await app.http().get('/user/me').set(app.auth(session.token)).expect(200);
  });

  inProcess.it(
    'an account that signs in only through an identity provider confirms with its e-mail, from a fresh sign-in',
    async () => {
      const session = await app.newSession();
      await app.db
        .updateTable('app_user')
        .set({ password_hash: null, auth0_id: `oidc|${session.userId}` })
        .where('id', '=', session.userId)
        .execute();
      const me = await app.http().get('/user/me').set(app.auth(session.token)).expect(200);
      expect(me.body.user.signsInWithPassword).toBe(false);
      const send = (body: object) => app.http().post('/account/delete').set(app.auth(session.token)).send(body);

      const wrongAddress = await send({ email: 'someone-else@example.com' });
      expect(wrongAddress.status).toBe(403);
      expect(wrongAddress.body.message).toBe(DELETE_MESSAGES.wrongEmail);

      // A browser left signed in for longer than the window is not enough.
      await app.db
        .updateTable('user_session')
        .set({ created_at: new Date(Date.now() - 20 * 60_000) })
        .where('user_id', '=', session.userId)
        .execute();
      const stale = await send({ email: session.email.toUpperCase() });
      expect(stale.status).toBe(403);
      expect(stale.body.message).toBe(DELETE_MESSAGES.signInAgain);
      await app.http().get('/user/me').set(app.auth(session.token)).expect(200);

      await app.db
        .updateTable('user_session')
        .set({ created_at: new Date() })
        .where('user_id', '=', session.userId)
        .execute();
      const deleted = await send({ email: ` ${session.email.toUpperCase()} ` });
      expect(deleted.status).toBe(200);
      await app.http().get('/user/me').set(app.auth(session.token)).expect(401);
    },
  );

  inProcess.it('deletes once when two deletions race; the other is told the account is already gone', async () => {
    const session = await app.newSession();
    const [a, b] = await Promise.all([
      deleteAccount(session.token, DEMO_PASSWORD),
      deleteAccount(session.token, DEMO_PASSWORD),
    ]);
    const answers = [a, b].sort((x, y) => x.status - y.status);
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.body).toEqual({
      deleted: true,
      subscriptionCancelled: false,
      refundedCents: 0,
      creditKeptCents: 0,
    });
    // The second either waited for the first and found the account gone, or came after its session was revoked.
    expect([410, 401]).toContain(answers[1]!.status);
    if (answers[1]!.status === 410) expect(answers[1]!.body.message).toBe(DELETE_MESSAGES.alreadyDeleted);
    const recorded = await app.db
      .selectFrom('forgotten_subject' as never)
      .select(sql<number>`count(*)::int`.as('count'))
      .where(sql.ref('subject_id'), '=', session.userId)
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({ count: 1 });
  });
});

describe('delete my account', () => {
  inProcess.it(
    'ends every session, erases the person from events and projections (a rebuild brings nothing back), frees the e-mail',
    async () => {
      const erin = await erinWithHistory();
      const otherDevice = await app.login(erin.email);
      const fullName = `Erin ${erin.lastName}`;
      await eventually(cohortLeaderboardNames, (names) => names.includes(fullName));
      expect(await cohortLeaderboardNames()).toContain(fullName);
      // Erin's class of next week, and one that has already taken place (booked when it was ahead).
      const pastClassId = await scheduleClass();
      await register(erin.token, pastClassId);
      await app.db
        .updateTable('scheduled_event')
        .set({ start_time: new Date(Date.now() - 24 * 3_600_000) })
        .where('id', '=', pastClassId)
        .execute();
      await classesChanged(app);
      const pastClassEvents = (await classEventsOf(pastClassId)).length;
      const nextClassEvents = (await classEventsOf(erin.scheduledEventId)).length;

      const deleted = await deleteAccount(erin.token, DEMO_PASSWORD);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({
        deleted: true,
        subscriptionCancelled: false,
        refundedCents: 0,
        creditKeptCents: 0,
      });

      // Sessions revoked, sign-in refused.
      await app.http().get('/user/me').set(app.auth(erin.token)).expect(401);
      await app.http().get('/user/me').set(app.auth(otherDevice.token)).expect(401);
      await app.http().post('/auth/login').send({ email: erin.email, password: DEMO_PASSWORD }).expect(401);
      // Gone from the cohort's leaderboard at once.
      expect(await cohortLeaderboardNames()).not.toContain(fullName);

      // The events: the person's own streams are gone; the class keeps its booking under an id that is no one's.
      expect(await eventsMentioning(erin.userId)).toBe(0);
      expect(await eventsMentioning(erin.lastName)).toBe(0);
      expect(await eventsMentioning(erin.email)).toBe(0);
      const pastClass = await classEventsOf(pastClassId);
      expect(pastClass).toHaveLength(pastClassEvents);
      expect(pastClass[0]!.data).toMatchObject({ zoomJoinUrl: null });
      const pseudonym = (pastClass[0]!.data as { userId: string }).userId;
      expect(await app.db.selectFrom('app_user').select('id').where('id', '=', pseudonym).execute()).toEqual([]);
      // The class not started yet got its seat back: a cancellation, under the same kind of pseudonym.
      const nextClass = await classEventsOf(erin.scheduledEventId);
      expect(nextClass).toHaveLength(nextClassEvents + 1);
      expect(nextClass.slice(-2).map((event) => event.event_type)).toEqual([
        'AttendeeRegistered',
        'RegistrationCancelled',
      ]);
      const nextPseudonym = (nextClass.at(-1)!.data as { userId: string }).userId;
      expect(nextPseudonym).not.toBe(erin.userId);
      expect((nextClass.at(-2)!.data as { userId: string }).userId).toBe(nextPseudonym);

      // The erasure's job: what derived from the forgotten events is rebuilt from what is left.
      const record = await sql<{ projections: string[] }>`
        SELECT projections FROM forgotten_subject WHERE subject_id = ${erin.userId}`.execute(app.db);
      expect(record.rows[0]!.projections).toEqual(
        expect.arrayContaining(['game_user_stats', 'leaderboard', 'registrations']),
      );
      await finishErasure(app.db, { userId: erin.userId, projections: record.rows[0]!.projections }, logger);
      expect(await projectionRowsMentioning(erin.userId, erin.lastName, erin.email)).toEqual([]);

      // `npm run ops -- projections:rebuild NAME` for every projection: nothing of the person comes back.
      const printed: string[] = [];
      const io = { out: (line: string) => printed.push(line), err: (line: string) => printed.push(line) };
      for (const projection of projections) {
        expect(await runOps(['projections:rebuild', projection.name], app.database.url, io)).toBe(0);
      }
      expect(printed.filter((line) => line.startsWith('rebuilt '))).toHaveLength(projections.length);
      expect(await projectionRowsMentioning(erin.userId, erin.lastName, erin.email)).toEqual([]);
      expect(await cohortLeaderboardNames()).not.toContain(fullName);
      // The past class still counts the seat under the pseudonym, no one's name; next week's class has it free.
      expect(await registrationsOf(pastClassId)).toEqual([{ user_id: pseudonym, status: 'REGISTERED' }]);
      expect(await registrationsOf(erin.scheduledEventId)).toEqual([{ user_id: nextPseudonym, status: 'CANCELLED' }]);

      // Reference rows gone; the e-mail is free for a new account.
      expect(await app.db.selectFrom('user_group').where('user_id', '=', erin.userId).selectAll().execute()).toEqual(
        [],
      );
      const again = await app.signup({ email: erin.email, firstName: 'Erin', lastName: 'Again' });
      expect(again.userId).not.toBe(erin.userId);
    },
    120_000,
  );

  inProcess.it(
    'redacts the AI feedback on a forgotten learner’s recording in the coach bot’s shared stream',
    async () => {
      // The coach-bot stream is shared: only the learner's own recording loses its words.
      const { coachBotEvents } = await import('@impromptu/coach');
      const { EventStore } = await import('@impromptu/event-store');
      const session = await app.newSession();
      const other = randomUUID();
      const recallBotId = randomUUID();
      const mine = randomUUID();
      const theirs = randomUUID();
      const at = new Date().toISOString();
      const context = { course: 'FUNDAMENTALS_L1', day: 1, exercise: 1, practiceSessionSlug: 'day-1' };
      const events = [
        {
          type: 'RecordingStartRequested',
          data: { recallBotId, recordingId: mine, userId: session.userId, gameContext: context, requestedAt: at },
        },
        {
          type: 'RecordingStartRequested',
          data: { recallBotId, recordingId: theirs, userId: other, gameContext: context, requestedAt: at },
        },
        {
          type: 'AiFeedbackReady',
          data: { recallBotId, recordingId: mine, feedback: 'You paused well.', source: 'embedded', readyAt: at },
        },
        {
          type: 'AiFeedbackReady',
          data: { recallBotId, recordingId: theirs, feedback: 'Strong opening.', source: 'embedded', readyAt: at },
        },
      ] as const;
      await new EventStore(app.db).append(
        `coach-bot-${recallBotId}`,
        events.map((event) => coachBotEvents.toAppend(event as never)),
        { expectedVersion: 'no_stream' },
      );
      expect((await deleteAccount(session.token, DEMO_PASSWORD)).status).toBe(200);
      const rows = await app.db
        .selectFrom('es_events')
        .select(['event_type', 'data'])
        .where('stream_id', '=', `coach-bot-${recallBotId}`)
        .orderBy('stream_version')
        .execute();
      const feedback = rows
        .filter((r) => r.event_type === 'AiFeedbackReady')
        .map((r) => (r.data as { feedback: string }).feedback);
      expect(feedback).toEqual([ERASED_FEEDBACK, 'Strong opening.']);
      expect(JSON.stringify(rows)).not.toContain(session.userId);
      expect(JSON.stringify(rows)).toContain(other);
    },
  );
});
