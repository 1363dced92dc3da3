import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { classesContext, sendClassReminders } from '@impromptu/classes';
import type { ProjectionRunner } from '@impromptu/event-store';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';
import { newClass } from '../support/factories.js';
import { startProjections } from '../support/projection-runner.js';

// Issue 29 §10: a reminder e-mail an hour before a registered class, once per registration, none after cancelling,
// none for a class already started (ADR 0040). The sweep is the worker's `classes.send-reminders` job.

const inProcess = inProcessOnly('schedules classes in the database and moves the clock');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEB = 'https://web.example.test';
const START = new Date('2031-06-03T15:00:00.000Z');

inProcess.describe('class reminders', () => {
  let app: TestApp;
  let runner: ProjectionRunner;
  let now = new Date(START.getTime() - 3 * HOUR);
  const people: Record<string, { token: string; email: string }> = {};

  const as = (who: string) => ({ authorization: `Bearer ${people[who]?.token}` });
  const register = (who: string, scheduledEventId: string) =>
    app
      .http()
      .post('/events/register')
      .set(as(who))
      .send({ idempotencyKey: randomUUID(), scheduled_event_id: scheduledEventId, user_timezone: 'Europe/Lisbon' });
  const cancel = (who: string, scheduledEventId: string) =>
    app
      .http()
      .delete(`/events/scheduled/${scheduledEventId}/registration`)
      .set(as(who))
      .send({ idempotencyKey: randomUUID() });

  async function scheduleClass(name: string, start: Date): Promise<string> {
    return newClass(app, { name, startTime: start, maxAttendees: 50 });
  }

  /** The reminder e-mails queued so far, per address. */
  async function remindersTo(email: string): Promise<{ subject: string; text: string }[]> {
    const { rows } = await sql<{ payload: { to: string; subject: string; text: string } }>`
      SELECT payload FROM es_outbox
      WHERE job_name = 'email.send-bulk' AND payload->>'to' = ${email} AND payload->>'subject' LIKE 'Your class starts%'
      ORDER BY id`.execute(app.db);
    return rows.map((row) => ({ subject: row.payload.subject, text: row.payload.text }));
  }

  const sweep = () => sendClassReminders(app.db, { now, publicWebUrl: WEB });

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_WEB_URL: WEB }, now: () => now });
    runner = await startProjections(app);
    for (const who of ['stays', 'cancels', 'late', 'started']) {
      const session = await app.newLearner();
      people[who] = { token: session.token, email: session.email };
    }
  });

  afterAll(async () => {
    await runner?.stop();
    await app?.close();
  });

  it('is a job the worker runs every minute', () => {
    expect(classesContext.jobs.schedules).toEqual([
      { name: 'classes.send-reminders', pattern: '* * * * *', payload: {} },
    ]);
  });

  it('reminds each registration once an hour before, none after cancelling, none late or for a class under way', async () => {
    const storytelling = await scheduleClass('Storytelling Night', START);
    // Under way when the hour before Storytelling Night begins.
    const underway = await scheduleClass('Early Warm-Up', new Date(START.getTime() - 65 * MINUTE));
    now = new Date(START.getTime() - 3 * HOUR);
    for (const who of ['stays', 'cancels']) expect((await register(who, storytelling)).status).toBe(201);
    expect((await register('started', underway)).status).toBe(201);
    expect((await cancel('cancels', storytelling)).status).toBe(200);
    // Registered within the hour: they have just seen the time.
    now = new Date(START.getTime() - 30 * MINUTE);
    expect((await register('late', storytelling)).status).toBe(201);
    await runner.caughtUp();

    now = new Date(START.getTime() - 61 * MINUTE);
    expect(await sweep()).toBe(0);

    now = new Date(START.getTime() - 59 * MINUTE);
    // Two workers sweeping at the same moment queue one reminder between them.
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first + second).toBe(1);
    // A sweep after a restart (or a retried job) finds it already sent.
    expect(await sweep()).toBe(0);

    const reminders = await remindersTo(people['stays']!.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Your class starts in an hour: Storytelling Night');
    expect(reminders[0]!.text).toContain(`${WEB}/games/event/${storytelling}`);
    expect(reminders[0]!.text).toContain('Join from 15 minutes before the start');
    expect(await remindersTo(people['cancels']!.email)).toEqual([]);
    expect(await remindersTo(people['late']!.email)).toEqual([]);
    expect(await remindersTo(people['started']!.email)).toEqual([]);

    // Once the class has started, nothing more is sent.
    now = new Date(START.getTime() + MINUTE);
    expect(await sweep()).toBe(0);
  });

  it('reminds a new registration after a cancellation, once', async () => {
    const later = new Date(START.getTime() + 24 * HOUR);
    const pitch = await scheduleClass('Pitch Lab', later);
    now = new Date(later.getTime() - 5 * HOUR);
    expect((await register('cancels', pitch)).status).toBe(201);
    expect((await cancel('cancels', pitch)).status).toBe(200);
    expect((await register('cancels', pitch)).status).toBe(201);
    await runner.caughtUp();
    now = new Date(later.getTime() - 50 * MINUTE);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const reminders = await remindersTo(people['cancels']!.email);
    expect(reminders.map((r) => r.subject)).toEqual(['Your class starts in 50 minutes: Pitch Lab']);
  });
});
