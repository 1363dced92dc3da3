import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema/index.js';
import { seedPracticeSessions } from '../practice/seed-practice.js';
import { lectureVideoPath, lessonPracticeSlug, type CourseSeed } from './catalogue-types.js';
import { courseCatalogue, coursePracticeCatalogue, lessonDuration } from './catalogue.js';

export interface SeedCoursesResult {
  /** Courses inserted; 0 on a second run. */
  courses: number;
  lessons: number;
}

/**
 * Seeds the courses with their lessons and each lesson's practice session, in production too.
 * Idempotent like the practice sessions: a course is inserted with its tags and lessons when its slug
 * is new and never updated afterwards (operators own it then); a lesson's practice session is linked
 * to it when the session has no lesson yet.
 */
export async function seedCourses(
  db: Kysely<DB>,
  catalogue: readonly CourseSeed[] = courseCatalogue,
): Promise<SeedCoursesResult> {
  await seedPracticeSessions(db, coursePracticeCatalogue);
  const existing = new Set((await db.selectFrom('course').select('slug').execute()).map((row) => row.slug));
  let courses = 0;
  let lessons = 0;
  for (const [sortOrder, course] of catalogue.entries()) {
    if (existing.has(course.slug)) continue;
    lessons += await insertCourse(db as Transaction<DB>, course, sortOrder);
    courses += 1;
  }
  for (const course of catalogue) {
    for (const lesson of course.lessons) {
      if (!lesson.practice) continue;
      await db
        .updateTable('practice_session')
        .set((eb) => ({
          lesson_id: eb
            .selectFrom('lesson')
            .innerJoin('course', 'course.id', 'lesson.course_id')
            .select('lesson.id')
            .where('course.slug', '=', course.slug)
            .where('lesson.slug', '=', lesson.slug),
        }))
        .where('slug', '=', lessonPracticeSlug(course.slug, lesson.slug))
        .where('lesson_id', 'is', null)
        .execute();
    }
  }
  return { courses, lessons };
}

async function insertCourse(db: Kysely<DB>, course: CourseSeed, sortOrder: number): Promise<number> {
  const { id } = await db
    .insertInto('course')
    .values({
      slug: course.slug,
      name: course.name,
      description: course.description,
      status: course.status,
      unlock_schedule: course.unlockSchedule,
      image_urls: JSON.stringify({ cardEmoji: course.cardEmoji }),
      metadata: JSON.stringify({ ...course.metadata, colour: course.colour, outcomes: course.outcomes }),
      sort_order: sortOrder,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (course.tags.length > 0) {
    await db
      .insertInto('course_category_tag')
      .values(course.tags.map((name) => ({ course_id: id, name })))
      .execute();
  }
  if (course.lessons.length === 0) return 0;
  await db
    .insertInto('lesson')
    .values(
      course.lessons.map((lesson, index) => ({
        course_id: id,
        index,
        slug: lesson.slug,
        name: lesson.name,
        description: lesson.description,
        video_url: lesson.videoUrl ?? (lesson.lecture ? lectureVideoPath(course.slug, lesson.slug, 'mp4') : null),
        captions_url: lesson.lecture ? lectureVideoPath(course.slug, lesson.slug, 'vtt') : null,
        estimated_duration_min: lessonDuration(course, lesson).min,
        estimated_duration_max: lessonDuration(course, lesson).max,
        lesson_breakdown: JSON.stringify(lesson.breakdown),
        additional_resources: JSON.stringify(lesson.additionalResources),
        next_lesson_unlock_conditions: JSON.stringify(lesson.nextLessonUnlockConditions ?? { lecture: true }),
      })),
    )
    .execute();
  return course.lessons.length;
}
