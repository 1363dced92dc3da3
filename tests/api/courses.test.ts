import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { pino } from 'pino';
import { courseCatalogue, lessonDuration } from '@impromptu/db';
import { EventStore, OutboxRelay } from '@impromptu/event-store';
import {
  createCourseJobHandlers,
  LessonUnlockPayloadSchema,
  seedDemoCourseProgress,
  UnlockNotDueError,
} from '@impromptu/courses';
import { EmailTableAdapter } from '@impromptu/integrations';
import { JobQueues, publishOutboxMessage } from '@impromptu/jobs';
import { createTestApp, type TestApp } from '../support/app.js';
import { redisUrl, uniquePrefix } from '../support/redis.js';
import { freePort } from '../support/ports.js';
import { inProcessOnly } from '../support/target.js';

const readsTheStore = inProcessOnly(
  'reads the event store, the outbox and the e-mail table, and runs the unlock job itself',
);
const logger = pino({ level: 'silent' });

const BASICS = courseCatalogue.find((course) => course.slug === 'the-basics')!;
const [LESSON_1, LESSON_2] = BASICS.lessons;
const lessonPath = (slug: string) => `/courses/the-basics/lessons/${slug}`;

let app: TestApp;
const http = () => app.http();
const as = (token: string) => app.auth(token);

const start = (token: string, course = 'the-basics', idempotencyKey: string = randomUUID()) =>
  http().post(`/courses/${course}/start`).set(as(token)).send({ idempotencyKey });
const completeLecture = (
  token: string,
  videoProgress: number,
  slug = LESSON_1!.slug,
  idempotencyKey: string = randomUUID(),
) =>
  http()
    .post(`${lessonPath(slug)}/lecture/completion`)
    .set(as(token))
    .send({ idempotencyKey, videoProgress });

interface LessonCard {
  slug: string;
  isUnlocked: boolean;
  sections: { lecture: string; practice: string; quiz: string };
  action: string;
  lockedReason: string | null;
  unlockAt: string | null;
}
const lessonsOf = async (token: string, course = 'the-basics'): Promise<LessonCard[]> => {
  const response = await http().get(`/courses/${course}`).set(as(token));
  expect(response.status).toBe(200);
  return (response.body as { lessons: LessonCard[] }).lessons;
};

async function userCourseEvents(userId: string): Promise<string[]> {
  const { rows } = await sql<{ event_type: string }>`
    SELECT e.event_type FROM es_events e WHERE e.stream_id IN (SELECT stream_id FROM es_streams WHERE stream_type = 'user-course')
      AND e.data->>'userId' = ${userId} ORDER BY e.global_position`.execute(app.db);
  return rows.map((row) => row.event_type);
}

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('the course catalogue', () => {
  it('lists cohort and self-paced courses, and the drafts to admins only', async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    const admin = (await app.newSession({ type: 'ADMIN' })).token;
    const seen = (await http().get('/courses').set(as(learner))).body as Record<
      string,
      { slug: string; status: string; requiresUpgrade: boolean; learnMoreUrl: string | null }[]
    >;
    expect(seen.cohortBased!.map((c) => c.slug)).toEqual(['fundamentals-of-impromptu-speaking']);
    expect(seen.cohortBased![0]!.learnMoreUrl).toMatch(/^https:\/\//);
    expect(seen.selfPaced!.map((c) => [c.slug, c.status, c.requiresUpgrade])).toEqual([
      ['the-basics', 'LIVE_FREE', false],
      ['stories-that-stick', 'LIVE_PAID', true],
    ]);
    expect(seen.inDevelopment).toEqual([]);
    const forAdmin = (await http().get('/courses').set(as(admin))).body as typeof seen;
    expect(forAdmin.inDevelopment!.map((c) => c.slug)).toEqual(['speaking-on-camera']);
    expect((await http().get('/courses/speaking-on-camera').set(as(learner))).status).toBe(404);
    expect((await http().get('/courses/speaking-on-camera').set(as(admin))).status).toBe(200);
  });

  it('answers 404 for an unknown course or lesson, and 400 for what cannot be a slug', async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    expect((await http().get('/courses/no-such-course').set(as(learner))).body).toMatchObject({
      statusCode: 404,
      message: 'Course not found',
    });
    expect((await http().get('/courses/the-basics/lessons/no-such-lesson').set(as(learner))).body).toMatchObject({
      statusCode: 404,
      message: 'Lesson not found',
    });
    expect((await start(learner, 'no-such-course')).status).toBe(404);
    const bad = await http().get('/courses/The_Basics').set(as(learner));
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('params.courseSlug');
  });

  it("keeps paid courses for the plans that open them: the free plan gets 'Upgrade for course'", async () => {
    const free = (await app.newSession({ plan: 'free' })).token;
    const paid = (await app.newLearner()).token;
    expect((await start(free, 'stories-that-stick')).body).toMatchObject({
      statusCode: 403,
      message: 'Upgrade for course',
    });
    expect((await http().get('/courses/stories-that-stick/lessons/why-stories-work').set(as(free))).status).toBe(403);
    // Its lessons say the way in is the upgrade, not a start the plan does not allow (issue 29 §6).
    const page = await http().get('/courses/stories-that-stick').set(as(free));
    expect(page.status).toBe(200);
    expect(page.body.lessons.length).toBeGreaterThan(0);
    for (const lesson of page.body.lessons)
      expect(lesson.lockedReason).toBe('This course comes with a paid plan: upgrade to start it.');
    expect((await start(paid, 'stories-that-stick')).status).toBe(201);
  });

  it('does not start a cohort course: it is taken live', async () => {
    const learner = (await app.newLearner()).token;
    expect((await start(learner, 'fundamentals-of-impromptu-speaking')).status).toBe(409);
  });
});

