import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { ProjectionRunner } from '@impromptu/event-store';
import { courseCatalogue } from '@impromptu/db';
import { lessonMediaProjection } from '@impromptu/courses';
import { createTestApp, type TestApp } from '../support/app.js';
import { waitFor } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';

// Issue 47: lesson media a coach publishes — upload checks, range serving, versions and the watched-time rule, access.

const { describe, it } = inProcessOnly('media storage in a folder of its own and a small upload limit');

const publicDir = fileURLToPath(new URL('../../remix/public/virtual-coach/', import.meta.url));
const EXAMPLE = readFileSync(path.join(publicDir, 'example.mp4')); // 21.76 s
const LONGER = readFileSync(path.join(publicDir, 'lesson-energy.mp4')); // 127.8 s
const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nHello, I am your coach.\n';

const BASICS = courseCatalogue.find((course) => course.slug === 'the-basics')!;
const LESSON = BASICS.lessons[0]!;

let app: TestApp;
let mediaDir: string;
let runner: ProjectionRunner;
let coach: string;
let admin: string;
let learner: string;
let lessonId: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'lesson-media-'));
  app = await createTestApp({ env: { MEDIA_DISK_DIR: mediaDir, MEDIA_MAX_UPLOAD_MB: '1' } });
  runner = new ProjectionRunner({
    db: app.db,
    databaseUrl: app.database.url,
    projections: [lessonMediaProjection],
    pollIntervalMs: 50,
    lockRetryMs: 100,
  });
  await runner.start();
  await runner.caughtUp();
  // A publish waits for the projection (read-your-writes) only once a runner owns it: own it before the tests.
  await waitFor('the runner to own lesson_media', async () =>
    runner.owns(lessonMediaProjection.name) ? true : undefined,
  );
  coach = (await app.newSession({ type: 'COACH' })).token;
  admin = (await app.newSession({ type: 'ADMIN' })).token;
  learner = (await app.newSession({ plan: 'free' })).token;
  lessonId = (await app.db.selectFrom('lesson').select('id').where('slug', '=', LESSON.slug).executeTakeFirstOrThrow())
    .id;
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await app?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const http = () => app.http();
const upload = (token: string, target: string, body: Buffer, type = 'video/mp4') =>
  http().post(`/lesson-media/${target}/drafts`).set(app.auth(token)).set('Content-Type', type).send(body);
const publish = (token: string, target: string, draftId: string, captions = CAPTIONS) =>
  http().post(`/lesson-media/${target}/publish`).set(app.auth(token)).send({ draftId, captions });
const uploaded = async (token: string, target: string, body: Buffer) => {
  const response = await upload(token, target, body);
  expect(response.status).toBe(201);
  return response.body as { draftId: string; durationSeconds: number; previewUrl: string };
};

describe('who may publish lesson media', () => {
  it('lets admins and coaches list and open the lessons, and refuses learners (403)', async () => {
    for (const token of [coach, admin]) {
      const list = await http().get('/lesson-media').set(app.auth(token));
      expect(list.status).toBe(200);
      expect(list.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'virtual-coach', key: 'ENERGY', published: null }),
          expect.objectContaining({ kind: 'lecture', key: lessonId, title: LESSON.name }),
        ]),
      );
    }
    expect((await http().get('/lesson-media').set(app.auth(learner))).status).toBe(403);
    expect((await http().get('/lesson-media/virtual-coach/ENERGY').set(app.auth(learner))).status).toBe(403);
    expect((await upload(learner, 'virtual-coach/ENERGY', EXAMPLE)).status).toBe(403);
    const draft = await uploaded(coach, 'virtual-coach/ENERGY', EXAMPLE);
    expect((await publish(learner, 'virtual-coach/ENERGY', draft.draftId)).status).toBe(403);
    expect((await http().post('/lesson-media/virtual-coach/ENERGY/unpublish').set(app.auth(learner))).status).toBe(403);
    expect((await http().get(`/lesson-media/drafts/${draft.draftId}/video`).set(app.auth(learner))).status).toBe(403);
    expect((await http().get('/lesson-media/virtual-coach/NOPE').set(app.auth(coach))).status).toBe(404);
  });
});

