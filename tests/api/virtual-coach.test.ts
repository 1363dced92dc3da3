import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const readsTheTables = inProcessOnly('reads the user feature row directly');

let app: TestApp;

const http = () => app.http();
const as = (token: string) => app.auth(token);
const step = (token: string, body: object, idempotencyKey: string = randomUUID()) =>
  http().post('/virtual-coach/steps').set(as(token)).send({ idempotencyKey, step: body });
const current = (token: string) => http().get('/virtual-coach').set(as(token));

async function learner(): Promise<{ token: string; userId: string }> {
  const session = await app.newLearner();
  return { token: session.token, userId: session.userId };
}

/** Takes steps in order, each expected to succeed; answers the last state. */
async function walk(token: string, steps: object[]): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  for (const next of steps) {
    const response = await step(token, next);
    expect([next, response.status, response.body.message]).toEqual([next, 200, undefined]);
    body = response.body as Record<string, unknown>;
  }
  return body;
}

const toLesson = [
  { type: 'START', withExample: false },
  { type: 'FINISH_GAME' },
  { type: 'RATE_CONFIDENCE', confidence: 2 },
];

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('virtual coach', () => {
  it('refuses every call without the VIRTUAL_COACH feature', async () => {
    // A new account has no plan, and VIRTUAL_COACH is granted by plan.
    const { token } = await app.newSession({ plan: null });
    for (const response of [
      await current(token),
      await step(token, { type: 'START', withExample: false }),
      await http()
        .post('/virtual-coach/gather')
        .set(as(token))
        .send({ lesson: null, number_lessons_seen: 0, total_reps: 0, start_confidence: null, end_confidence: null }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe("Oops! You don't have access to this page");
    }
  });

  it('starts at the intro, with the welcome title for an account made after 2021-07-28', async () => {
    const { token } = await learner();
    const response = await current(token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      introTitle: 'Welcome to your Virtual Coach',
      status: 'idle',
      display: 'intro',
      totalReps: 0,
      progress: 0,
    });
  });

  it('keeps the run as events: a new request (a reload) answers where the learner was', async () => {
    const { token } = await learner();
    await walk(token, [
      ...toLesson,
      { type: 'WATCH_LESSON_VIDEO' },
      { type: 'TRY_IT_OUT' },
      { type: 'FINISH_GAME' },
      { type: 'ANSWER_REFLECTION', answer: 'No' },
    ]);
    const response = await current(token);
    expect(response.body).toMatchObject({
      status: 'active',
      display: 'reflection-context',
      lesson: 'SPEED',
      lessonsSeen: 1,
      currentLessonLoops: 1,
      totalReps: 6,
      startConfidence: 2,
      endConfidence: null,
      difficulty: 'HARD',
      isLessonVideoWatched: true,
      gameSettings: { roundDuration: 4, totalRounds: 6, playerName: 'Player 1' },
      stepsCompleted: 1,
      nextSteps: [
        { step: 'TRY_AGAIN', label: 'Try Again', alternate: false },
        { step: 'TRY_AGAIN_WITH_COACH', label: 'Try Again with Coach', alternate: false },
        { step: 'NEXT_LESSON', label: 'Next Lesson', alternate: false },
      ],
    });
  });

  it('refuses bad input with a clear 4xx and leaves the state unchanged', async () => {
    const { token } = await learner();
    await walk(token, [{ type: 'START', withExample: false }, { type: 'FINISH_GAME' }]);
    for (const confidence of [0, 6, 2.5]) {
      const response = await step(token, { type: 'RATE_CONFIDENCE', confidence });
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([
        { path: 'body.step.confidence', message: 'Confidence must be a whole number from 1 to 5.' },
      ]);
    }
    expect((await current(token)).body).toMatchObject({ display: 'confidence-initial', startConfidence: null });

    await walk(token, [{ type: 'RATE_CONFIDENCE', confidence: 3 }]);
    const early = await step(token, { type: 'TRY_IT_OUT' });
    expect([early.status, early.body.message]).toEqual([409, 'Watch the lesson video first.']);
    expect((await current(token)).body).toMatchObject({ display: 'lesson', isLessonVideoWatched: false });

    await walk(token, [{ type: 'WATCH_LESSON_VIDEO' }, { type: 'TRY_IT_OUT' }, { type: 'FINISH_GAME' }]);
    const maybe = await step(token, { type: 'ANSWER_REFLECTION', answer: 'Maybe' });
    expect(maybe.status).toBe(400);
    expect(maybe.body.issues).toEqual([{ path: 'body.step.answer', message: 'The answer must be Yes or No.' }]);
    const stale = await step(token, { type: 'EXIT' });
    expect(stale.status).toBe(409);
    expect((await current(token)).body).toMatchObject({ display: 'reflection-question', difficulty: null });
  });

  it('writes a step sent again with the same key once', async () => {
    const { token } = await learner();
    const key = randomUUID();
    const first = await step(token, { type: 'START', withExample: true }, key);
    const again = await step(token, { type: 'START', withExample: true }, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toMatchObject({ display: 'example-video' });
  });

  readsTheTables.it(
    'counts starts and ends on the user feature: a confirmed close and the exit end a run',
    async () => {
      const { token, userId } = await learner();
      const counts = () =>
        app.db
          .selectFrom('user_feature')
          .innerJoin('feature', 'feature.id', 'user_feature.feature_id')
          .select(['start_count', 'end_count'])
          .where('user_feature.user_id', '=', userId)
          .where('feature.name', '=', 'VIRTUAL_COACH')
          .executeTakeFirst();
      await walk(token, [{ type: 'START', withExample: false }]);
      expect(await counts()).toEqual({ start_count: 1, end_count: null });
      const closed = await walk(token, [{ type: 'CLOSE' }]);
      expect(closed).toMatchObject({ status: 'closed', display: 'intro', totalReps: 0 });
      expect(await counts()).toEqual({ start_count: 1, end_count: 1 });
      // Closing with nothing under way counts nothing.
      await walk(token, [{ type: 'CLOSE' }]);
      expect(await counts()).toEqual({ start_count: 1, end_count: 1 });
      await walk(token, [{ type: 'START', withExample: false }]);
      expect(await counts()).toEqual({ start_count: 2, end_count: 1 });
    },
  );

  it('plays the whole loop to the conclusion, the offers and the end, and takes the gather call', async () => {
    const { token } = await learner();
    const lesson = (answer: 'Yes' | 'No', next: string) => [
      { type: 'WATCH_LESSON_VIDEO' },
      { type: 'TRY_IT_OUT' },
      { type: 'FINISH_GAME' },
      { type: 'ANSWER_REFLECTION', answer },
      { type: 'CHOOSE_NEXT_STEP', step: next },
    ];
    await walk(token, [
      { type: 'START', withExample: true },
      { type: 'CONTINUE' },
      { type: 'FINISH_GAME' },
      { type: 'RATE_CONFIDENCE', confidence: 2 },
      // SPEED: hard, then with the coach (4 reps), then easy at 4 s → 3 s, easy again at the pass criteria → Next Lesson.
      { type: 'WATCH_LESSON_VIDEO' },
      { type: 'TRY_IT_OUT' },
      { type: 'FINISH_GAME' },
      { type: 'ANSWER_REFLECTION', answer: 'No' },
      { type: 'CHOOSE_NEXT_STEP', step: 'TRY_AGAIN_WITH_COACH' },
      { type: 'CONTINUE' },
      { type: 'FINISH_GAME' },
      { type: 'ANSWER_REFLECTION', answer: 'Yes' },
      { type: 'CHOOSE_NEXT_STEP', step: 'CONTINUE' },
      { type: 'FINISH_GAME' },
      { type: 'ANSWER_REFLECTION', answer: 'Yes' },
      { type: 'CHOOSE_NEXT_STEP', step: 'NEXT_LESSON' },
      ...lesson('Yes', 'NEXT_LESSON'),
      ...lesson('No', 'NEXT_LESSON'),
      ...lesson('Yes', 'NEXT_LESSON'),
      ...lesson('Yes', 'FINISH'),
    ]);
    const gathered = await http()
      .post('/virtual-coach/gather')
      .set(as(token))
      .send({ lesson: 'SENSE', number_lessons_seen: 5, total_reps: 34, start_confidence: 2, end_confidence: null });
    expect(gathered.status).toBe(202);
    const conclusion = await walk(token, [{ type: 'RATE_CONFIDENCE', confidence: 4 }]);
    expect(conclusion).toMatchObject({
      display: 'conclusion',
      startConfidence: 2,
      endConfidence: 4,
      totalReps: 34,
      lessonsSeen: 5,
      stepsCompleted: 7,
      progress: 1,
    });
    expect(await walk(token, [{ type: 'CONTINUE' }])).toMatchObject({ display: 'discounts' });
    expect(await walk(token, [{ type: 'EXIT' }])).toMatchObject({ status: 'ended', display: 'end' });
    const badGather = await http()
      .post('/virtual-coach/gather')
      .set(as(token))
      .send({ lesson: 'SPEED', number_lessons_seen: 1, total_reps: 6, start_confidence: 9, end_confidence: null });
    expect(badGather.status).toBe(400);
  });
});
