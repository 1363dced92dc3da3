import { z } from 'zod';
import { COURSE_STATUSES, LESSON_SECTIONS, USER_COURSE_STATUSES } from '@impromptu/courses/rules';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (what: string, example: string) =>
  z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(SLUG, `must be a ${what} slug: lowercase letters and digits separated by single hyphens`)
    .meta({ example });

export const CourseParamsSchema = z.object({ courseSlug: slug('course', 'the-basics') });
export const LessonParamsSchema = CourseParamsSchema.extend({ lessonSlug: slug('lesson', 'say-yes-to-the-prompt') });
export const LessonPracticeSessionParamsSchema = LessonParamsSchema.extend({
  userPracticeSessionId: z.uuid('must be a user practice session id'),
});

const SectionStatusSchema = z.enum(['locked', 'unlocked', 'completed']);
export const SectionStatusesSchema = z.object(
  Object.fromEntries(LESSON_SECTIONS.map((section) => [section, SectionStatusSchema])) as Record<
    (typeof LESSON_SECTIONS)[number],
    typeof SectionStatusSchema
  >,
);
const UserCourseStatusSchema = z.enum(USER_COURSE_STATUSES);

export const CourseCardSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    status: z.enum(COURSE_STATUSES),
    cardEmoji: z.string().nullable(),
    colour: z.string().nullable(),
    /** What the learner will be able to do at the end (the course page says it). */
    outcomes: z.array(z.string()),
    tags: z.array(z.string()),
    lessonCount: z.number().int(),
    /** For the '{n}-Day Course' label. */
    days: z.number().int().nullable(),
    hasUnlockSchedule: z.boolean(),
    learnMoreUrl: z.string().nullable().meta({
      description: 'Cohort courses: the external page, without tracking parameters (the web adds them per page)',
    }),
    userStatus: UserCourseStatusSchema,
    completedLessons: z.number().int(),
    /** A LIVE_PAID course on a plan that does not open it: dimmed with 'Upgrade for course'. */
    requiresUpgrade: z.boolean(),
  })
  .meta({ id: 'CourseCard' });

export const CourseCatalogueSchema = z
  .object({
    cohortBased: z.array(CourseCardSchema),
    selfPaced: z.array(CourseCardSchema),
    /** DRAFT courses: only for admins, empty otherwise. */
    inDevelopment: z.array(CourseCardSchema),
  })
  .meta({ id: 'CourseCatalogue' });

export const LessonCardSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    index: z.number().int(),
    name: z.string(),
    description: z.string(),
    estimatedDuration: z.object({ min: z.number().int(), max: z.number().int() }),
    videoDurationSeconds: z
      .number()
      .nullable()
      .meta({ description: "The published coach video's duration (the card shows it); null: the rendered lecture" }),
    hasPractice: z.boolean(),
    isUnlocked: z.boolean(),
    sections: SectionStatusesSchema,
    action: z.enum(['LOCKED', 'START', 'CONTINUE', 'REVIEW']),
    /** Spec 2 §8 tooltip of a locked lesson; null when unlocked. */
    lockedReason: z.string().nullable(),
    unlockAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'LessonCard' });

export const CoursePageSchema = z
  .object({
    course: CourseCardSchema,
    lessons: z.array(LessonCardSchema),
    /** The lesson whose certificate closes the course (its last), once the course has lessons. */
    certificateLessonSlug: z.string().nullable(),
  })
  .meta({ id: 'CoursePage' });

const AdditionalResourceSchema = z.object({
  type: z.string(),
  title: z.string(),
  resourceUrl: z.string(),
  isExternal: z.boolean(),
  instructions: z.string().nullable(),
});

