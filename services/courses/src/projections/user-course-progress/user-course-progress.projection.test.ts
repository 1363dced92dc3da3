import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { courseRun, testCourse } from '../../testing/index.js';
import { userCourseProgressProjection } from './user-course-progress.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(userCourseProgressProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const lessonsOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('user_lesson')
    .select(['lesson_index', 'is_unlocked', 'section_statuses', 'unlock_at'])
    .where('user_id', '=', userId)
    .orderBy('lesson_index')
    .execute();
const coursesOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('user_course')
    .select(['status', 'started_at', 'last_activity_at', 'completed_on'])
    .where('user_id', '=', userId)
    .execute();
const historiesOf = (userId: string) => (db: Kysely<any>) =>
  db.selectFrom('user_course_history').select(['created_at', 'completed_at']).where('user_id', '=', userId).execute();

const locked = { lecture: 'locked', practice: 'locked', quiz: 'locked' };
const T0 = '2026-03-01T09:00:00.000Z';
const T1 = '2026-03-01T10:00:00.000Z';
const T2 = '2026-03-02T15:00:00.000Z';

describe('user course progress projection', () => {
  it('starts a course with every lesson locked but the first lecture, and a course history', async () => {
    const user = randomUUID();
    const run = courseRun(user, testCourse(3), { unlockScheduleSeconds: 86_400, startedAt: T0 }, []);
    await given(...run).then(lessonsOf(user), [
      { lesson_index: 0, is_unlocked: true, section_statuses: { ...locked, lecture: 'unlocked' }, unlock_at: null },
      { lesson_index: 1, is_unlocked: false, section_statuses: locked, unlock_at: null },
      { lesson_index: 2, is_unlocked: false, section_statuses: locked, unlock_at: null },
    ]);
    await given().then(coursesOf(user), [
      { status: 'ACTIVE', started_at: new Date(T0), last_activity_at: new Date(T0), completed_on: null },
    ]);
    await given().then(historiesOf(user), [{ created_at: new Date(T0), completed_at: null }]);
  });

  it('keeps the lecture done, the practice open and the next lesson scheduled, then unlocked', async () => {
    const user = randomUUID();
    const course = testCourse(2);
    const scheduledOnly = courseRun(user, course, { unlockScheduleSeconds: 86_400, startedAt: T0 }, [
      { at: T1, command: 'CompleteLecture', lessonIndex: 0 },
    ]);
    await given(...scheduledOnly).then(lessonsOf(user), [
      {
        lesson_index: 0,
        is_unlocked: true,
        section_statuses: { lecture: 'completed', practice: 'unlocked', quiz: 'locked' },
        unlock_at: null,
      },
      {
        lesson_index: 1,
        is_unlocked: false,
        section_statuses: locked,
        unlock_at: new Date('2026-03-02T14:30:00.000Z'),
      },
    ]);
    const other = randomUUID();
    const unlockedRun = courseRun(other, testCourse(2), { unlockScheduleSeconds: 86_400, startedAt: T0 }, [
      { at: T1, command: 'CompleteLecture', lessonIndex: 0 },
      { at: T2, command: 'UnlockLesson', lessonIndex: 1 },
    ]);
    await given(...unlockedRun).then(lessonsOf(other), [
      {
        lesson_index: 0,
        is_unlocked: true,
        section_statuses: { lecture: 'completed', practice: 'unlocked', quiz: 'locked' },
        unlock_at: null,
      },
      {
        lesson_index: 1,
        is_unlocked: true,
        section_statuses: { ...locked, lecture: 'unlocked' },
        unlock_at: new Date('2026-03-02T14:30:00.000Z'),
      },
    ]);
  });

  it('completes the course and its history once every lecture and practice is done', async () => {
    const user = randomUUID();
    const run = courseRun(user, testCourse(2), { unlockScheduleSeconds: null, startedAt: T0 }, [
      { at: T1, command: 'CompleteLecture', lessonIndex: 0 },
      { at: T1, command: 'CompletePractice', lessonIndex: 0 },
      { at: T2, command: 'CompleteLecture', lessonIndex: 1 },
      { at: T2, command: 'CompletePractice', lessonIndex: 1 },
    ]);
    await given(...run).then(coursesOf(user), [
      { status: 'COMPLETED', started_at: new Date(T0), last_activity_at: new Date(T2), completed_on: new Date(T2) },
    ]);
    await given().then(historiesOf(user), [{ created_at: new Date(T0), completed_at: new Date(T2) }]);
    await given().then(lessonsOf(user), [
      {
        lesson_index: 0,
        is_unlocked: true,
        section_statuses: { lecture: 'completed', practice: 'completed', quiz: 'locked' },
        unlock_at: null,
      },
      {
        lesson_index: 1,
        is_unlocked: true,
        section_statuses: { lecture: 'completed', practice: 'completed', quiz: 'locked' },
        unlock_at: null,
      },
    ]);
  });
});