describe('starting a course', () => {
  it('creates a user lesson per lesson, all locked but the lecture of the first', async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    const before = await lessonsOf(learner);
    expect(
      before.every((lesson) => lesson.action === 'LOCKED' && lesson.lockedReason === 'Start the course first.'),
    ).toBe(true);
    expect((await start(learner)).status).toBe(201);
    const lessons = await lessonsOf(learner);
    expect(lessons).toHaveLength(BASICS.lessons.length);
    expect(lessons[0]).toMatchObject({
      isUnlocked: true,
      sections: { lecture: 'unlocked', practice: 'locked', quiz: 'locked' },
      action: 'START',
      lockedReason: null,
    });
    for (const lesson of lessons.slice(1)) {
      expect(lesson).toMatchObject({
        isUnlocked: false,
        sections: { lecture: 'locked', practice: 'locked', quiz: 'locked' },
        action: 'LOCKED',
      });
    }
    expect(lessons[1]!.lockedReason).toBe(`Complete lesson 1 "${LESSON_1!.name}" first.`);
    const course = (await http().get('/courses/the-basics').set(as(learner))).body as {
      course: { userStatus: string; outcomes: string[] };
      lessons: { slug: string; estimatedDuration: { min: number; max: number } }[];
    };
    expect(course.course.userStatus).toBe('PRIMARY_ACTIVE');
    // Issue 28: the course says what the learner will be able to do, and each lesson's duration is its rendered
    // lecture plus its practice's estimate.
    const basics = courseCatalogue.find((seed) => seed.slug === 'the-basics')!;
    expect(course.course.outcomes).toEqual(basics.outcomes);
    for (const lesson of course.lessons) {
      const seed = basics.lessons.find((candidate) => candidate.slug === lesson.slug)!;
      expect(lesson.estimatedDuration).toEqual(lessonDuration(basics, seed));
    }
  });

  it('starts once: a second start is refused with 409, a retry of the first (same key) answers it again', async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    const key = randomUUID();
    const first = await start(learner, 'the-basics', key);
    expect(first.status).toBe(201);
    const retried = await start(learner, 'the-basics', key);
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first.body);
    const again = await start(learner);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already started this course.');
  });

  readsTheStore.it('writes the course history in the CourseStarted event', async () => {
    const learner = await app.newSession({ plan: 'free' });
    await start(learner.token).expect(201);
    expect(await userCourseEvents(learner.userId)).toEqual(['CourseStarted']);
  });
});

