import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';

/**
 * The lecture call of spec 2 §7, recorded for analytics when a learner leaves a lecture having watched
 * some of it: one stream per user, `course-activity-{userId}`, appended with expected version 'any'.
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

export const courseActivityEvents = defineEvents({
  LectureViewed: { version: 1, schema: LectureViewedV1 },
});

export type CourseActivityEvent = CatalogueEvent<typeof courseActivityEvents>;
