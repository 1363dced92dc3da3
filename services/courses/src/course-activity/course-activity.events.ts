import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';

/**
 * The lecture and practice calls of spec 2 §7, recorded for analytics: a lecture when a learner leaves it
 * having watched some of it, a practice on load and whenever its game index changes. One stream per
 * user, `course-activity-{userId}`, appended with expected version 'any'.
 */
export function courseActivityStreamId(userId: string): string {
  return `course-activity-${userId}`;
}

export const LectureViewedV1 = z.object({
  userId: z.uuid(),
  courseSlug: z.string(),
  courseName: z.string(),
  lessonSlug: z.string(),
  lessonIndex: z.number().int().min(0),
  lessonName: z.string(),
  videoProgress: z.number().min(0).max(1),
  wasVideoSkipped: z.boolean(),
  videoPlaybackRate: z.number(),
  wasCourseCompleted: z.boolean(),
  viewedAt: z.iso.datetime({ offset: true }),
});

export const LessonPracticeGatheredV1 = z.object({
  userId: z.uuid(),
  courseSlug: z.string(),
  courseName: z.string(),
  lessonSlug: z.string(),
  lessonIndex: z.number().int().min(0),
  lessonName: z.string(),
  /** The names of the practice session's goals (spec 2 §7 session_goals). */
  sessionGoals: z.array(z.string()),
  percentageCompleted: z.number().int().min(0).max(100),
  wasPracticeCompleted: z.boolean(),
  gatheredAt: z.iso.datetime({ offset: true }),
});

export const courseActivityEvents = defineEvents({
  LectureViewed: { version: 1, schema: LectureViewedV1 },
  LessonPracticeGathered: { version: 1, schema: LessonPracticeGatheredV1 },
});

export type CourseActivityEvent = CatalogueEvent<typeof courseActivityEvents>;
