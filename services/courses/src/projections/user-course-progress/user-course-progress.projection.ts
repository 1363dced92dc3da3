import { sql } from 'kysely';
import { column, defineProjection, table } from '@impromptu/event-store';
import { initialSectionStatuses, type SectionStatuses } from '../../rules/index.js';
import { userCourseEvents } from '../../user-course/user-course.events.js';

/**
 * The user courses, user lessons and course histories of spec 2 §3, from the user course streams.
 * `user_course.status` is ACTIVE or COMPLETED (no row: NOT_STARTED; the reader names the most recently
 * active course PRIMARY_ACTIVE from `last_activity_at`).
 */
export const userCourseProgressProjection = defineProjection({
  name: 'user_course_progress',
  version: 1,
  events: userCourseEvents,
  tables: {
    user_course: table(
      {
        id: column.uuid(),
        user_id: column.uuid(),
        course_id: column.uuid(),
        course_slug: column.text(),
        status: column.text(),
        user_course_history_id: column.uuid(),
        started_at: column.timestamptz(),
        last_activity_at: column.timestamptz(),
        completed_on: column.timestamptz().nullable(),
      },
      { primaryKey: ['id'] },
    ),
    user_lesson: table(
      {
        user_course_id: column.uuid(),
        lesson_id: column.uuid(),
        user_id: column.uuid(),
        lesson_index: column.integer(),
        is_unlocked: column.boolean(),
        section_statuses: column.jsonb<SectionStatuses>(),
        /** When a scheduled unlock of this lesson runs. */
        unlock_at: column.timestamptz().nullable(),
      },
      { primaryKey: ['user_course_id', 'lesson_id'] },
    ),
    user_course_history: table(
      {
        id: column.uuid(),
        user_id: column.uuid(),
        user_course_id: column.uuid(),
        created_at: column.timestamptz(),
        completed_at: column.timestamptz().nullable(),
      },
      { primaryKey: ['id'] },
    ),
  },
  async apply(trx, events, tables) {
    const userCourse = sql.table(tables.user_course);
    const userLesson = sql.table(tables.user_lesson);
    const history = sql.table(tables.user_course_history);
    const section = (lessonIndex: number, userCourseId: string, name: string, value: string) =>
      sql`UPDATE ${userLesson} SET section_statuses = jsonb_set(section_statuses, ${sql.lit(`{${name}}`)}::text[], ${JSON.stringify(value)}::jsonb)
          WHERE user_course_id = ${userCourseId} AND lesson_index = ${lessonIndex}`.execute(trx);
    const touch = (userCourseId: string, at: string) =>
      sql`UPDATE ${userCourse} SET last_activity_at = GREATEST(last_activity_at, ${at}::timestamptz) WHERE id = ${userCourseId}`.execute(trx);
    for (const event of events) {
      switch (event.type) {
        case 'CourseStarted': {
          const d = event.data;
          await sql`INSERT INTO ${userCourse} (id, user_id, course_id, course_slug, status, user_course_history_id, started_at, last_activity_at, completed_on)
                    VALUES (${d.userCourseId}, ${d.userId}, ${d.courseId}, ${d.courseSlug}, 'ACTIVE', ${d.userCourseHistoryId}, ${d.startedAt}, ${d.startedAt}, NULL)
                    ON CONFLICT (id) DO NOTHING`.execute(trx);
          await sql`INSERT INTO ${history} (id, user_id, user_course_id, created_at, completed_at)
                    VALUES (${d.userCourseHistoryId}, ${d.userId}, ${d.userCourseId}, ${d.startedAt}, NULL) ON CONFLICT (id) DO NOTHING`.execute(trx);
          await sql`INSERT INTO ${userLesson} (user_course_id, lesson_id, user_id, lesson_index, is_unlocked, section_statuses, unlock_at)
                    SELECT ${d.userCourseId}::uuid, l.lesson_id, ${d.userId}::uuid, l.lesson_index, l.lesson_index = 0, l.section_statuses, NULL
                    FROM unnest(${d.lessons.map((l) => l.lessonId)}::uuid[], ${d.lessons.map((l) => l.index)}::int[],
                                ${d.lessons.map((l) => JSON.stringify(initialSectionStatuses(l.index)))}::jsonb[]) AS l(lesson_id, lesson_index, section_statuses)
                    ON CONFLICT (user_course_id, lesson_id) DO NOTHING`.execute(trx);
          break;
        }
        case 'LectureCompleted':
          await section(event.data.lessonIndex, event.data.userCourseId, 'lecture', 'completed');
          // The lecture opens the practice, when the lesson has one (a lesson without keeps it locked).
          if (event.data.practiceUnlocked) await section(event.data.lessonIndex, event.data.userCourseId, 'practice', 'unlocked');
          await touch(event.data.userCourseId, event.data.completedAt);
          break;
        case 'PracticeCompleted':
          await section(event.data.lessonIndex, event.data.userCourseId, 'practice', 'completed');
          await touch(event.data.userCourseId, event.data.completedAt);
          break;
        case 'LessonUnlockScheduled':
          await sql`UPDATE ${userLesson} SET unlock_at = ${event.data.unlockAt}::timestamptz
                    WHERE user_course_id = ${event.data.userCourseId} AND lesson_index = ${event.data.lessonIndex}`.execute(trx);
          break;
        case 'LessonUnlocked':
          await sql`UPDATE ${userLesson} SET is_unlocked = true,
                      section_statuses = CASE WHEN section_statuses->>'lecture' = 'locked' THEN jsonb_set(section_statuses, '{lecture}', '"unlocked"') ELSE section_statuses END
                    WHERE user_course_id = ${event.data.userCourseId} AND lesson_index = ${event.data.lessonIndex}`.execute(trx);
          await touch(event.data.userCourseId, event.data.unlockedAt);
          break;
        case 'CourseCompleted':
          await sql`UPDATE ${userCourse} SET status = 'COMPLETED', completed_on = ${event.data.completedAt}::timestamptz WHERE id = ${event.data.userCourseId}`.execute(trx);
          await sql`UPDATE ${history} h SET completed_at = ${event.data.completedAt}::timestamptz
                    FROM ${userCourse} c WHERE c.id = ${event.data.userCourseId} AND h.id = c.user_course_history_id`.execute(trx);
          break;
        default: {
          const unreachable: never = event;
          throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
        }
      }
    }
  },
});
