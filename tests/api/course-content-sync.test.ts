import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { courseCatalogue, lessonDuration, seedCourses } from '@impromptu/db';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { inProcessOnly } from '../support/target.js';

const BASICS = courseCatalogue.find((course) => course.slug === 'the-basics')!;
const [LESSON_1, LESSON_2] = BASICS.lessons;

let database: TestDatabase;

/** Every course and lesson row as stored, updated_at included: what a second run must leave as it is. */
async function snapshot() {
  const courses = await database.db.selectFrom('course').selectAll().orderBy('slug').execute();
  const lessons = await database.db.selectFrom('lesson').selectAll().orderBy('course_id').orderBy('index').execute();
  const tags = await database.db
    .selectFrom('course_category_tag')
    .select(['course_id', 'name'])
    .orderBy('course_id')
    .orderBy('name')
    .execute();
  return { courses, lessons, tags };
}

inProcessOnly('seeds and reads a database of its own').describe(
  'course content sync (issue 28: the lectures reach databases seeded before them)',
  () => {
    beforeAll(async () => {
      database = await createTestDatabase();
    });

    afterAll(async () => {
      await database.drop();
    });

    it('gives a database seeded before the rewrite the repository’s durations, outcomes and text, and a second run changes nothing', async () => {
      const db = database.db;
      const basics = await db
        .selectFrom('course')
        .selectAll()
        .where('slug', '=', 'the-basics')
        .executeTakeFirstOrThrow();
      // The database as an earlier release left it: typed durations, no outcomes, the old text and card art, a tag
      // lost, and what operators decided (status, order) and a key the repository never wrote.
      await db
        .updateTable('course')
        .set({
          description: 'An old description.',
          status: 'LIVE_PAID',
          sort_order: 7,
          image_urls: JSON.stringify({ cardEmoji: '🎤', banner: '/operator/banner.png' }),
          metadata: JSON.stringify({ colour: '#000000', operatorNote: 'kept' }),
          updated_at: sql`now() - interval '30 days'`,
        })
        .where('id', '=', basics.id)
        .execute();
      await db.deleteFrom('course_category_tag').where('course_id', '=', basics.id).execute();
      await db
        .updateTable('lesson')
        .set({
          name: 'Old lesson name',
          estimated_duration_min: 5,
          estimated_duration_max: 8,
          video_url: '/lectures/the-basics/old.mp4',
          captions_url: null,
          lesson_breakdown: JSON.stringify([{ type: 'takeaway', text: 'Old takeaway' }]),
          next_lesson_unlock_conditions: JSON.stringify({ lecture: true, practice: true }),
        })
        .where('course_id', '=', basics.id)
        .where('slug', '=', LESSON_1!.slug)
        .execute();
      await db
        .updateTable('lesson')
        .set({ estimated_duration_min: 6, estimated_duration_max: 10 })
        .where('course_id', '=', basics.id)
        .where('slug', '=', LESSON_2!.slug)
        .execute();

      const first = await seedCourses(db);
      expect(first).toEqual({ courses: 0, lessons: 0, synced: { courses: 1, lessons: 2 } });

      const course = await db.selectFrom('course').selectAll().where('id', '=', basics.id).executeTakeFirstOrThrow();
      expect(course.description).toBe(BASICS.description);
      expect(course.metadata).toEqual({
        ...BASICS.metadata,
        colour: BASICS.colour,
        outcomes: BASICS.outcomes,
        operatorNote: 'kept',
      });
      expect(course.image_urls).toEqual({ cardEmoji: BASICS.cardEmoji, banner: '/operator/banner.png' });
      // What operators own stays theirs.
      expect(course).toMatchObject({ status: 'LIVE_PAID', sort_order: 7 });
      const tags = await db
        .selectFrom('course_category_tag')
        .select('name')
        .where('course_id', '=', basics.id)
        .execute();
      expect(tags.map((tag) => tag.name).sort()).toEqual([...BASICS.tags].sort());

      const lesson = await db
        .selectFrom('lesson')
        .selectAll()
        .where('course_id', '=', basics.id)
        .where('slug', '=', LESSON_1!.slug)
        .executeTakeFirstOrThrow();
      const duration = lessonDuration(BASICS, LESSON_1!);
      expect(lesson).toMatchObject({
        name: LESSON_1!.name,
        estimated_duration_min: duration.min,
        estimated_duration_max: duration.max,
        video_url: `/lectures/the-basics/${LESSON_1!.slug}.mp4`,
        captions_url: `/lectures/the-basics/${LESSON_1!.slug}.vtt`,
        lesson_breakdown: LESSON_1!.breakdown,
      });
      // A learner's progress reads the unlock conditions: the sync leaves them as they are.
      expect(lesson.next_lesson_unlock_conditions).toEqual({ lecture: true, practice: true });
      const second = await db
        .selectFrom('lesson')
        .select(['estimated_duration_min', 'estimated_duration_max'])
        .where('course_id', '=', basics.id)
        .where('slug', '=', LESSON_2!.slug)
        .executeTakeFirstOrThrow();
      expect(second).toEqual({
        estimated_duration_min: lessonDuration(BASICS, LESSON_2!).min,
        estimated_duration_max: lessonDuration(BASICS, LESSON_2!).max,
      });

      const before = await snapshot();
      expect(await seedCourses(db)).toEqual({ courses: 0, lessons: 0, synced: { courses: 0, lessons: 0 } });
      expect(await snapshot()).toEqual(before);
    });

    it('finds nothing to change in a database the current catalogue seeded', async () => {
      const fresh = await createTestDatabase();
      try {
        const before = await fresh.db.selectFrom('lesson').selectAll().orderBy('id').execute();
        expect(await seedCourses(fresh.db)).toEqual({ courses: 0, lessons: 0, synced: { courses: 0, lessons: 0 } });
        expect(await fresh.db.selectFrom('lesson').selectAll().orderBy('id').execute()).toEqual(before);
      } finally {
        await fresh.drop();
      }
    });
  },
);
