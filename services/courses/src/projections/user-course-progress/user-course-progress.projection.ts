import { column, defineProjection, evolveRows, table, type CatalogueEvent } from '@impromptu/event-store';
import { initialSectionStatuses, type SectionStatuses } from '../../rules/index.js';
import { userCourseEvents } from '../../user-course/user-course.events.js';

const courseTable = table(
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
);

const lessonTable = table(
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
);

const historyTable = table(
  {
    id: column.uuid(),
    user_id: column.uuid(),
    user_course_id: column.uuid(),
    created_at: column.timestamptz(),
    completed_at: column.timestamptz().nullable(),
  },
  { primaryKey: ['id'] },
);

type UserCourseEvent = CatalogueEvent<typeof userCourseEvents>;
type CourseStartedData = Extract<UserCourseEvent, { type: 'CourseStarted' }>['data'];

/** What changes one lesson row: each lesson a start creates, or a lesson event. */
type LessonFact =
  | { type: 'LessonStarted'; data: CourseStartedData & { lesson: CourseStartedData['lessons'][number] } }
  | Exclude<UserCourseEvent, { type: 'CourseStarted' | 'CourseCompleted' }>;

/** The later of two instants (ISO text, as events and loaded rows carry them). */
const later = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a);

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
    user_course: courseTable,
    user_lesson: lessonTable,
    user_course_history: historyTable,
  },
  // A batch is folded in memory and each table written once (issue 9: a statement per event replayed at about
  // 1,000 events/s), through the row-projection helper: the course first, whose completion names the history row.
  async apply(trx, events, tables) {
    const completions: { historyId: string; completedAt: string }[] = [];
    await evolveRows(trx, {
      table: courseTable,
      into: tables.user_course,
      events,
      key: (event) => (event.type === 'LessonUnlockScheduled' ? null : { id: event.data.userCourseId }),
      evolve(course, event) {
        if (event.type === 'CourseStarted') {
          const d = event.data;
          return course
            ? undefined
            : {
                id: d.userCourseId,
                user_id: d.userId,
                course_id: d.courseId,
                course_slug: d.courseSlug,
                status: 'ACTIVE',
                user_course_history_id: d.userCourseHistoryId,
                started_at: d.startedAt,
                last_activity_at: d.startedAt,
                completed_on: null,
              };
        }
        if (!course) return undefined;
        switch (event.type) {
          case 'LectureCompleted':
          case 'PracticeCompleted':
            return { ...course, last_activity_at: later(course.last_activity_at, event.data.completedAt) };
          case 'LessonUnlocked':
            return { ...course, last_activity_at: later(course.last_activity_at, event.data.unlockedAt) };
          case 'CourseCompleted':
            completions.push({ historyId: course.user_course_history_id, completedAt: event.data.completedAt });
            return { ...course, status: 'COMPLETED', completed_on: event.data.completedAt };
          default:
            return undefined;
        }
      },
    });
    // One fact per lesson row: each lesson a start creates, then the lesson events in order.
    const lessonFacts = events.flatMap((event): LessonFact[] =>
      event.type === 'CourseStarted'
        ? event.data.lessons.map((l) => ({ type: 'LessonStarted' as const, data: { ...event.data, lesson: l } }))
        : event.type === 'CourseCompleted'
          ? []
          : [event],
    );
    await evolveRows(trx, {
      table: lessonTable,
      into: tables.user_lesson,
      events: lessonFacts,
      key: (fact) =>
        fact.type === 'LessonStarted'
          ? { user_course_id: fact.data.userCourseId, lesson_id: fact.data.lesson.lessonId }
          : { user_course_id: fact.data.userCourseId, lesson_id: fact.data.lessonId },
      evolve(lesson, fact) {
        if (fact.type === 'LessonStarted') {
          const { lesson: l } = fact.data;
          return lesson
            ? undefined
            : {
                user_course_id: fact.data.userCourseId,
                lesson_id: l.lessonId,
                user_id: fact.data.userId,
                lesson_index: l.index,
                is_unlocked: l.index === 0,
                section_statuses: initialSectionStatuses(l.index),
                unlock_at: null,
              };
        }
        if (!lesson) return undefined;
        const sections = lesson.section_statuses;
        switch (fact.type) {
          case 'LectureCompleted':
            // The lecture opens the practice, when the lesson has one (a lesson without keeps it locked).
            return {
              ...lesson,
              section_statuses: {
                ...sections,
                lecture: 'completed' as const,
                ...(fact.data.practiceUnlocked ? { practice: 'unlocked' as const } : {}),
              },
            };
          case 'PracticeCompleted':
            return { ...lesson, section_statuses: { ...sections, practice: 'completed' as const } };
          case 'LessonUnlockScheduled':
            return { ...lesson, unlock_at: fact.data.unlockAt };
          case 'LessonUnlocked':
            // A locked lecture opens; one already opened or completed keeps its state.
            return {
              ...lesson,
              is_unlocked: true,
              section_statuses:
                sections.lecture === 'locked' ? { ...sections, lecture: 'unlocked' as const } : sections,
            };
          default: {
            const unreachable: never = fact;
            throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
          }
        }
      },
    });
    await evolveRows(trx, {
      table: historyTable,
      into: tables.user_course_history,
      events: [
        ...events.flatMap((event) => (event.type === 'CourseStarted' ? [{ started: event.data }] : [])),
        ...completions.map((completion) => ({ completion })),
      ],
      key: (fact) => ('started' in fact ? { id: fact.started.userCourseHistoryId } : { id: fact.completion.historyId }),
      evolve(history, fact) {
        if ('started' in fact) {
          const d = fact.started;
          return history
            ? undefined
            : {
                id: d.userCourseHistoryId,
                user_id: d.userId,
                user_course_id: d.userCourseId,
                created_at: d.startedAt,
                completed_at: null,
              };
        }
        return history && { ...history, completed_at: fact.completion.completedAt };
      },
    });
  },
});
