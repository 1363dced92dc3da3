import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../schema/index.js';
import { seedPracticeSessions } from '../practice/seed-practice.js';
import { lectureVideoPath, lessonPracticeSlug, type CourseSeed, type LessonSeed } from './catalogue-types.js';
import { courseCatalogue, coursePracticeCatalogue, lessonDuration } from './catalogue.js';

export interface SeedCoursesResult {
  /** Courses inserted; 0 on a second run. */
  courses: number;
  lessons: number;
  /** Courses and lessons of an existing database whose repository-written content changed (syncCourseContent). */
  synced: ContentSyncResult;
}

export interface ContentSyncResult {
  courses: number;
  lessons: number;
}

/**
 * Seeds the courses with their lessons and each lesson's practice session, in production too.
 * Idempotent like the practice sessions: a course is inserted with its tags and lessons when its slug
 * is new; an existing course gets the repository's content again (syncCourseContent: its text, outcomes and the
 * lessons' durations from the rendered lectures), never what operators own (status, schedule, order) nor anything
 * of a user's; a lesson's practice session is linked to it when the session has no lesson yet.
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
  const synced = await syncCourseContent(
    db,
    catalogue.filter((course) => existing.has(course.slug)),
  );
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
  return { courses, lessons, synced };
}

/** What the repository writes of a course and owns for good: text, card art, colour and outcomes, tags. */
function courseContent(course: CourseSeed, current: { image_urls: unknown; metadata: unknown }) {
  const asObject = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    name: course.name,
    description: course.description,
    // Merged into what is there, so a key the repository never wrote survives.
    image_urls: { ...asObject(current.image_urls), cardEmoji: course.cardEmoji },
    metadata: { ...asObject(current.metadata), ...course.metadata, colour: course.colour, outcomes: course.outcomes },
  };
}

/** What the repository writes of a lesson and owns for good: text, the made video and its captions, the durations. */
function lessonContent(course: CourseSeed, lesson: LessonSeed) {
  const duration = lessonDuration(course, lesson);
  return {
    name: lesson.name,
    description: lesson.description,
    video_url: lesson.videoUrl ?? (lesson.lecture ? lectureVideoPath(course.slug, lesson.slug, 'mp4') : null),
    captions_url: lesson.lecture ? lectureVideoPath(course.slug, lesson.slug, 'vtt') : null,
    estimated_duration_min: duration.min,
    estimated_duration_max: duration.max,
    lesson_breakdown: lesson.breakdown,
    additional_resources: lesson.additionalResources,
  };
}

const JSON_COLUMNS = new Set(['image_urls', 'metadata', 'lesson_breakdown', 'additional_resources']);

/** The columns whose stored value differs from the wanted one (jsonb compared as values, not as text). */
function changed<T extends Record<string, unknown>>(wanted: T, stored: Record<string, unknown>): Partial<T> {
  const changes: Partial<T> = {};
  for (const column of Object.keys(wanted) as Array<keyof T & string>) {
    if (!isDeepStrictEqual(stored[column], wanted[column])) changes[column] = wanted[column];
  }
  return changes;
}

/** A jsonb column's value as the driver writes it (text); the others as they are. */
type Columns<T> = { [K in keyof T]: T[K] extends string | number | null | undefined ? T[K] : string };

const asColumns = <T extends Record<string, unknown>>(changes: T): Columns<T> =>
  Object.fromEntries(
    Object.entries(changes).map(([column, value]) => [
      column,
      JSON_COLUMNS.has(column) ? JSON.stringify(value) : value,
    ]),
  ) as Columns<T>;

/**
 * Brings the repository's content to courses an earlier seed inserted (issue 28: a database seeded before the
 * lectures were rewritten kept their old durations and had no outcomes): a course's text, card art, colour,
 * outcomes and missing tags; each lesson's text, video, captions and durations. A row is written only where a
 * value differs, so a second run changes nothing (updated_at included). Untouched: status, unlock schedule and
 * order (operators decide those), the lessons' order and unlock conditions (a learner's progress reads them), a
 * lesson the catalogue no longer has, and every user's data (enrolments and progress are events, not these rows).
 */
export async function syncCourseContent(
  db: Kysely<DB>,
  catalogue: readonly CourseSeed[] = courseCatalogue,
): Promise<ContentSyncResult> {
  let courses = 0;
  let lessons = 0;
  for (const course of catalogue) {
    const stored = await db
      .selectFrom('course')
      .select(['id', 'name', 'description', 'image_urls', 'metadata'])
      .where('slug', '=', course.slug)
      .executeTakeFirst();
    if (!stored) continue;
    const courseChanges = changed(courseContent(course, stored), stored);
    const tags = new Set(
      (await db.selectFrom('course_category_tag').select('name').where('course_id', '=', stored.id).execute()).map(
        (row) => row.name,
      ),
    );
    const missingTags = course.tags.filter((name) => !tags.has(name));
    if (missingTags.length > 0) {
      await db
        .insertInto('course_category_tag')
        .values(missingTags.map((name) => ({ course_id: stored.id, name })))
        .execute();
    }
    if (Object.keys(courseChanges).length > 0) {
      await db
        .updateTable('course')
        .set({ ...asColumns(courseChanges), updated_at: sql`now()` })
        .where('id', '=', stored.id)
        .execute();
    }
    if (Object.keys(courseChanges).length > 0 || missingTags.length > 0) courses += 1;
    const storedLessons = await db
      .selectFrom('lesson')
      .select([
        'id',
        'slug',
        'name',
        'description',
        'video_url',
        'captions_url',
        'estimated_duration_min',
        'estimated_duration_max',
        'lesson_breakdown',
        'additional_resources',
      ])
      .where('course_id', '=', stored.id)
      .execute();
    for (const lesson of course.lessons) {
      const row = storedLessons.find((candidate) => candidate.slug === lesson.slug);
      if (!row) continue;
      const lessonChanges = changed(lessonContent(course, lesson), row);
      if (Object.keys(lessonChanges).length === 0) continue;
      await db
        .updateTable('lesson')
        .set({ ...asColumns(lessonChanges), updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
      lessons += 1;
    }
  }
  return { courses, lessons };
}

async function insertCourse(db: Kysely<DB>, course: CourseSeed, sortOrder: number): Promise<number> {
  const { id } = await db
    .insertInto('course')
    .values({
      slug: course.slug,
      status: course.status,
      unlock_schedule: course.unlockSchedule,
      ...asColumns(courseContent(course, { image_urls: {}, metadata: {} })),
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
        ...asColumns(lessonContent(course, lesson)),
        next_lesson_unlock_conditions: JSON.stringify(lesson.nextLessonUnlockConditions ?? { lecture: true }),
      })),
    )
    .execute();
  return course.lessons.length;
}
