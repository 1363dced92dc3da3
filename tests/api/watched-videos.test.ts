import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { courseCatalogue } from '@impromptu/db';
import { createTestApp, type TestApp } from '../support/app.js';

// Issue 47 §2: watched time of a lecture is kept as the learner watches and read back on another visit or device.

const BASICS = courseCatalogue.find((course) => course.slug === 'the-basics')!;
const LESSON = BASICS.lessons[0]!;
const watchedPath = `/courses/the-basics/lessons/${LESSON.slug}/lecture/watched`;

let app: TestApp;
const http = () => app.http();

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('GET and POST /courses/:courseSlug/lessons/:lessonSlug/lecture/watched', () => {
  it('answers nothing watched before the first save', async () => {
    const { token } = await app.newSession({ plan: 'free' });
    const response = await http().get(watchedPath).set(app.auth(token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      spans: [],
      positionSeconds: 0,
      durationSeconds: null,
      watchedSeconds: 0,
      progress: 0,
    });
  });

  it('merges each save into what is kept, resumes at the latest play head, and a repeated save changes nothing', async () => {
    const { token, email } = await app.newSession({ plan: 'free' });
    const save = (spans: Array<[number, number]>, positionSeconds: number) =>
      http().post(watchedPath).set(app.auth(token)).send({ spans, positionSeconds, durationSeconds: 200 });

    const first = await save([[0, 10.2]], 10.2);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ spans: [[0, 10.2]], positionSeconds: 10.2, watchedSeconds: 10.2 });

    // A seek ahead to 100 s, then 20 s watched there: the gap is not watched time.
    const second = await save(
      [
        [0, 20],
        [100, 120],
      ],
      120,
    );
    expect(second.body).toMatchObject({
      spans: [
        [0, 20],
        [100, 120],
      ],
      positionSeconds: 120,
      watchedSeconds: 40,
    });
    expect(second.body.progress).toBeCloseTo(0.2);

    // The same save again (a beacon retried), and an older one arriving late: the spans stay as they were.
    expect(
      (
        await save(
          [
            [0, 20],
            [100, 120],
          ],
          120,
        )
      ).body.spans,
    ).toEqual([
      [0, 20],
      [100, 120],
    ]);
    expect((await save([[0, 10.2]], 120)).body.spans).toEqual([
      [0, 20],
      [100, 120],
    ]);

    // Another device (a session of its own) reads the same.
    const other = (await app.login(email)).token;
    expect(other).not.toBe(token);
    const read = await http().get(watchedPath).set(app.auth(other));
    expect(read.body).toEqual({
      spans: [
        [0, 20],
        [100, 120],
      ],
      positionSeconds: 120,
      durationSeconds: 200,
      watchedSeconds: 40,
      progress: 0.2,
    });
  });

  it('keeps each learner’s own', async () => {
    const a = (await app.newSession({ plan: 'free' })).token;
    const b = (await app.newSession({ plan: 'free' })).token;
    await http()
      .post(watchedPath)
      .set(app.auth(a))
      .send({ spans: [[0, 30]], positionSeconds: 30, durationSeconds: 100 })
      .expect(200);
    expect((await http().get(watchedPath).set(app.auth(b))).body.watchedSeconds).toBe(0);
  });

  it.each([
    ['a span that ends before it starts', { spans: [[20, 10]], positionSeconds: 0, durationSeconds: 100 }],
    ['a negative play head', { spans: [], positionSeconds: -1, durationSeconds: 100 }],
    ['no duration', { spans: [], positionSeconds: 0 }],
    [
      'too many spans',
      { spans: Array.from({ length: 201 }, (_, i) => [i, i + 0.5]), positionSeconds: 0, durationSeconds: 900 },
    ],
    ['a field it does not know', { spans: [], positionSeconds: 0, durationSeconds: 100, watched: 1 }],
  ])('refuses %s with 400', async (_what, body) => {
    const { token } = await app.newSession({ plan: 'free' });
    const response = await http().post(watchedPath).set(app.auth(token)).send(body);
    expect(response.status).toBe(400);
  });

  it('answers 404 for a lesson that does not exist, and 401 without a session', async () => {
    const { token } = await app.newSession({ plan: 'free' });
    await http().get('/courses/the-basics/lessons/no-such-lesson/lecture/watched').set(app.auth(token)).expect(404);
    await http().get(watchedPath).expect(401);
  });
});

describe('GET and POST /virtual-coach/lessons/:lesson/watched', () => {
  it("keeps a lesson video's watched time apart from another lesson's and from the lectures'", async () => {
    const { token } = await app.newLearner();
    const speed = '/virtual-coach/lessons/SPEED/watched';
    const saved = await http()
      .post(speed)
      .set(app.auth(token))
      .send({ spans: [[0, 30]], positionSeconds: 30, durationSeconds: 130 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ spans: [[0, 30]], positionSeconds: 30, watchedSeconds: 30 });
    expect((await http().get(speed).set(app.auth(token))).body.positionSeconds).toBe(30);
    expect((await http().get('/virtual-coach/lessons/ENERGY/watched').set(app.auth(token))).body.watchedSeconds).toBe(
      0,
    );
    expect((await http().get(watchedPath).set(app.auth(token))).body.watchedSeconds).toBe(0);
  });

  it('refuses a lesson that does not exist, and a learner without the Virtual Coach', async () => {
    const { token } = await app.newLearner();
    await http().get('/virtual-coach/lessons/JUGGLING/watched').set(app.auth(token)).expect(400);
    const without = (await app.newSession({ plan: null })).token;
    await http().get('/virtual-coach/lessons/SPEED/watched').set(app.auth(without)).expect(403);
  });
});