describe('the lecture', () => {
  it('is refused below 90 % of the video, changing nothing, and completed at 90 %', async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    await start(learner).expect(201);
    const short = await completeLecture(learner, 0.89);
    expect(short.status).toBe(400);
    expect(short.body.issues[0].path).toBe('body.videoProgress');
    expect(short.body.issues[0].message).toMatch(/^Complete video lesson first\./);
    expect((await lessonsOf(learner))[0]!.sections.lecture).toBe('unlocked');

    const watched = await completeLecture(learner, 0.9);
    expect(watched.status).toBe(200);
    expect(watched.body).toMatchObject({
      sections: { lecture: 'completed', practice: 'unlocked', quiz: 'locked' },
      courseStatus: 'ACTIVE',
      nextLesson: { slug: LESSON_2!.slug, isUnlocked: false },
    });
    const lessons = await lessonsOf(learner);
    expect(lessons[0]!.action).toBe('CONTINUE');
    expect(lessons[1]).toMatchObject({ isUnlocked: false, lockedReason: 'Lesson will be unlocked tomorrow.' });
  });

  it("of a locked lesson is refused with the spec's message", async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    await start(learner).expect(201);
    const locked = await completeLecture(learner, 1, LESSON_2!.slug);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(
      "Please try refreshing the page. If that doesn't work, you might need to complete the previous lesson's lecture and wait a day first!",
    );
  });

  it('answers the lesson page with its video, captions, breakdown, resources and Continue label', async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    await start(learner).expect(201);
    const page = (await http().get(lessonPath(LESSON_1!.slug)).set(as(learner))).body;
    expect(page).toMatchObject({
      lesson: {
        videoUrl: `/lectures/the-basics/${LESSON_1!.slug}.mp4`,
        captionsUrl: `/lectures/the-basics/${LESSON_1!.slug}.vtt`,
        practiceSessionSlug: `the-basics-${LESSON_1!.slug}-practice`,
      },
      continueLabel: 'Continue to Practice',
      nextLesson: { slug: LESSON_2!.slug, isUnlocked: false },
      isLastLesson: false,
    });
    expect(page.lesson.breakdown.some((item: { type: string }) => item.type === 'takeaway')).toBe(true);
    await expect(
      http()
        .post(`${lessonPath(LESSON_1!.slug)}/lecture/views`)
        .set(as(learner))
        .send({ videoProgress: 0.4, wasVideoSkipped: false, videoPlaybackRate: 1, wasCourseCompleted: false }),
    ).resolves.toMatchObject({ status: 202 });
  });
});

