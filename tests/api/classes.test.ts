import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { registrationDecider, scheduledEventStreamId } from '@impromptu/classes';
import { EventStore, type ProjectionRunner, readAggregate } from '@impromptu/event-store';
import { createTestApp, type TestApp } from '../support/app.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';
import type { MeetingsPort } from '@impromptu/integrations';
import { MEETINGS_PORT } from '../../bff/src/classes/meetings/meetings-port.provider.js';
import { newClass } from '../support/factories.js';
import { startProjections } from '../support/projection-runner.js';

const inProcess = inProcessOnly('schedules classes in the database and moves the clock');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEB = 'https://web.example.test';
const START = new Date('2031-05-06T15:00:00.000Z');

inProcess.describe('live classes: registrations as events', () => {
  let app: TestApp;
  let runner: ProjectionRunner;
  let now = new Date(START.getTime() - 2 * HOUR);
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const http = () => app.http();
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const register = (who: string, scheduledEventId: string, key: string = randomUUID()) =>
    http()
      .post('/events/register')
      .set(as(who))
      .send({ idempotencyKey: key, scheduled_event_id: scheduledEventId, user_timezone: 'Europe/Lisbon' });

  let counter = 0;

  /** A class of its own event, starting `startOffsetMs` after START. */
  async function scheduleClass(
    options: {
      type?: 'LIVE_CLASS' | 'COHORT_CLASS';
      tiers?: string[];
      privacy?: 'PUBLIC' | 'PRIVATE';
      max?: number;
      startOffsetMs?: number;
    } = {},
  ) {
    counter += 1;
    return newClass(app, {
      name: `API class ${counter}`,
      type: options.type ?? 'LIVE_CLASS',
      tiers: options.tiers ?? [],
      startTime: new Date(START.getTime() + (options.startOffsetMs ?? 0)),
      maxAttendees: options.max ?? 50,
      privacy: options.privacy ?? 'PUBLIC',
    });
  }

  /** Many signed-in users at once, written straight into the database (signing up 1,000 users through argon2 would take minutes). */
  async function manyUsers(count: number): Promise<string[]> {
    const users = await app.db
      .insertInto('app_user')
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `rush-${randomUUID()}-${i}@example.com`,
          first_name: 'Rush',
          last_name: String(i),
          type: 'LEARNER' as const,
          plan: 'trainings' as const,
        })),
      )
      .returning('id')
      .execute();
    const sessionTokens = users.map(() => randomBytes(32).toString('base64url'));
    await app.db
      .insertInto('user_session')
      .values(
        users.map((user, i) => ({
          user_id: user.id,
          token_hash: createHash('sha256')
            .update(sessionTokens[i] as string)
            .digest(),
          idle_expires_at: new Date(now.getTime() + 24 * HOUR),
          absolute_expires_at: new Date(now.getTime() + 24 * HOUR),
        })),
      )
      .execute();
    return sessionTokens;
  }

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_WEB_URL: WEB }, now: () => now });
    runner = await startProjections(app);
    for (const [who, plan] of [
      ['trainee', 'trainings'],
      ['other', 'trainings'],
      ['free', 'free'],
    ] as const) {
      const session = await app.newSession({ plan });
      tokens[who] = session.token;
      ids[who] = session.userId;
    }
    const coach = await app.newSession({ type: 'COACH' });
    tokens['coach'] = coach.token;
    ids['coach'] = coach.userId;
  });

  afterAll(async () => {
    await runner?.stop();
    await app?.close();
  });

  describe('the class list and the event page', () => {
    it('lists PUBLIC classes only, and dims for the free plan the classes whose tiers exclude it', async () => {
      const open = await scheduleClass({ tiers: ['free', 'trainings'] });
      const paid = await scheduleClass({ tiers: ['trainings'] });
      const hidden = await scheduleClass({ privacy: 'PRIVATE' });
      const forFree = await http().get('/events/scheduled').set(as('free'));
      expect(forFree.status).toBe(200);
      const byId = new Map(forFree.body.classes.map((c: { id: string }) => [c.id, c]));
      expect(byId.get(open)).toMatchObject({
        lockedForPlan: false,
        ownRegistration: null,
        attendeeCount: 0,
        maxAttendees: 50,
      });
      expect(byId.get(paid)).toMatchObject({ lockedForPlan: true });
      expect(byId.has(hidden)).toBe(false);
      const forTrainee = await http().get('/events/scheduled').set(as('trainee'));
      expect(forTrainee.body.classes.find((c: { id: string }) => c.id === paid)).toMatchObject({
        lockedForPlan: false,
      });
    });

    it('answers 404 naming the problem for an unknown class and for a PRIVATE one, 400 for a malformed id', async () => {
      const hidden = await scheduleClass({ privacy: 'PRIVATE' });
      for (const id of [randomUUID(), hidden]) {
        const response = await http().get(`/events/scheduled/${id}`).set(as('trainee'));
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Class not found (404): no public class has this id.');
        expect((await register('trainee', id)).status).toBe(404);
      }
      const malformed = await http().get('/events/scheduled/not-a-class').set(as('trainee'));
      expect(malformed.status).toBe(400);
      expect(malformed.body.issues).toEqual([
        { path: 'params.scheduledEventId', message: 'must be a class id (a UUID)' },
      ]);
    });
  });

  describe('registering', () => {
    it('registers once and answers the join link; a second registration is a 409 and writes nothing', async () => {
      const id = await scheduleClass();
      const first = await register('trainee', id);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        success: true,
        data: { zoom_join_url: `${WEB}/meetings/${id}/join?role=attendee`, status: 'REGISTERED' },
      });
      const again = await register('trainee', id);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You are already registered for this class.');
      const list = await http().get(`/events/scheduled/${id}/registrations`).set(as('other'));
      expect(list.body).toMatchObject({
        attendeeCount: 1,
        maxAttendees: 50,
        registrations: [{ userId: ids['trainee'], type: 'ATTENDEE', status: 'REGISTERED' }],
      });
    });

    it('answers a retry with the same idempotency key as the first time', async () => {
      const id = await scheduleClass();
      const key = randomUUID();
      const first = await register('trainee', id, key);
      const retry = await register('trainee', id, key);
      expect(retry.status).toBe(first.status);
      const stream = await new EventStore(app.db).readStream(scheduledEventStreamId(id));
      expect(stream).toHaveLength(1);
    });

    it('refuses the free plan a class whose tiers exclude it (403), and lets it into a free class', async () => {
      const paid = await scheduleClass({ tiers: ['trainings', 'coach'] });
      const refused = await register('free', paid);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'This class is for members of a paid plan: the free plan cannot register for it. Upgrade your plan to join.',
      );
      expect(await new EventStore(app.db).readStream(scheduledEventStreamId(paid))).toEqual([]);
      expect((await register('free', await scheduleClass({ tiers: ['free', 'trainings'] }))).status).toBe(201);
    });

    it('decides before it asks the meetings provider: a full class or a second registration creates no registrant there', async () => {
      // The embedded meetings adapter the app runs on, watched: with Zoom, each joinLink creates a registrant.
      const meetings = app.app.get<MeetingsPort>(MEETINGS_PORT, { strict: false });
      const asked: string[] = [];
      const joinLink = meetings.joinLink.bind(meetings);
      meetings.joinLink = (input) => {
        asked.push(input.user.id);
        return joinLink(input);
      };
      try {
        const id = await scheduleClass({ max: 1 });
        const key = randomUUID();
        expect((await register('trainee', id, key)).status).toBe(201);
        expect(asked).toHaveLength(1);
        expect((await register('other', id)).status).toBe(409);
        expect((await register('trainee', id)).status).toBe(409);
        expect(asked).toHaveLength(1);
        // A retried request still answers its join link (the provider's registrant is the same person's).
        const retried = await register('trainee', id, key);
        expect(retried.status).toBe(201);
        expect(retried.body.data.zoom_join_url).toMatch(/role=attendee/);
      } finally {
        meetings.joinLink = joinLink;
      }
    });

    it('frees the seat of a cancelled registration and lets the same user register again', async () => {
      const id = await scheduleClass({ max: 1 });
      expect((await register('trainee', id)).status).toBe(201);
      const full = await register('other', id);
      expect(full.status).toBe(409);
      expect(full.body.message).toBe('This class is full: all 1 seat is taken.');
      const cancelled = await http()
        .delete(`/events/scheduled/${id}/registration`)
        .set(as('trainee'))
        .send({ idempotencyKey: randomUUID() });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toEqual({ status: 'CANCELLED' });
      const cancelAgain = await http()
        .delete(`/events/scheduled/${id}/registration`)
        .set(as('trainee'))
        .send({ idempotencyKey: randomUUID() });
      expect(cancelAgain.status).toBe(409);
      expect(cancelAgain.body.message).toBe('You are not registered for this class.');
      expect((await register('other', id)).status).toBe(201);
      expect((await register('trainee', id)).status).toBe(409);
    });

    it('refuses a class that has ended (409)', async () => {
      const id = await scheduleClass({ startOffsetMs: -10 * HOUR });
      const response = await register('trainee', id);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('This class has ended: registration is closed.');
    });

    it('seats exactly 50 of 1,000 concurrent registrations, never one user twice, and refuses the rest with a clear 409', async () => {
      const id = await scheduleClass({ max: 50 });
      const rush = await manyUsers(950);
      // All 1,000 requests are sent at once over up to 200 connections (a loaded machine's accept queue
      // would drop more): the BFF has them all in flight together, far more than its database pool.
      await app.app.listen(0, '127.0.0.1');
      const url = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}/events/register`;
      const agent = new Agent({ connections: 200 });
      // Fifty of them press the button twice at the same moment.
      const responses = await Promise.all(
        [...rush, ...rush.slice(0, 50)].map(async (token) => {
          const response = await fetch(url, {
            dispatcher: agent,
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ idempotencyKey: randomUUID(), scheduled_event_id: id, user_timezone: 'UTC' }),
          });
          return { status: response.status, body: (await response.json()) as { message?: string } };
        }),
      );
      await agent.close();
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(50);
      expect(statuses.filter((s) => s === 409)).toHaveLength(950);
      for (const refused of responses.filter((r) => r.status === 409)) {
        expect(['This class is full: all 50 seats are taken.', 'You are already registered for this class.']).toContain(
          refused.body.message,
        );
      }
      const { state } = await readAggregate(new EventStore(app.db), scheduledEventStreamId(id), registrationDecider);
      expect(state.attendees).toBe(50);
      const stream = await new EventStore(app.db).readStream(scheduledEventStreamId(id));
      const users = stream.map((event) => (event.data as { userId: string }).userId);
      expect(new Set(users).size).toBe(50);
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM event_registration WHERE scheduled_event_id = ${id} AND status = 'REGISTERED'`.execute(
        app.db,
      );
      expect(rows[0]?.n).toBe(50);
    }, 240_000);
  });

  describe('join links', () => {
    it('gives a registered attendee the join link, a host the start link, and refuses anyone not registered (403)', async () => {
      const id = await scheduleClass();
      expect((await register('trainee', id)).status).toBe(201);
      const store = new EventStore(app.db);
      // The coach hosts: hosts are registered by the schedule (bulk upload), not by the button.
      await store.append(
        scheduledEventStreamId(id),
        [
          {
            type: 'AttendeeRegistered',
            schemaVersion: 1,
            data: {
              scheduledEventId: id,
              registrationId: randomUUID(),
              userId: ids['coach'],
              type: 'HOST',
              zoomJoinUrl: null,
              userTimeZone: 'UTC',
              source: 'BULK_UPLOAD',
              registeredAt: now.toISOString(),
            },
          },
        ],
        { expectedVersion: 'any' },
      );
      const host = await eventually(
        async () => await http().get(`/events/${id}/join`).set(as('coach')),
        (answer) => answer.status === 200,
        30_000,
      );
      // The host may open the meeting early; an attendee joins from 15 minutes before the start (issue 29 §10).
      expect(host.body).toEqual({ success: true, data: { start_url: `${WEB}/meetings/${id}/join?role=host` } });
      const early = await http().get(`/events/${id}/join`).set(as('trainee'));
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('You can join this class from 15 minutes before it starts.');
      now = new Date(START.getTime() - 15 * MINUTE);
      const attendee = await http().get(`/events/${id}/join`).set(as('trainee'));
      now = new Date(START.getTime() - 2 * HOUR);
      expect(attendee.body).toEqual({ success: true, data: { join_url: `${WEB}/meetings/${id}/join?role=attendee` } });
      const stranger = await http().get(`/events/${id}/join`).set(as('other'));
      expect(stranger.status).toBe(403);
      expect(stranger.body.message).toBe('You are not registered for this class.');
    });
  });

  describe('add to calendar', () => {
    it('answers the class as an .ics file linking to its page, and 404 for a class the user may not read', async () => {
      const id = await scheduleClass();
      const response = await http()
        .get(`/events/scheduled/${id}/calendar`)
        .set(as('trainee'))
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => done(null, text));
        });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="api-class-\d+\.ics"$/);
      const lines = (response.body as string).replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'BEGIN:VCALENDAR',
          'BEGIN:VEVENT',
          `UID:class-${id}@web.example.test`,
          'DTSTART:20310506T150000Z',
          'DTEND:20310506T160000Z',
          `URL:${WEB}/games/event/${id}`,
          'END:VCALENDAR',
        ]),
      );
      const hidden = await scheduleClass({ privacy: 'PRIVATE' });
      expect((await http().get(`/events/scheduled/${hidden}/calendar`).set(as('trainee'))).status).toBe(404);
    });
  });

  describe('the class banner (moved clock)', () => {
    it('is hidden 16 minutes before the class, upcoming at 15, live from the start, hidden once it ended', async () => {
      const id = await scheduleClass({ type: 'COHORT_CLASS', startOffsetMs: 3 * HOUR });
      const classStart = START.getTime() + 3 * HOUR;
      now = new Date(classStart - 20 * MINUTE);
      expect((await register('other', id)).status).toBe(201);
      const bannerAt = async (offset: number) => {
        now = new Date(classStart + offset);
        return (await http().get('/classes/banner').set(as('other'))).body;
      };
      expect(await bannerAt(-16 * MINUTE)).toMatchObject({ state: 'hidden', class: null, refreshSeconds: 60 });
      expect(await bannerAt(-15 * MINUTE)).toMatchObject({ state: 'upcoming', class: { scheduledEventId: id } });
      expect(await bannerAt(0)).toMatchObject({ state: 'live', class: { scheduledEventId: id } });
      expect(await bannerAt(59 * MINUTE)).toMatchObject({ state: 'live' });
      expect(await bannerAt(60 * MINUTE)).toMatchObject({ state: 'hidden' });
      now = new Date(START.getTime() - 2 * HOUR);
    });
  });
});