describe('upload checks', () => {
  it('refuses another type (415), a file past the limit (413), a non-video, a mismatch and a truncated file (400)', async () => {
    const wrongType = await upload(coach, 'virtual-coach/SPEED', EXAMPLE, 'application/octet-stream');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toMatch(/MP4 or WebM/);

    const tooLarge = await upload(coach, 'virtual-coach/SPEED', Buffer.alloc(1024 * 1024 + 1, 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/larger than 1 MB/);

    const notVideo = await upload(coach, 'virtual-coach/SPEED', Buffer.from('just text, named lesson.mp4'));
    expect(notVideo.status).toBe(400);
    expect(notVideo.body.message).toMatch(/not an MP4 or WebM video/);

    const mismatch = await upload(coach, 'virtual-coach/SPEED', EXAMPLE, 'video/webm');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(
      'This file was sent as video/webm but it is a MP4 video. Choose the file again.',
    );

    const truncated = await upload(coach, 'virtual-coach/SPEED', EXAMPLE.subarray(0, EXAMPLE.length - 2000));
    expect(truncated.status).toBe(400);
    expect(truncated.body).toMatchObject({
      message: expect.stringMatching(/cut short/),
      issues: [{ path: 'body', message: expect.stringMatching(/cut short/) }],
    });

    // Nothing half-published: SPEED still shows the rendered lesson.
    const target = await http().get('/lesson-media/virtual-coach/SPEED').set(app.auth(coach));
    expect(target.body).toMatchObject({ published: null, versionsPublished: 0 });
  });

  it('refuses captions that are not WebVTT, and publishes nothing', async () => {
    const draft = await uploaded(coach, 'virtual-coach/SPEED', EXAMPLE);
    const refused = await publish(coach, 'virtual-coach/SPEED', draft.draftId, 'Hello there');
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'captions', message: 'Captions must be a WebVTT file: its first line is WEBVTT.' },
    ]);
    const target = await http().get('/lesson-media/virtual-coach/SPEED').set(app.auth(coach));
    expect(target.body.published).toBeNull();
  });
});

describe('serving a published video with range requests', () => {
  it('answers the whole file, a range (206), a suffix range, and 416 outside the file', async () => {
    const draft = await uploaded(coach, 'virtual-coach/NONSENSE', EXAMPLE);
    expect(draft.durationSeconds).toBeCloseTo(21.76);
    const preview = await http()
      .get(`/lesson-media/drafts/${draft.draftId}/video`)
      .set(app.auth(admin))
      .set('Range', 'bytes=0-9');
    expect(preview.status).toBe(206);

    const published = await publish(coach, 'virtual-coach/NONSENSE', draft.draftId);
    expect(published.status).toBe(200);
    expect(published.body.published).toMatchObject({
      version: 1,
      container: 'mp4',
      sizeBytes: EXAMPLE.length,
      videoUrl: '/resources/lesson-media/virtual-coach/NONSENSE/v/1/video',
      captionsUrl: '/resources/lesson-media/virtual-coach/NONSENSE/v/1/captions',
    });
    const video = '/lesson-media/virtual-coach/NONSENSE/v/1/video';
    const size = EXAMPLE.length;

    const whole = await http().get(video).set(app.auth(learner)).buffer(true);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(Number(whole.headers['content-length'])).toBe(size);

    const first = await http().get(video).set(app.auth(learner)).set('Range', 'bytes=0-99').buffer(true);
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(Number(first.headers['content-length'])).toBe(100);
    expect(Buffer.compare(first.body as Buffer, EXAMPLE.subarray(0, 100))).toBe(0);

    const suffix = await http().get(video).set(app.auth(learner)).set('Range', 'bytes=-10').buffer(true);
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const open = await http()
      .get(video)
      .set(app.auth(learner))
      .set('Range', `bytes=${size - 5}-`)
      .buffer(true);
    expect(open.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);

    const outside = await http().get(video).set(app.auth(learner)).set('Range', `bytes=${size}-`);
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);

    const captions = await http().get('/lesson-media/virtual-coach/NONSENSE/v/1/captions').set(app.auth(learner));
    expect(captions.status).toBe(200);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.text).toBe(CAPTIONS);

    // A version that is not the current one is not served.
    expect((await http().get('/lesson-media/virtual-coach/NONSENSE/v/2/video').set(app.auth(learner))).status).toBe(
      404,
    );
  });
});