describe('the practice and the certificate', () => {
  it("of a locked lesson are refused with the spec's messages", async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    await start(learner).expect(201);
    const practice = await http()
      .get(`${lessonPath(LESSON_1!.slug)}/practice`)
      .set(as(learner));
    expect(practice.status).toBe(403);
    expect(practice.body.message).toBe('Complete the lecture and wait a day first!');
    expect(
      (
        await http()
          .post(`${lessonPath(LESSON_1!.slug)}/practice/user-sessions`)
          .set(as(learner))
      ).status,
    ).toBe(403);
    const last = BASICS.lessons.at(-1)!;
    const certificate = await http()
      .get(`${lessonPath(last.slug)}/certificate`)
      .set(as(learner));
    expect(certificate.status).toBe(403);
    expect(certificate.body.message).toBe('Complete the lecture first!');
  });

  it('plays the practice as guided practice on the free plan, and completes the lesson at its last element', async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    await start(learner).expect(201);
    await completeLecture(learner, 0.95).expect(200);
    const session = await http()
      .get(`${lessonPath(LESSON_1!.slug)}/practice`)
      .set(as(learner));
    expect(session.status).toBe(200);
    const last = (session.body as { elements: unknown[] }).elements.length - 1;
    const started = await http()
      .post(`${lessonPath(LESSON_1!.slug)}/practice/user-sessions`)
      .set(as(learner));
    expect(started.status).toBe(201);
    const id = (started.body as { userPracticeSessionId: string }).userPracticeSessionId;
    const progress = await http()
      .post(`${lessonPath(LESSON_1!.slug)}/practice/user-sessions/${id}/progress`)
      .set(as(learner))
      .send({
        idempotencyKey: randomUUID(),
        move: { type: 'GO_TO', elementIndex: last, gameIndex: 1 },
        outcome: { goals: [], inputs: [] },
      });
    expect(progress.status).toBe(200);
    expect(progress.body.status).toBe('COMPLETED');
    // A completed practice is not resumed: the page starts a new one.
    expect(
      (
        await http()
          .get(`${lessonPath(LESSON_1!.slug)}/practice/user-sessions/${id}`)
          .set(as(learner))
      ).body,
    ).toMatchObject({ status: 'COMPLETED', elementIndex: last });
    expect((await lessonsOf(learner))[0]).toMatchObject({
      sections: { lecture: 'completed', practice: 'completed' },
      action: 'REVIEW',
    });
  });

  readsTheStore.it(
    "records the practice call of spec 2 §7 with the session's goals once the practice is open, and refuses it before",
    async () => {
      const learner = await app.newSession({ plan: 'free' });
      await start(learner.token).expect(201);
      const gather = (body: Record<string, unknown>) =>
        http()
          .post(`${lessonPath(LESSON_1!.slug)}/practice/gather`)
          .set(as(learner.token))
          .send(body);
      const locked = await gather({ percentageCompleted: 0, wasCompleted: false });
      expect(locked.status).toBe(403);
      expect(locked.body.message).toBe('Complete the lecture and wait a day first!');
      await completeLecture(learner.token, 0.95).expect(200);
      const bad = await gather({ percentageCompleted: 140, wasCompleted: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
        'body.percentageCompleted',
        'body.wasCompleted',
      ]);
      expect((await gather({ percentageCompleted: 40, wasCompleted: false })).status).toBe(202);
      expect(
        (
          await http()
            .post(`${lessonPath('no-such-lesson')}/practice/gather`)
            .set(as(learner.token))
            .send({ percentageCompleted: 0, wasCompleted: false })
        ).status,
      ).toBe(404);

      const goals = (
        (
          await http()
            .get(`${lessonPath(LESSON_1!.slug)}/practice`)
            .set(as(learner.token))
        ).body as { goals: { name: string }[] }
      ).goals.map((goal) => goal.name);
      const { rows } = await sql<{ data: Record<string, unknown> }>`
      SELECT data FROM es_events WHERE event_type = 'LessonPracticeGathered' AND data->>'userId' = ${learner.userId}`.execute(
        app.db,
      );
      expect(rows.map((row) => row.data)).toEqual([
        {
          userId: learner.userId,
          courseSlug: 'the-basics',
          courseName: 'The Basics',
          lessonSlug: LESSON_1!.slug,
          lessonIndex: 0,
          lessonName: LESSON_1!.name,
          sessionGoals: goals,
          percentageCompleted: 40,
          wasPracticeCompleted: false,
          gatheredAt: expect.any(String),
        },
      ]);
      expect(goals.length).toBeGreaterThan(0);
    },
  );

  it("refuses another lesson's or another learner's practice session", async () => {
    const learner = (await app.newSession({ plan: 'free' })).token;
    const other = (await app.newSession({ plan: 'free' })).token;
    for (const token of [learner, other]) {
      await start(token).expect(201);
      await completeLecture(token, 0.95).expect(200);
    }
    const id = (
      await http()
        .post(`${lessonPath(LESSON_1!.slug)}/practice/user-sessions`)
        .set(as(other))
    ).body.userPracticeSessionId as string;
    const stolen = await http()
      .post(`${lessonPath(LESSON_1!.slug)}/practice/user-sessions/${id}/progress`)
      .set(as(learner))
      .send({
        idempotencyKey: randomUUID(),
        move: { type: 'GO_TO', elementIndex: 4, gameIndex: 1 },
        outcome: { goals: [], inputs: [] },
      });
    expect(stolen.status).toBe(404);
    // Read back for a reload: the owner sees where they are, the other learner nothing.
    const read = (token: string) =>
      http()
        .get(`${lessonPath(LESSON_1!.slug)}/practice/user-sessions/${id}`)
        .set(as(token));
    expect((await read(learner)).status).toBe(404);
    const own = await read(other);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      userPracticeSessionId: id,
      elementIndex: 0,
      gameIndex: 0,
      status: 'STARTED',
      retriesUsed: {},
      outcome: { goals: [], inputs: [] },
    });
  });

  it('gives the certificate on the last lecture of a course without a schedule', async () => {
    const learner = await app.newLearner();
    await start(learner.token, 'stories-that-stick').expect(201);
    const course = courseCatalogue.find((c) => c.slug === 'stories-that-stick')!;
    for (const lesson of course.lessons) {
      const done = await http()
        .post(`/courses/stories-that-stick/lessons/${lesson.slug}/lecture/completion`)
        .set(as(learner.token))
        .send({ idempotencyKey: randomUUID(), videoProgress: 1 });
      expect(done.status).toBe(200);
    }
    const first = course.lessons[0]!.slug;
    expect(
      (await http().get(`/courses/stories-that-stick/lessons/${first}/certificate`).set(as(learner.token))).status,
    ).toBe(404);
    const certificate = await http()
      .get(`/courses/stories-that-stick/lessons/${course.lessons.at(-1)!.slug}/certificate`)
      .set(as(learner.token));
    expect(certificate.status).toBe(200);
    expect(certificate.body).toMatchObject({
      courseName: 'Stories That Stick',
      lessonCount: 5,
      courseCompleted: false,
    });
    expect(certificate.body.date).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
  });
});

