import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isDeepStrictEqual } from 'node:util';
import { createTestApp, type TestApp } from '../support/app.js';
import { waitFor } from '../support/poll.js';

// Page reads (ADR 0019): /pages/shell and /pages/home answer in one request what a page used to read
// in several, and answer exactly what those single routes answer.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function read(path: string, token: string): Promise<unknown> {
  const response = await app.http().get(path).set(app.auth(token));
  expect(response.status).toBe(200);
  return response.body;
}

/**
 * A page read and the single reads it must equal, taken while the single reads held still. Against a shared BFF
 * (`npm test` runs the API suites side by side against one product) another file may publish a banner for everyone
 * or take a class seat between two reads; such changes only add, so single reads equal before and after the page
 * read saw what the page read saw.
 */
async function readTogether<Parts>(
  page: () => Promise<unknown>,
  parts: () => Promise<Parts>,
): Promise<{ page: unknown; parts: Parts }> {
  return waitFor('a page read while the single reads held still', async () => {
    const before = await parts();
    const pageRead = await page();
    const after = await parts();
    return isDeepStrictEqual(before, after) ? { page: pageRead, parts: after } : undefined;
  });
}

describe('GET /pages/shell', () => {
  it('answers the profile, the unseen notifications and the private coaching check of their own routes', async () => {
    const admin = (await app.newSession({ type: 'ADMIN' })).token;
    const banner = {
      name: 'pages-shell',
      type: 'BANNER',
      smallBody: 'Warm up before class.',
      largeBody: 'Two minutes of Triple Step first.',
      ctaUrl: '/games/dashboard',
      ctaButtonText: 'Warm up',
      groupId: null,
    };
    expect((await app.http().post('/admin/notifications').set(app.auth(admin)).send(banner)).status).toBe(201);
    const { token } = await app.newLearner();
    const { page: shell, parts } = await readTogether(
      () => read('/pages/shell', token),
      async () => ({
        profile: await read('/user/me', token),
        notifications: await read('/notifications', token),
        mustStartPrivateCoaching: ((await read('/shape/status', token)) as { mustStartPrivateCoaching: boolean })
          .mustStartPrivateCoaching,
      }),
    );
    expect(shell).toEqual(parts);
    expect(parts.notifications).toContainEqual(expect.objectContaining({ name: 'pages-shell' }));
  });

  it('refuses a visitor without a session', async () => {
    const response = await app.http().get('/pages/shell');
    expect(response.status).toBe(401);
  });
});

describe('GET /pages/home', () => {
  it('answers its shell, the games, the course catalogue and the class lists of their own routes', async () => {
    const { token } = await app.newSession({ plan: 'free' });
    const profile = (await read('/user/me', token)) as { features: Record<string, { available: boolean }> };
    const { page: home, parts } = await readTogether(
      () => read('/pages/home', token),
      async () => ({
        // The shell is folded in (ADR 0043): a home view asks the BFF once.
        shell: await read('/pages/shell', token),
        games: (await read('/games', token)) as unknown[],
        courses: await read('/courses', token),
        classes: await read('/events/scheduled/home', token),
        // Today's Practice card's state, with DAILY_PRACTICE only.
        dailyPractice: profile.features['DAILY_PRACTICE']?.available
          ? await read('/practice/daily/status', token)
          : null,
      }),
    );
    expect(home).toEqual(parts);
    expect(parts.games.length).toBe(10);
  });

  it("answers Today's Practice card's state of its own route for a user with DAILY_PRACTICE", async () => {
    const { token } = await app.newLearner();
    const profile = (await read('/user/me', token)) as { features: Record<string, { available: boolean }> };
    expect(profile.features['DAILY_PRACTICE']?.available).toBe(true);
    const home = (await read('/pages/home', token)) as { dailyPractice: unknown };
    expect(home.dailyPractice).toEqual(await read('/practice/daily/status', token));
    expect(home.dailyPractice).toMatchObject({ completed: false });
  });

  it('leaves the courses out for a user without SELF_PACED_COURSES (no plan yet)', async () => {
    const { token } = await app.newSession({ plan: null });
    const coursesAlone = await app.http().get('/courses').set(app.auth(token));
    expect(coursesAlone.status).toBe(403);
    const home = (await read('/pages/home', token)) as { courses: unknown; games: unknown[] };
    expect(home.courses).toBeNull();
    expect(home.games.length).toBe(10);
  });
});

describe('the other /games pages: each view one read carrying its shell (ADR 0043 addendum)', () => {
  it('GET /pages/class answers its shell and the class list of GET /events/scheduled', async () => {
    const { token } = await app.newLearner();
    const { page, parts } = await readTogether(
      () => read('/pages/class', token),
      async () => ({ shell: await read('/pages/shell', token), classes: await read('/events/scheduled', token) }),
    );
    expect(page).toEqual(parts);
  });

  it('GET /pages/course answers its shell and the catalogue of GET /courses, and no catalogue without SELF_PACED_COURSES', async () => {
    const { token } = await app.newLearner();
    const { page, parts } = await readTogether(
      () => read('/pages/course', token),
      async () => ({ shell: await read('/pages/shell', token), courses: await read('/courses', token) }),
    );
    expect(page).toEqual(parts);
    const withoutPlan = await app.newSession({ plan: null });
    expect(((await read('/pages/course', withoutPlan.token)) as { courses: unknown }).courses).toBeNull();
  });

  it('GET /pages/progress/view answers its shell and what GET /pages/progress answers', async () => {
    const { token } = await app.newLearner();
    const { page, parts } = await readTogether(
      () => read('/pages/progress/view', token),
      async () => ({ shell: await read('/pages/shell', token), progress: await read('/pages/progress', token) }),
    );
    expect(page).toEqual(parts);
  });

  it('GET /pages/cohort answers its shell, the cohort dashboard and the class banner of their own routes', async () => {
    // The demo learner is in an active cohort group with a curriculum.
    const { token } = await app.login('learner@example.com');
    const { page: cohort, parts } = await readTogether(
      () => read('/pages/cohort', token),
      async () => ({
        shell: await read('/pages/shell', token),
        cohort: (await read('/cohorts/dashboard', token)) as { group: { id: string } } | null,
        banner: await read('/classes/banner', token),
      }),
    );
    expect(cohort).toEqual(parts);
    const groupId = parts.cohort?.group.id as string;
    expect(((await read(`/pages/cohort?groupId=${groupId}`, token)) as { cohort: unknown }).cohort).toEqual(
      await read(`/cohorts/dashboard?groupId=${groupId}`, token),
    );
  });

  it('GET /pages/cohort answers no dashboard where GET /cohorts/dashboard answers 404 (no active cohort)', async () => {
    const { token } = await app.newLearner();
    expect((await app.http().get('/cohorts/dashboard').set(app.auth(token))).status).toBe(404);
    expect(((await read('/pages/cohort', token)) as { cohort: unknown }).cohort).toBeNull();
  });

  it('refuses a visitor without a session', async () => {
    for (const path of ['/pages/class', '/pages/course', '/pages/progress/view', '/pages/cohort'])
      expect((await app.http().get(path)).status).toBe(401);
  });
});