describe('versions, unpublish and the watched-time rule', () => {
  const watchedPath = `/courses/the-basics/lessons/${LESSON.slug}/lecture/watched`;

  it('keeps watched time for a version within 10 % of the length watched, resets it otherwise, and falls back on unpublish', async () => {
    const lecture = `lecture/${lessonId}`;
    const save = (spans: Array<[number, number]>, durationSeconds: number) =>
      http()
        .post(watchedPath)
        .set(app.auth(learner))
        .send({ spans, positionSeconds: spans.at(-1)![1], durationSeconds });
    const watched = async () => (await http().get(watchedPath).set(app.auth(learner))).body;

    const rendered = (await http().get(`/courses/the-basics/lessons/${LESSON.slug}`).set(app.auth(learner))).body
      .lesson;
    expect(rendered.videoUrl).toMatch(/^\/lectures\//);
    expect((await save([[0, 10]], 22)).status).toBe(200);

    // Version 1, 21.76 s: within 10 % of the 22 s watched, so the 10 s stand.
    const v1 = await publish(coach, lecture, (await uploaded(coach, lecture, EXAMPLE)).draftId);
    expect(v1.body.published.version).toBe(1);
    expect(await watched()).toMatchObject({ watchedSeconds: 10, positionSeconds: 10 });

    // The lesson page plays it, and the course's card shows its length.
    const page = await http().get(`/courses/the-basics/lessons/${LESSON.slug}`).set(app.auth(learner));
    expect(page.body.lesson).toMatchObject({
      videoUrl: `/resources/lesson-media/lecture/${lessonId}/v/1/video`,
      captionsUrl: `/resources/lesson-media/lecture/${lessonId}/v/1/captions`,
      videoDurationSeconds: 21.76,
    });
    const course = await http().get('/courses/the-basics').set(app.auth(learner));
    expect(course.body.lessons[0].videoDurationSeconds).toBe(21.76);

    // Version 2, 127.8 s: another video, so nothing counts as watched and the next save starts afresh.
    const v2 = await publish(admin, lecture, (await uploaded(admin, lecture, LONGER)).draftId);
    expect(v2.body).toMatchObject({ published: { version: 2, durationSeconds: 127.8 }, versionsPublished: 2 });
    expect(await watched()).toMatchObject({ spans: [], watchedSeconds: 0, progress: 0 });
    expect((await save([[0, 4]], 127.8)).body.spans).toEqual([[0, 4]]);

    // Unpublish: the rendered lecture is back, the withdrawn version is not served, a second unpublish is refused.
    const withdrawn = await http().post(`/lesson-media/${lecture}/unpublish`).set(app.auth(coach));
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ published: null, versionsPublished: 2 });
    const fallback = await http().get(`/courses/the-basics/lessons/${LESSON.slug}`).set(app.auth(learner));
    expect(fallback.body.lesson).toMatchObject({
      videoUrl: rendered.videoUrl,
      captionsUrl: rendered.captionsUrl,
      videoDurationSeconds: null,
    });
    expect((await http().get(`/lesson-media/${lecture}/v/2/video`).set(app.auth(learner))).status).toBe(404);
    const again = await http().post(`/lesson-media/${lecture}/unpublish`).set(app.auth(coach));
    expect(again.status).toBe(409);

    // The next publish is version 3: a version number is never reused.
    const v3 = await publish(coach, lecture, (await uploaded(coach, lecture, EXAMPLE)).draftId);
    expect(v3.body.published.version).toBe(3);
  });

  it('refuses a draft published twice (404: it is published already)', async () => {
    const draft = await uploaded(coach, 'virtual-coach/PERSONALITY', EXAMPLE);
    expect((await publish(coach, 'virtual-coach/PERSONALITY', draft.draftId)).status).toBe(200);
    const twice = await publish(coach, 'virtual-coach/PERSONALITY', draft.draftId);
    expect(twice.status).toBe(404);
  });
});