export const LessonPageSchema = z
  .object({
    course: CourseCardSchema,
    lesson: LessonCardSchema.extend({
      videoUrl: z.string().nullable(),
      captionsUrl: z.string().nullable(),
      breakdown: z.array(z.object({ type: z.string(), text: z.string() })),
      additionalResources: z.array(AdditionalResourceSchema),
      practiceSessionSlug: z.string().nullable(),
    }),
    lessonCount: z.number().int(),
    nextLesson: z.object({ slug: z.string(), name: z.string(), isUnlocked: z.boolean() }).nullable(),
    continueLabel: z.enum(['Continue to Practice', 'Next Lecture', 'Complete Course']),
    isLastLesson: z.boolean(),
  })
  .meta({ id: 'LessonPage' });

export const CompleteLectureBodySchema = z
  .object({
    idempotencyKey: z.uuid('must be a UUID'),
    videoProgress: z
      .number()
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .meta({ description: 'Share of the video watched, 0 to 1; 0.9 completes the lecture' }),
  })
  .meta({ id: 'CompleteLecture' });

export const LectureViewBodySchema = z
  .object({
    videoProgress: z.number().min(0).max(1),
    wasVideoSkipped: z.boolean(),
    videoPlaybackRate: z.number().min(0.25).max(4),
    wasCourseCompleted: z.boolean(),
  })
  .meta({
    id: 'LectureView',
    description: 'Spec 2 §7 lecture call: sent on leaving the lecture when progress is above zero',
  });

export const LessonPracticeGatherBodySchema = z
  .object({
    percentageCompleted: z
      .number()
      .int()
      .min(0)
      .max(100)
      .meta({ description: 'How far through its elements the practice is, 0 – 100' }),
    wasCompleted: z.boolean().meta({ description: 'Whether the practice reached its last element' }),
  })
  .meta({
    id: 'LessonPracticeGather',
    description:
      'Spec 2 §7 course practice call: on load and whenever the game index changes; the course, lesson and goals are known to the BFF',
  });

export const StartCourseBodySchema = z.object({ idempotencyKey: z.uuid('must be a UUID') }).meta({ id: 'StartCourse' });

export const UserCourseStartedSchema = z.object({ userCourseId: z.uuid() }).meta({ id: 'UserCourseStarted' });

export const LessonProgressSchema = z
  .object({
    sections: SectionStatusesSchema,
    courseStatus: UserCourseStatusSchema,
    nextLesson: z
      .object({ slug: z.string(), isUnlocked: z.boolean(), unlockAt: z.iso.datetime({ offset: true }).nullable() })
      .nullable(),
  })
  .meta({ id: 'LessonProgress' });

export const CertificateSchema = z
  .object({
    learnerName: z.string(),
    courseName: z.string(),
    lessonCount: z.number().int(),
    /** 'MMM d y' in the learner's zone. */
    date: z.string(),
    courseCompleted: z.boolean(),
  })
  .meta({ id: 'Certificate' });

export type CourseParams = z.infer<typeof CourseParamsSchema>;
export type LessonParams = z.infer<typeof LessonParamsSchema>;
export type LessonPracticeSessionParams = z.infer<typeof LessonPracticeSessionParamsSchema>;
export type CourseCardDto = z.infer<typeof CourseCardSchema>;
export type CourseCatalogueDto = z.infer<typeof CourseCatalogueSchema>;
export type LessonCardDto = z.infer<typeof LessonCardSchema>;
export type CoursePageDto = z.infer<typeof CoursePageSchema>;
export type LessonPageDto = z.infer<typeof LessonPageSchema>;
export type CompleteLectureBody = z.infer<typeof CompleteLectureBodySchema>;
export type LectureViewBody = z.infer<typeof LectureViewBodySchema>;
export type LessonPracticeGatherBody = z.infer<typeof LessonPracticeGatherBodySchema>;
export type UserCourseStartedDto = z.infer<typeof UserCourseStartedSchema>;
export type LessonProgressDto = z.infer<typeof LessonProgressSchema>;
export type CertificateDto = z.infer<typeof CertificateSchema>;