readsTheStore.describe('the scheduled unlock', () => {
  async function scheduledUnlock(userId: string) {
    const { rows } = await sql<{
      id: string;
      queue: string;
      job_name: string;
      payload: unknown;
      options: { delayMs?: number };
    }>`
      SELECT id, queue, job_name, payload, options FROM es_outbox WHERE job_name = 'courses.lesson-unlock' AND payload->>'userId' = ${userId}`.execute(
      app.db,
    );
    return rows;
  }

  it('is written with the lecture, 4 h 30 m plus a day ahead; run with a moved clock it unlocks once and sends one e-mail, also when run twice', async () => {
    const learner = await app.newSession({ plan: 'free' });
    await start(learner.token).expect(201);
    const before = Date.now();
    await completeLecture(learner.token, 0.95).expect(200);
    const jobs = await scheduledUnlock(learner.userId);
    expect(jobs).toHaveLength(1);
    const payload = LessonUnlockPayloadSchema.parse(jobs[0]!.payload);
    const dayAndAHalf = (24 * 60 + 4 * 60 + 30) * 60 * 1000;
    expect(jobs[0]!.options.delayMs).toBeGreaterThan(dayAndAHalf - 60_000);
    expect(jobs[0]!.options.delayMs).toBeLessThanOrEqual(dayAndAHalf);
    expect(Date.parse(payload.scheduledDate) - before).toBeGreaterThanOrEqual(dayAndAHalf - 1000);
    expect(payload).toMatchObject({ lessonIndex: 1, lessonName: LESSON_2!.name, courseName: 'The Basics' });

    const store = new EventStore(app.db);
    const early = createCourseJobHandlers({ store, now: () => new Date(Date.parse(payload.scheduledDate) - 1000) });
    const ctx = { jobId: `outbox-${jobs[0]!.id}`, attempt: 1, logger };
    await expect(early['courses.lesson-unlock'](payload, ctx)).rejects.toThrow(UnlockNotDueError);

    const handlers = createCourseJobHandlers({ store, now: () => new Date(Date.parse(payload.scheduledDate) + 1000) });
    await handlers['courses.lesson-unlock'](payload, ctx);
    await handlers['courses.lesson-unlock'](payload, { ...ctx, attempt: 2 });
    expect((await userCourseEvents(learner.userId)).filter((type) => type === 'LessonUnlocked')).toHaveLength(1);
    expect((await lessonsOf(learner.token))[1]).toMatchObject({
      isUnlocked: true,
      action: 'START',
      sections: { lecture: 'unlocked' },
    });

    const { rows: emails } = await sql<{
      id: string;
      payload: { messageId: string; to: string; subject: string; text: string };
    }>`
      SELECT id, payload FROM es_outbox WHERE job_name = 'email.send-bulk' AND payload->>'to' = ${payload.userEmail}`.execute(
      app.db,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.payload.subject).toBe('Lesson 2 of The Basics is unlocked');
    expect(emails[0]!.payload.text).toContain(`"${LESSON_2!.name}"`);
    // Delivered through the e-mail port's embedded adapter, readable by admins; a redelivery sends nothing more.
    const port = new EmailTableAdapter(app.db);
    expect(await port.send(emails[0]!.payload, `outbox-${emails[0]!.id}`)).toEqual({ delivered: true });
    expect(await port.send(emails[0]!.payload, `outbox-${emails[0]!.id}`)).toEqual({ delivered: false });
    const sent = await app.db
      .selectFrom('email_message')
      .select(['to_address', 'subject'])
      .where('to_address', '=', payload.userEmail)
      .execute();
    expect(sent).toEqual([{ to_address: payload.userEmail, subject: 'Lesson 2 of The Basics is unlocked' }]);
  });

  it('loses nothing when Redis is down while scheduling: the job waits in the outbox and reaches the queue, delayed, once Redis is back', async () => {
    const port = await freePort();
    const down = await createTestApp({ database: app.database, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    try {
      const learner = await down.newSession({ plan: 'free' });
      await down
        .http()
        .post('/courses/the-basics/start')
        .set(down.auth(learner.token))
        .send({ idempotencyKey: randomUUID() })
        .expect(201);
      await down
        .http()
        .post(`${lessonPath(LESSON_1!.slug)}/lecture/completion`)
        .set(down.auth(learner.token))
        .send({ idempotencyKey: randomUUID(), videoProgress: 1 })
        .expect(200);
      const [job] = await scheduledUnlock(learner.userId);
      expect(job).toBeDefined();

      const prefix = uniquePrefix('courses');
      const unreachable = new JobQueues({ redisUrl: `redis://127.0.0.1:${port}`, prefix });
      const relayDown = new OutboxRelay({
        db: app.db,
        publish: (message) => publishOutboxMessage(unreachable, message),
        logger,
        batchSize: 10_000,
      });
      await relayDown.relayOnce();
      await unreachable.close();
      const { rows: pending } = await sql<{
        relayed_at: Date | null;
      }>`SELECT relayed_at FROM es_outbox WHERE id = ${job!.id}`.execute(app.db);
      expect(pending[0]!.relayed_at).toBeNull();

      const queues = new JobQueues({ redisUrl, prefix });
      const inspector = new Queue('courses', { connection: { url: redisUrl }, prefix });
      try {
        expect(await queues.waitUntilReachable(10_000)).toBe(true);
        const relay = new OutboxRelay({
          db: app.db,
          publish: (message) => publishOutboxMessage(queues, message),
          logger,
          batchSize: 10_000,
        });
        while ((await relay.relayOnce()) > 0);
        const queued = await inspector.getJob(`outbox-${job!.id}`);
        expect(queued?.name).toBe('courses.lesson-unlock');
        expect(await queued?.isDelayed()).toBe(true);
        expect(queued?.opts.delay).toBe(job!.options.delayMs);
      } finally {
        await inspector.obliterate({ force: true }).catch(() => undefined);
        await inspector.close();
        await queues.close();
      }
    } finally {
      await down.close();
    }
  });
});

readsTheStore.describe('the demo learners', () => {
  it('are seeded in The Basics once: Lena two lessons in, Frankie one lecture in, each with the next unlock due tomorrow in the outbox', async () => {
    const publicWebUrl = 'http://localhost:3000';
    expect(await seedDemoCourseProgress(app.db, { publicWebUrl })).toBe(2);
    expect(await seedDemoCourseProgress(app.db, { publicWebUrl })).toBe(0);
    const lena = await app.login('learner@example.com');
    const lessons = await lessonsOf(lena.token);
    expect(lessons.map((lesson) => lesson.action)).toEqual([
      'REVIEW',
      'REVIEW',
      'LOCKED',
      'LOCKED',
      'LOCKED',
      'LOCKED',
      'LOCKED',
    ]);
    expect(lessons[2]!.lockedReason).toBe('Lesson will be unlocked tomorrow.');
    const frankie = await app.login('learner-free@example.com');
    expect((await lessonsOf(frankie.token)).map((lesson) => lesson.action).slice(0, 2)).toEqual(['CONTINUE', 'LOCKED']);
    const { rows } = await sql<{ payload: { userEmail: string; lessonIndex: number } }>`
      SELECT payload FROM es_outbox WHERE job_name = 'courses.lesson-unlock' AND payload->>'userEmail' IN ('learner@example.com', 'learner-free@example.com')`.execute(
      app.db,
    );
    expect(rows.map((row) => [row.payload.userEmail, row.payload.lessonIndex]).sort()).toEqual([
      ['learner-free@example.com', 1],
      ['learner@example.com', 2],
    ]);
    // Lena's second lesson was unlocked as the job unlocks it: with its e-mail, for the worker to deliver.
    const { rows: emails } = await sql<{ payload: { to: string; subject: string; text: string } }>`
      SELECT payload FROM es_outbox WHERE job_name = 'email.send-bulk' AND payload->>'to' IN ('learner@example.com', 'learner-free@example.com')`.execute(
      app.db,
    );
    expect(emails.map((row) => [row.payload.to, row.payload.subject])).toEqual([
      ['learner@example.com', 'Lesson 2 of The Basics is unlocked'],
    ]);
    expect(emails[0]!.payload.text).toContain('/games/course/the-basics');
  });
});
