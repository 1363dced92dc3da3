import type { BoundedContext, ViewsOf } from '@impromptu/event-store';
import { courseJobs } from './jobs/lesson-unlock.job.js';
import { userCourseProgressProjection } from './projections/user-course-progress/user-course-progress.projection.js';
import { userCourseDecider } from './user-course/user-course.decider.js';
import { lessonMediaDecider } from './lesson-media/lesson-media.decider.js';
import { lessonMediaProjection } from './projections/lesson-media/lesson-media.projection.js';

/**
 * Courses: a learner's run through a self-paced course — lectures, practices, lessons unlocking day by
 * day through the scheduled unlock job — projected into user courses, user lessons and course histories.
 */
export const coursesContext = {
  name: 'courses',
  deciders: { userCourse: userCourseDecider, lessonMedia: lessonMediaDecider },
  projections: [userCourseProgressProjection, lessonMediaProjection],
  jobs: courseJobs,
} satisfies BoundedContext<typeof courseJobs.definitions>;

/** The views of this context's projections as Kysely sees them: `db.withTables<CoursesViews>()`. Read-only. */
export type CoursesViews = ViewsOf<typeof userCourseProgressProjection | typeof lessonMediaProjection>;

export { userCourseProgressProjection, lessonMediaProjection };
export {
  lessonMediaDecider,
  nextLessonMediaVersion,
  NothingPublishedError,
  VersionTakenError,
  NOTHING_PUBLISHED,
  VERSION_TAKEN,
  type LessonMediaCommand,
  type LessonMediaState,
} from './lesson-media/lesson-media.decider.js';
export {
  LESSON_MEDIA_CONTAINERS,
  LESSON_MEDIA_KINDS,
  LESSON_MEDIA_STREAM_TYPE,
  lessonMediaEvents,
  lessonMediaStreamId,
  lessonMediaTarget,
  type LessonMediaContainer,
  type LessonMediaEvent,
  type LessonMediaKind,
  type LessonMediaPublished,
} from './lesson-media/lesson-media.events.js';
export {
  userCourseDecider,
  CourseAlreadyStartedError,
  CourseNotStartedError,
  LectureLockedError,
  LectureNotWatchedError,
  LessonNotInCourseError,
  PracticeLockedError,
  UnlockConditionsNotMetError,
  UnlockNotDueError,
  UserCourseError,
  type LessonState,
  type UserCourseCommand,
  type UserCourseState,
} from './user-course/user-course.decider.js';
export {
  USER_COURSE_STREAM_TYPE,
  courseLessonOf,
  userCourseEvents,
  userCourseIdOf,
  userCourseStreamId,
  type CourseLesson,
  type CourseStarted,
  type UserCourseEvent,
} from './user-course/user-course.events.js';
export {
  courseJobDefinitions,
  createCourseJobHandlers,
  LessonUnlockPayloadSchema,
  lessonUnlockOutboxJob,
  scheduledUnlockJob,
  unlockEmailJob,
  type UnlockJobContext,
  type LessonUnlockPayload,
} from './jobs/lesson-unlock.job.js';
export {
  courseActivityEvents,
  courseActivityStreamId,
  type CourseActivityEvent,
} from './course-activity/course-activity.events.js';
export { seedDemoCourseProgress, type DemoCourseProgressOptions } from './demo/seed-demo-progress.js';
