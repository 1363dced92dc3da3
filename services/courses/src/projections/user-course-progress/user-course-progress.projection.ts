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
  // A batch is folded in memory, then written in a few set-wise statements (issue 9: a statement per
  // event replayed at about 1,000 events/s): new courses, histories and lessons are inserted; each
  // touched lesson gets one patch of its sections (later events win, as applied one by one), and each
  // touched course one update of its last activity and completion.
  async apply(trx, events, tables) {
    const userCourse = sql.table(tables.user_course);
    const userLesson = sql.table(tables.user_lesson);
    const history = sql.table(tables.user_course_history);
    const started: Extract<(typeof events)[number], { type: 'CourseStarted' }>['data'][] = [];
    const lessons = new Map<string, LessonPatch>();
    const courses = new Map<string, CoursePatch>();
    const lesson = (userCourseId: string, lessonIndex: number): LessonPatch => {
      const key = `${userCourseId} ${lessonIndex}`;
      let patch = lessons.get(key);
      if (!patch) {
        patch = { userCourseId, lessonIndex, sections: {}, unlockLecture: false, unlocked: false, unlockAt: null };
        lessons.set(key, patch);
      }
      return patch;
    };
    const course = (userCourseId: string): CoursePatch => {
      let patch = courses.get(userCourseId);
      if (!patch) {
        patch = { userCourseId, lastActivityAt: null, completedAt: null };
        courses.set(userCourseId, patch);
      }
      return patch;
    };
    const touch = (userCourseId: string, at: string) => {
      const patch = course(userCourseId);
      if (patch.lastActivityAt === null || Date.parse(at) > Date.parse(patch.lastActivityAt)) patch.lastActivityAt = at;
    };
    for (const event of events) {
      switch (event.type) {
        case 'CourseStarted':
          started.push(event.data);
          break;
        case 'LectureCompleted': {
          const patch = lesson(event.data.userCourseId, event.data.lessonIndex);
          patch.sections.lecture = 'completed';
          // The lecture opens the practice, when the lesson has one (a lesson without keeps it locked).
          if (event.data.practiceUnlocked) patch.sections.practice = 'unlocked';
          touch(event.data.userCourseId, event.data.completedAt);
          break;
        }
        case 'PracticeCompleted':
          lesson(event.data.userCourseId, event.data.lessonIndex).sections.practice = 'completed';
          touch(event.data.userCourseId, event.data.completedAt);
          break;
        case 'LessonUnlockScheduled':
          lesson(event.data.userCourseId, event.data.lessonIndex).unlockAt = event.data.unlockAt;
          break;
        case 'LessonUnlocked': {
          const patch = lesson(event.data.userCourseId, event.data.lessonIndex);
          patch.unlocked = true;
          // A locked lecture opens; one this batch already set keeps that later state.
          if (patch.sections.lecture === undefined) patch.unlockLecture = true;
          touch(event.data.userCourseId, event.data.unlockedAt);
          break;
        }
        case 'CourseCompleted':
          course(event.data.userCourseId).completedAt = event.data.completedAt;
          break;
        default: {
          const unreachable: never = event;
          throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
        }
      }
    }

    if (started.length > 0) {
      await sql`INSERT INTO ${userCourse} (id, user_id, course_id, course_slug, status, user_course_history_id, started_at, last_activity_at, completed_on)
                SELECT c.id, c.user_id, c.course_id, c.course_slug, 'ACTIVE', c.history_id, c.started_at, c.started_at, NULL
                FROM unnest(${started.map((d) => d.userCourseId)}::uuid[], ${started.map((d) => d.userId)}::uuid[], ${started.map((d) => d.courseId)}::uuid[],
                            ${started.map((d) => d.courseSlug)}::text[], ${started.map((d) => d.userCourseHistoryId)}::uuid[], ${started.map((d) => d.startedAt)}::timestamptz[])
                     AS c(id, user_id, course_id, course_slug, history_id, started_at)
                ON CONFLICT (id) DO NOTHING`.execute(trx);
      await sql`INSERT INTO ${history} (id, user_id, user_course_id, created_at, completed_at)
                SELECT h.id, h.user_id, h.user_course_id, h.created_at, NULL
                FROM unnest(${started.map((d) => d.userCourseHistoryId)}::uuid[], ${started.map((d) => d.userId)}::uuid[], ${started.map((d) => d.userCourseId)}::uuid[],
                            ${started.map((d) => d.startedAt)}::timestamptz[]) AS h(id, user_id, user_course_id, created_at)
                ON CONFLICT (id) DO NOTHING`.execute(trx);
      const rows = started.flatMap((d) =>
        d.lessons.map((l) => ({
          userCourseId: d.userCourseId,
          userId: d.userId,
          lessonId: l.lessonId,
          index: l.index,
        })),
      );
      await sql`INSERT INTO ${userLesson} (user_course_id, lesson_id, user_id, lesson_index, is_unlocked, section_statuses, unlock_at)
                SELECT l.user_course_id, l.lesson_id, l.user_id, l.lesson_index, l.lesson_index = 0, l.section_statuses, NULL
                FROM unnest(${rows.map((r) => r.userCourseId)}::uuid[], ${rows.map((r) => r.lessonId)}::uuid[], ${rows.map((r) => r.userId)}::uuid[],
                            ${rows.map((r) => r.index)}::int[], ${rows.map((r) => JSON.stringify(initialSectionStatuses(r.index)))}::jsonb[])
                     AS l(user_course_id, lesson_id, user_id, lesson_index, section_statuses)
                ON CONFLICT (user_course_id, lesson_id) DO NOTHING`.execute(trx);
    }
    if (lessons.size > 0) {
      const patches = [...lessons.values()];
      await sql`UPDATE ${userLesson} l SET
                  is_unlocked = l.is_unlocked OR p.unlocked,
                  unlock_at = COALESCE(p.unlock_at, l.unlock_at),
                  section_statuses = (CASE WHEN p.unlock_lecture AND l.section_statuses->>'lecture' = 'locked'
                                           THEN jsonb_set(l.section_statuses, '{lecture}', '"unlocked"') ELSE l.section_statuses END) || p.sections
                FROM unnest(${patches.map((p) => p.userCourseId)}::uuid[], ${patches.map((p) => p.lessonIndex)}::int[], ${patches.map((p) => JSON.stringify(p.sections))}::jsonb[],
                            ${patches.map((p) => p.unlockLecture)}::boolean[], ${patches.map((p) => p.unlocked)}::boolean[], ${patches.map((p) => p.unlockAt)}::timestamptz[])
                     AS p(user_course_id, lesson_index, sections, unlock_lecture, unlocked, unlock_at)
                WHERE l.user_course_id = p.user_course_id AND l.lesson_index = p.lesson_index`.execute(trx);
    }
    if (courses.size > 0) {
      const patches = [...courses.values()];
      await sql`UPDATE ${userCourse} c SET
                  last_activity_at = GREATEST(c.last_activity_at, p.last_activity_at),
                  status = CASE WHEN p.completed_at IS NULL THEN c.status ELSE 'COMPLETED' END,
                  completed_on = COALESCE(p.completed_at, c.completed_on)
                FROM unnest(${patches.map((p) => p.userCourseId)}::uuid[], ${patches.map((p) => p.lastActivityAt)}::timestamptz[], ${patches.map((p) => p.completedAt)}::timestamptz[])
                     AS p(id, last_activity_at, completed_at)
                WHERE c.id = p.id`.execute(trx);
      const completed = patches.filter((p) => p.completedAt !== null);
      if (completed.length > 0) {
        await sql`UPDATE ${history} h SET completed_at = p.completed_at
                  FROM unnest(${completed.map((p) => p.userCourseId)}::uuid[], ${completed.map((p) => p.completedAt)}::timestamptz[]) AS p(user_course_id, completed_at),
                       ${userCourse} c
                  WHERE c.id = p.user_course_id AND h.id = c.user_course_history_id`.execute(trx);
      }
    }
  },
});

/** What one batch does to one lesson: the sections it sets (later events win), and its unlock. */
interface LessonPatch {
  userCourseId: string;
  lessonIndex: number;
  sections: Partial<SectionStatuses>;
  /** A LessonUnlocked before any section of this batch: a locked lecture opens. */
  unlockLecture: boolean;
  unlocked: boolean;
  unlockAt: string | null;
}

/** What one batch does to one course: its latest activity and its completion. */
interface CoursePatch {
  userCourseId: string;
  lastActivityAt: string | null;
  completedAt: string | null;
}
