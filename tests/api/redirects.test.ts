import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEVELOPMENT_FEEDBACK_FORM_URL,
  DEVELOPMENT_ZOOM_MEETING_ID,
  seedDevelopmentClasses,
  type EventType,
} from '@impromptu/db';
import { randomUUID } from 'node:crypto';
import { registrationEvents, scheduledEventStreamId, type RegistrationEvent } from '@impromptu/classes';
import { EventStore, positionOf, type ProjectionRunner, waitForCheckpoint } from '@impromptu/event-store';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';
import { newClass, newFeedbackSession } from '../support/factories.js';
import { startProjections } from '../support/projection-runner.js';

const inProcess = inProcessOnly('seeds classes and feedback sessions in the database at a clock of its own');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEB = 'https://web.example.test';
const NOW = new Date('2030-03-04T15:00:00.000Z');

inProcess.describe('redirect routes: Zoom join links, the current class and feedback forms', () => {
  let app: TestApp;
  let runner: ProjectionRunner;
  const tokens: Record<string, string> = {};
  let seededFeedbackSessionId: string;

  const http = () => app.http();
  const get = (path: string, as: string) => http().get(path).set('authorization', `Bearer ${tokens[as]}`);

  async function userId(email: string): Promise<string> {
    return (await app.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }

  /** A scheduled class of its own event; `startOffsetMs` is relative to NOW. */
  async function scheduleClass(options: {
    zoomMeetingId: string;
    type: EventType;
    startOffsetMs: number;
    durationMs?: number;
    endOffsetMs?: number;
  }): Promise<string> {
    return newClass(app, {
      type: options.type,
      startTime: new Date(NOW.getTime() + options.startOffsetMs),
      endTime: options.endOffsetMs === undefined ? null : new Date(NOW.getTime() + options.endOffsetMs),
      durationSeconds: (options.durationMs ?? HOUR) / 1000,
      zoomMeetingId: options.zoomMeetingId,
    });
  }

  /** A registration as the classes context records it (events), seen once the registrations projection has it. */
  async function register(
    email: string,
    scheduledEventId: string,
    fields: { type?: 'ATTENDEE' | 'HOST'; status?: 'CANCELLED'; metadata?: { zoom_join_url?: string } } = {},
  ) {
    const registrationId = randomUUID();
    const user = await userId(email);
    const events: RegistrationEvent[] = [
      {
        type: 'AttendeeRegistered',
        data: {
          scheduledEventId,
          registrationId,
          userId: user,
          type: fields.type ?? 'ATTENDEE',
          zoomJoinUrl: fields.metadata?.zoom_join_url ?? null,
          userTimeZone: 'UTC',
          source: 'WEB',
          registeredAt: NOW.toISOString(),
        },
      },
    ];
    if (fields.status === 'CANCELLED') {
      events.push({
        type: 'RegistrationCancelled',
        data: { scheduledEventId, registrationId, userId: user, cancelledAt: NOW.toISOString() },
      });
    }
    const result = await new EventStore(app.db).append(
      scheduledEventStreamId(scheduledEventId),
      events.map((event) => registrationEvents.toAppend(event)),
      {
        expectedVersion: 'any',
      },
    );
    expect(await waitForCheckpoint(app.db, 'registrations', positionOf(result), 60_000)).toBe(true);
  }

  beforeAll(async () => {
    app = await createTestApp({
      // The template was seeded at real time: move the development class to 30 minutes after NOW.
      prepare: (db) => seedDevelopmentClasses(db, NOW),
      env: { PUBLIC_WEB_URL: WEB },
      now: () => NOW,
    });
    runner = await startProjections(app);
    for (const email of ['learner@example.com', 'coach@example.com', 'learner-free@example.com', 'admin@example.com']) {
      tokens[email] = (await app.login(email)).token;
    }
    seededFeedbackSessionId = (
      await app.db
        .selectFrom('feedback_session')
        .innerJoin('scheduled_event', 'scheduled_event.id', 'feedback_session.scheduled_event_id')
        .select('feedback_session.id')
        .where('scheduled_event.zoom_meeting_id', '=', DEVELOPMENT_ZOOM_MEETING_ID)
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterAll(async () => {
    await runner?.stop();
    await app?.close();
  });

  describe('GET /zoom/meeting/:meetingId/join', () => {
    it('gives a registered attendee the join link of the embedded meetings adapter', async () => {
      const response = await get(`/zoom/meeting/${DEVELOPMENT_ZOOM_MEETING_ID}/join`, 'learner@example.com');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { join_url: `${WEB}/meetings/123/join?role=attendee` } });
    });

    it('gives a HOST registration the start link rather than a join link', async () => {
      const response = await get(`/zoom/meeting/${DEVELOPMENT_ZOOM_MEETING_ID}/join`, 'coach@example.com');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { start_url: `${WEB}/meetings/123/join?role=host` } });
    });

    it('gives an attendee the join link stored on their registration (metadata.zoom_join_url)', async () => {
      const id = await scheduleClass({ zoomMeetingId: '555000111', type: 'LIVE_CLASS', startOffsetMs: 3 * 24 * HOUR });
      await register('admin@example.com', id, {
        metadata: { zoom_join_url: 'https://zoom.example.com/w/555000111?tk=own' },
      });
      const response = await get('/zoom/meeting/555000111/join', 'admin@example.com');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { join_url: 'https://zoom.example.com/w/555000111?tk=own' },
      });
    });

    it('answers 404 to a user not registered for the meeting, with 404 in the message', async () => {
      const response = await get(`/zoom/meeting/${DEVELOPMENT_ZOOM_MEETING_ID}/join`, 'learner-free@example.com');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Meeting not found (404)', issues: [] });
      expect(response.body.message).toContain('404');
    });

    it('answers 404 to a cancelled registration', async () => {
      const id = await scheduleClass({ zoomMeetingId: '555000222', type: 'LIVE_CLASS', startOffsetMs: HOUR });
      await register('learner-free@example.com', id, { status: 'CANCELLED' });
      const response = await get('/zoom/meeting/555000222/join', 'learner-free@example.com');
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Meeting not found (404)');
    });

    it('answers 404 to an unknown meeting', async () => {
      const response = await get('/zoom/meeting/999999999/join', 'learner@example.com');
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Meeting not found (404)');
    });
  });

  describe('GET /zoom/meeting/current/join', () => {
    it("gives the link of the user's class starting within the next hour", async () => {
      const response = await get(
        '/zoom/meeting/current/join?eventTypes=COHORT_CLASS,FUNDAMENTALS_CLASS',
        'learner@example.com',
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { join_url: `${WEB}/meetings/123/join?role=attendee` } });
    });

    it('reads COHORT_CLASS,FUNDAMENTALS_CLASS when eventTypes is absent, and a host gets the start link', async () => {
      const response = await get('/zoom/meeting/current/join', 'coach@example.com');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { start_url: `${WEB}/meetings/123/join?role=host` } });
    });

    it('answers 404 to a user with no registered class', async () => {
      const response = await get(
        '/zoom/meeting/current/join?eventTypes=COHORT_CLASS,FUNDAMENTALS_CLASS',
        'learner-free@example.com',
      );
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'No current class found (404)', issues: [] });
    });

    it('finds no current class among one that finished 3 hours ago and one starting in 2 hours, then finds one in progress', async () => {
      const finished = await scheduleClass({
        zoomMeetingId: '777000001',
        type: 'COHORT_CLASS',
        startOffsetMs: -4 * HOUR,
      });
      const later = await scheduleClass({
        zoomMeetingId: '777000002',
        type: 'FUNDAMENTALS_CLASS',
        startOffsetMs: 2 * HOUR,
      });
      const otherType = await scheduleClass({
        zoomMeetingId: '777000003',
        type: 'LIVE_CLASS',
        startOffsetMs: -10 * MINUTE,
      });
      for (const id of [finished, later, otherType]) await register('admin@example.com', id);
      const none = await get(
        '/zoom/meeting/current/join?eventTypes=COHORT_CLASS,FUNDAMENTALS_CLASS',
        'admin@example.com',
      );
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No current class found (404)');

      const ofType = await get('/zoom/meeting/current/join?eventTypes=LIVE_CLASS', 'admin@example.com');
      expect(ofType.status).toBe(200);
      expect(ofType.body.data).toEqual({ join_url: `${WEB}/meetings/777000003/join?role=attendee` });

      const inProgress = await scheduleClass({
        zoomMeetingId: '777000004',
        type: 'FUNDAMENTALS_CLASS',
        startOffsetMs: -30 * MINUTE,
      });
      await register('admin@example.com', inProgress);
      const found = await get(
        '/zoom/meeting/current/join?eventTypes=COHORT_CLASS,FUNDAMENTALS_CLASS',
        'admin@example.com',
      );
      expect(found.status).toBe(200);
      expect(found.body.data).toEqual({ join_url: `${WEB}/meetings/777000004/join?role=attendee` });
    });

    it('counts a class that finished less than 2 hours ago (by its end_time) as current', async () => {
      const id = await scheduleClass({
        zoomMeetingId: '777000005',
        type: 'COHORT_CLASS',
        startOffsetMs: -5 * HOUR,
        endOffsetMs: -90 * MINUTE,
      });
      await register('learner-free@example.com', id);
      const response = await get('/zoom/meeting/current/join?eventTypes=COHORT_CLASS', 'learner-free@example.com');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ join_url: `${WEB}/meetings/777000005/join?role=attendee` });
    });

    it('refuses unknown event types with 400 on query.eventTypes', async () => {
      const response = await get(
        '/zoom/meeting/current/join?eventTypes=COHORT_CLASS,PIZZA_PARTY',
        'learner@example.com',
      );
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
      expect(response.body.issues).toEqual([
        { path: 'query.eventTypes', message: expect.stringContaining('PIZZA_PARTY') },
      ]);
    });
  });

  describe('GET /feedback/session/:sessionId', () => {
    it('gives a registered user the form link with their e-mail', async () => {
      const response = await get(`/feedback/session/${seededFeedbackSessionId}`, 'learner@example.com');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        redirectUrl: `${DEVELOPMENT_FEEDBACK_FORM_URL}?email=learner%40example.com`,
      });
    });

    it('gives the form link of a session tied to no class to any signed-in user', async () => {
      const session = await newFeedbackSession(app, {
        formUrl: 'https://forms.example.com/open?src=app',
        startsAt: NOW,
        endsAt: new Date(NOW.getTime() + HOUR),
      });
      const response = await get(`/feedback/session/${session}`, 'learner-free@example.com');
      expect(response.status).toBe(200);
      expect(response.body.redirectUrl).toBe('https://forms.example.com/open?src=app&email=learner-free%40example.com');
    });

    it("answers 404 to a user not registered for the session's class", async () => {
      const response = await get(`/feedback/session/${seededFeedbackSessionId}`, 'learner-free@example.com');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Feedback session not found (404)', issues: [] });
    });

    it('answers 404 to an unknown or malformed session id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-session']) {
        const response = await get(`/feedback/session/${id}`, 'learner@example.com');
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Feedback session not found (404)');
      }
    });
  });

  describe('GET /feedback/current', () => {
    it("gives the open feedback session of the user's class", async () => {
      const response = await get('/feedback/current', 'learner@example.com');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        redirectUrl: `${DEVELOPMENT_FEEDBACK_FORM_URL}?email=learner%40example.com`,
      });
    });

    it('prefers the session opened latest and ignores closed ones', async () => {
      const past = await scheduleClass({ zoomMeetingId: '888000001', type: 'COHORT_CLASS', startOffsetMs: -26 * HOUR });
      const recent = await scheduleClass({
        zoomMeetingId: '888000002',
        type: 'COHORT_CLASS',
        startOffsetMs: -2 * HOUR,
      });
      for (const id of [past, recent]) await register('admin@example.com', id);
      await newFeedbackSession(app, {
        scheduledEventId: past,
        formUrl: 'https://forms.example.com/closed',
        startsAt: new Date(NOW.getTime() - 26 * HOUR),
        endsAt: new Date(NOW.getTime() - MINUTE),
      });
      await newFeedbackSession(app, {
        scheduledEventId: recent,
        formUrl: 'https://forms.example.com/recent',
        startsAt: new Date(NOW.getTime() - HOUR),
        endsAt: new Date(NOW.getTime() + HOUR),
      });
      const response = await get('/feedback/current', 'admin@example.com');
      expect(response.status).toBe(200);
      expect(response.body.redirectUrl).toBe('https://forms.example.com/recent?email=admin%40example.com');
    });

    it('answers 404 when no feedback session is open for the user', async () => {
      const response = await get('/feedback/current', 'learner-free@example.com');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'No current feedback session (404)', issues: [] });
    });
  });

  it('answers 401 without a session on every redirect route', async () => {
    for (const path of [
      `/zoom/meeting/${DEVELOPMENT_ZOOM_MEETING_ID}/join`,
      '/zoom/meeting/current/join?eventTypes=COHORT_CLASS,FUNDAMENTALS_CLASS',
      `/feedback/session/${seededFeedbackSessionId}`,
      '/feedback/current',
    ]) {
      const response = await http().get(path);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Authentication required.');
    }
  });
});
