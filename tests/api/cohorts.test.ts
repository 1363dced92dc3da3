import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { leaderboardProjection } from '@impromptu/classes';
import {
  EventStore,
  positionOf,
  type ProjectionRunner,
  rebuildProjection,
  waitForCheckpoint,
} from '@impromptu/event-store';
import { roundsOfOneSession } from '@impromptu/play/testing';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';
import { startProjections } from '../support/projection-runner.js';

const inProcess = inProcessOnly('reads the seeded cohort and runs the projections in process');

inProcess.describe('the cohort dashboard and leaderboards', () => {
  let app: TestApp;
  let runner: ProjectionRunner;
  const tokens: Record<string, string> = {};

  const get = (path: string, who: string) => app.http().get(path).set('authorization', `Bearer ${tokens[who]}`);

  beforeAll(async () => {
    app = await createTestApp();
    runner = await startProjections(app);
    for (const email of ['learner@example.com', 'coach@example.com', 'learner-free@example.com'])
      tokens[email] = (await app.login(email)).token;
    // The seeded registrations and rounds are in the template's store: wait until both projections have them.
    const { rows } = await app.db
      .selectFrom('es_events')
      .select(['transaction_id', 'global_position'])
      .orderBy('global_position', 'desc')
      .limit(1)
      .execute()
      .then((r) => ({ rows: r }));
    const last = rows[0];
    if (last) {
      const position = { transactionId: String(last.transaction_id), globalPosition: Number(last.global_position) };
      for (const name of ['registrations', 'leaderboard'])
        expect(await waitForCheckpoint(app.db, name, position, 30_000)).toBe(true);
    }
  });

  afterAll(async () => {
    await runner?.stop();
    await app?.close();
  });

  it('shows the learner’s cohort: five weeks, the active one open and later ones locked, sections by element type', async () => {
    const response = await get('/cohorts/dashboard', 'learner@example.com');
    expect(response.status).toBe(200);
    const { group, curriculum, groups } = response.body;
    expect(group.name).toBe('Fundamentals Cohort — Spring');
    expect(groups).toEqual([{ id: group.id, name: group.name, type: 'FUNDAMENTALS_CLASS' }]);
    expect(curriculum.weeks.map((w: { week: number; isUnlocked: boolean }) => [w.week, w.isUnlocked])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
      [5, false],
    ]);
    expect(curriculum.weeks[0].sections.map((s: { type: string }) => s.type)).toEqual([
      'OVERVIEW',
      'PREWORK_MODULES',
      'CLASS_MODULES',
      'HOMEWORK_MODULES',
      'RESOURCES',
      'TENETS',
    ]);
    expect(curriculum.communityUrl).toMatch(/^https:\/\//);
  });

  it('ranks the cohort this week without its coach, and lists at most 5 upcoming sessions', async () => {
    const { body } = await get('/cohorts/dashboard', 'learner@example.com');
    const entries = body.leaderboard.entries as { name: string; totalPoints: number; rank: number; isMe: boolean }[];
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(entries.some((e) => e.name === 'Cory Coach')).toBe(false);
    expect(entries.find((e) => e.isMe)).toMatchObject({ name: 'Lena Learner', totalPoints: 100 });
    expect(entries[0]).toMatchObject({ name: 'Priya Raman', totalPoints: 240, rank: 1 });
    expect(body.upcomingSessions.length).toBeLessThanOrEqual(5);
    expect(body.upcomingSessions.length).toBeGreaterThan(0);
  });

  it('answers 404 to a user without an active cohort (the web app then goes home), and to a group that is not theirs', async () => {
    const none = await get('/cohorts/dashboard', 'learner-free@example.com');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('You have no active cohort with a curriculum (404).');
    const other = await get(`/cohorts/dashboard?groupId=${randomUUID()}`, 'learner@example.com');
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Group not found (404): you are not a member of this group.');
  });

  it('opens the onboarding form once: closing counts a start, after which it stays closed', async () => {
    expect((await get('/cohorts/dashboard', 'learner@example.com')).body.onboarding).toEqual({ open: true });
    const invalid = await app
      .http()
      .post('/user/onboarding')
      .set('authorization', `Bearer ${tokens['learner@example.com']}`)
      .send({ action: 'submit' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([{ path: 'body.answers', message: 'are required to submit' }]);
    const closed = await app
      .http()
      .post('/user/onboarding')
      .set('authorization', `Bearer ${tokens['learner@example.com']}`)
      .send({ action: 'close' });
    expect(closed.body).toEqual({ startCount: 1, endCount: null, open: false });
    expect((await get('/cohorts/dashboard', 'learner@example.com')).body.onboarding).toEqual({ open: false });
    const submitted = await app
      .http()
      .post('/user/onboarding')
      .set('authorization', `Bearer ${tokens['learner@example.com']}`)
      .send({ action: 'submit', answers: { goal: 'Speak up in team meetings', experience: 'some' } });
    expect(submitted.body).toEqual({ startCount: 2, endCount: 1, open: false });
  });

  it('gives the same rankings after a rebuild from the events as live', async () => {
    const learner = (
      await app.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', 'learner@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    const now = new Date().toISOString();
    const rounds = roundsOfOneSession(learner, [now, now, now]);
    const result = await new EventStore(app.db).append(rounds.streamId, rounds.events, {
      expectedVersion: 'no_stream',
    });
    expect(await waitForCheckpoint(app.db, leaderboardProjection.name, positionOf(result), 30_000)).toBe(true);
    const live = (await get('/leaderboards?period=weekly', 'learner@example.com')).body;
    expect(live.leaderboard.entries.find((e: { isMe: boolean }) => e.isMe).totalPoints).toBe(130);
    const daily = (await get('/leaderboards?period=daily', 'learner@example.com')).body;
    await runner.stop();
    await rebuildProjection({ db: app.db, projection: leaderboardProjection, batchSize: 1_000 });
    expect((await get('/leaderboards?period=weekly', 'learner@example.com')).body).toEqual(live);
    expect((await get('/leaderboards?period=daily', 'learner@example.com')).body).toEqual(daily);
    await runner.start();
    await runner.caughtUp();
  });

  it('lists the user’s groups with their members', async () => {
    const { body } = await get('/groups', 'coach@example.com');
    // The coach leads the development cohort and their private coaching pod (seeded for assessments).
    expect(body.groups.map((g: { name: string }) => g.name).sort()).toEqual([
      "Cory's Tuesday Pod",
      'Fundamentals Cohort — Spring',
    ]);
    const cohort = body.groups.find((g: { name: string }) => g.name === 'Fundamentals Cohort — Spring');
    expect(cohort.members.map((m: { name: string }) => m.name)).toContain('Lena Learner');
    expect(cohort.members[0]).toMatchObject({ name: 'Cory Coach', type: 'COACH' });
  });
});
