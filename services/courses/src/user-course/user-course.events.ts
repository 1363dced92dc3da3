import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { LESSON_SECTIONS } from '../rules/index.js';

export const USER_COURSE_STREAM_TYPE = 'user-course';

/** Stream of one learner's run through one course: `user-course-{userCourseId}` (ARCHITECTURE §2). */
export function userCourseStreamId(userCourseId: string): string {
  return `user-course-${userCourseId}`;
}

/**
 * The user course id of a learner and a course: a name-based UUID (version 5 layout), so a course is
 * started once per learner — the stream's 'no stream' expectation refuses a second start — and every
 * page finds the stream without a lookup.
 */
export function userCourseIdOf(userId: string, courseId: string): string {
  const bytes = createHash('sha1').update(`user-course:${userId}:${courseId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isoInstant = z.iso.datetime({ offset: true });
const section = z.enum(LESSON_SECTIONS);

/** A lesson as the decider guards it: its place, whether it has a practice, what unlocks the next one. */
export const CourseLessonSchema = z.object({
  lessonId: z.uuid(),
  index: z.number().int().min(0),
  slug: z.string(),
  name: z.string(),
  hasPractice: z.boolean(),
  nextLessonUnlockConditions: z.partialRecord(section, z.boolean()),
});

export const CourseStartedV1 = z.object({
  userCourseId: z.uuid(),
  userId: z.uuid(),
  courseId: z.uuid(),
  courseSlug: z.string(),
  courseName: z.string(),
  /** Seconds added to 4 h 30 m before a scheduled unlock; null unlocks the next lesson at once. */
  unlockScheduleSeconds: z.number().int().min(0).nullable(),
  lessons: z.array(CourseLessonSchema).min(1),
  userCourseHistoryId: z.uuid(),
  startedAt: isoInstant,
});

const lessonRef = {
  userCourseId: z.uuid(),
  userId: z.uuid(),
  lessonId: z.uuid(),
  lessonIndex: z.number().int().min(0),
};

export const LectureCompletedV1 = z.object({
  ...lessonRef,
  videoProgress: z.number().min(0).max(1),
  /** The lecture opened the lesson's practice (false for a lesson without one). */
  practiceUnlocked: z.boolean(),
  completedAt: isoInstant,
});
export const PracticeCompletedV1 = z.object({ ...lessonRef, userPracticeSessionId: z.uuid(), completedAt: isoInstant });
export const LessonUnlockScheduledV1 = z.object({ ...lessonRef, unlockAt: isoInstant, scheduledAt: isoInstant });
export const LessonUnlockedV1 = z.object({ ...lessonRef, unlockedAt: isoInstant });
export const CourseCompletedV1 = z.object({
  userCourseId: z.uuid(),
  userId: z.uuid(),
  courseId: z.uuid(),
  completedAt: isoInstant,
});

export type CourseLesson = z.infer<typeof CourseLessonSchema>;

/** A lesson row (with the id of its practice session, if any) as CourseStarted carries it. */
export function courseLessonOf(row: {
  id: string;
  index: number;
  slug: string;
  name: string;
  next_lesson_unlock_conditions: CourseLesson['nextLessonUnlockConditions'];
  practice_session_id: string | null;
}): CourseLesson {
  return {
    lessonId: row.id,
    index: row.index,
    slug: row.slug,
    name: row.name,
    hasPractice: row.practice_session_id !== null,
    nextLessonUnlockConditions: row.next_lesson_unlock_conditions,
  };
}
export type CourseStarted = z.infer<typeof CourseStartedV1>;

/** The events of a user course at their current schema versions. */
export const userCourseEvents = defineEvents({
  CourseStarted: { version: 1, schema: CourseStartedV1 },
  LectureCompleted: { version: 1, schema: LectureCompletedV1 },
  PracticeCompleted: { version: 1, schema: PracticeCompletedV1 },
  LessonUnlockScheduled: { version: 1, schema: LessonUnlockScheduledV1 },
  LessonUnlocked: { version: 1, schema: LessonUnlockedV1 },
  CourseCompleted: { version: 1, schema: CourseCompletedV1 },
});

export type UserCourseEvent = CatalogueEvent<typeof userCourseEvents>;
