import { Body, Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  PracticeSessionSchema,
  RecordPracticeProgressBodySchema,
  UsePracticeRetryBodySchema,
  UserPracticeSessionProgressSchema,
  UserPracticeSessionSchema,
  UserPracticeSessionStartedSchema,
  type PracticeSessionDto,
  type RecordPracticeProgressBody,
  type UsePracticeRetryBody,
  type UserPracticeSessionDto,
  type UserPracticeSessionProgressDto,
  type UserPracticeSessionStartedDto,
} from '../../practice/practice-sessions/practice-sessions.dto.js';
import {
  CertificateSchema,
  CompleteLectureBodySchema,
  CourseCatalogueSchema,
  CoursePageSchema,
  CourseParamsSchema,
  LectureViewBodySchema,
  LessonPracticeGatherBodySchema,
  LessonPageSchema,
  LessonParamsSchema,
  LessonPracticeSessionParamsSchema,
  LessonProgressSchema,
  StartCourseBodySchema,
  UserCourseStartedSchema,
  type CertificateDto,
  type CompleteLectureBody,
  type CourseCatalogueDto,
  type CoursePageDto,
  type CourseParams,
  type LectureViewBody,
  type LessonPracticeGatherBody,
  type LessonPageDto,
  type LessonParams,
  type LessonPracticeSessionParams,
  type LessonProgressDto,
  type UserCourseStartedDto,
} from './courses.dto.js';
import {
  WatchedVideoBodySchema,
  WatchedVideoSchema,
  type WatchedVideoBody,
  type WatchedVideoDto,
} from '../watched-videos/watched-videos.dto.js';
import { COURSE_NOT_FOUND, CoursesService, LESSON_NOT_FOUND, UPGRADE_FOR_COURSE } from './courses.service.js';
import { COURSE_MESSAGES } from '@impromptu/courses/rules';

const NOT_FOUND = `${COURSE_NOT_FOUND}, or ${LESSON_NOT_FOUND.toLowerCase()}`;

/** Self-paced and cohort courses (spec 2 §2 – §8), behind the SELF_PACED_COURSES feature. */
@ZodTags('courses')
@Controller('courses')
@RequireFeature('SELF_PACED_COURSES')
export class CoursesController {
  constructor(@Inject(CoursesService) private readonly service: CoursesService) {}

  @Get()
  @ZodRoute({
    summary: "The catalogue: Cohort-Based, Self-Paced and, for admins, 'In Development'",
    response: CourseCatalogueSchema,
  })
  catalogue(@CurrentUser() user: AuthenticatedUser): Promise<CourseCatalogueDto> {
    return this.service.catalogue(user);
  }

  @Get(':courseSlug')
  @ZodRoute({
    summary: 'A course with its lessons by index, each with the user’s section statuses',
    params: CourseParamsSchema,
    response: CoursePageSchema,
    errors: { 404: COURSE_NOT_FOUND },
  })
  course(@CurrentUser() user: AuthenticatedUser, @Param() params: CourseParams): Promise<CoursePageDto> {
    return this.service.coursePage(user, params.courseSlug);
  }

  @Post(':courseSlug/start')
  @ZodRoute({
    summary: `Start the course (CourseStarted): a user lesson per lesson, all locked but the first lecture, and a course history; 403 '${UPGRADE_FOR_COURSE}' for a paid course the plan does not open`,
    params: CourseParamsSchema,
    body: StartCourseBodySchema,
    response: UserCourseStartedSchema,
    status: 201,
    errors: { 404: COURSE_NOT_FOUND, 409: 'Already started, or a cohort course' },
    idempotent: true,
  })
  start(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: CourseParams,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<UserCourseStartedDto> {
    return this.service.start(user, params.courseSlug, idempotency);
  }

  @Get(':courseSlug/lessons/:lessonSlug')
  @ZodRoute({
    summary: `A lesson: its lecture video and captions, breakdown, resources, section statuses and what Continue does; 403 '${UPGRADE_FOR_COURSE}' for a paid course the plan does not open`,
    params: LessonParamsSchema,
    response: LessonPageSchema,
    errors: { 404: NOT_FOUND },
  })
  lesson(@CurrentUser() user: AuthenticatedUser, @Param() params: LessonParams): Promise<LessonPageDto> {
    return this.service.lessonPage(user, params.courseSlug, params.lessonSlug);
  }

  @Post(':courseSlug/lessons/:lessonSlug/lecture/completion')
  @ZodRoute({
    summary: `Complete the lecture at 90 % of its video (LectureCompleted), opening the practice and unlocking or scheduling the next lesson; 403 "${COURSE_MESSAGES.lectureLocked}" while it is locked`,
    params: LessonParamsSchema,
    body: CompleteLectureBodySchema,
    response: LessonProgressSchema,
    errors: { 400: 'Watched less than 90 %', 404: NOT_FOUND, 409: 'The course is not started' },
    idempotent: true,
  })
  completeLecture(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonParams,
    @Body() body: CompleteLectureBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<LessonProgressDto> {
    return this.service.completeLecture(user, params.courseSlug, params.lessonSlug, body, idempotency);
  }

  @Post(':courseSlug/lessons/:lessonSlug/lecture/views')
  @ZodRoute({
    summary: 'Spec 2 §7 lecture call: sent on leaving the lecture with progress above zero',
    params: LessonParamsSchema,
    body: LectureViewBodySchema,
    status: 202,
    errors: { 404: NOT_FOUND },
  })
  lectureViewed(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonParams,
    @Body() body: LectureViewBody,
  ): Promise<void> {
    return this.service.lectureViewed(user, params.courseSlug, params.lessonSlug, body);
  }

  @Get(':courseSlug/lessons/:lessonSlug/lecture/watched')
  @ZodRoute({
    summary: `The learner's watched time of the lecture video and where they left off (issue 47 §2); 403 "${UPGRADE_FOR_COURSE}" for a paid course the plan does not open`,
    params: LessonParamsSchema,
    response: WatchedVideoSchema,
    errors: { 404: NOT_FOUND },
  })
  lectureWatched(@CurrentUser() user: AuthenticatedUser, @Param() params: LessonParams): Promise<WatchedVideoDto> {
    return this.service.lectureWatched(user, params.courseSlug, params.lessonSlug);
  }

  @Post(':courseSlug/lessons/:lessonSlug/lecture/watched')
  @ZodRoute({
    summary: `Keep watched time of the lecture video: the spans merge into those kept (idempotent: a repeated save changes nothing), the play head is where the next visit resumes; 403 "${UPGRADE_FOR_COURSE}" for a paid course the plan does not open`,
    params: LessonParamsSchema,
    body: WatchedVideoBodySchema,
    response: WatchedVideoSchema,
    errors: { 404: NOT_FOUND },
  })
  recordLectureWatched(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonParams,
    @Body() body: WatchedVideoBody,
  ): Promise<WatchedVideoDto> {
    return this.service.recordLectureWatched(user, params.courseSlug, params.lessonSlug, body);
  }

  @Get(':courseSlug/lessons/:lessonSlug/practice')
  @ZodRoute({
    summary: `The lesson's practice session, once its practice is unlocked (403 '${COURSE_MESSAGES.practiceLocked}' before)`,
    params: LessonParamsSchema,
    response: PracticeSessionSchema,
    errors: { 404: NOT_FOUND },
  })
  practice(@CurrentUser() user: AuthenticatedUser, @Param() params: LessonParams): Promise<PracticeSessionDto> {
    return this.service.practiceSession(user, params.courseSlug, params.lessonSlug);
  }

  @Post(':courseSlug/lessons/:lessonSlug/practice/gather')
  @ZodRoute({
    summary: `Spec 2 §7 course practice call: on load and whenever the game index changes; 403 '${COURSE_MESSAGES.practiceLocked}' before the practice opens`,
    params: LessonParamsSchema,
    body: LessonPracticeGatherBodySchema,
    status: 202,
    errors: { 404: NOT_FOUND },
  })
  practiceGathered(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonParams,
    @Body() body: LessonPracticeGatherBody,
  ): Promise<void> {
    return this.service.practiceGathered(user, params.courseSlug, params.lessonSlug, body);
  }

  @Post(':courseSlug/lessons/:lessonSlug/practice/user-sessions')
  @ZodRoute({
    summary: "Start playing the lesson's practice (PracticeSessionStarted)",
    params: LessonParamsSchema,
    response: UserPracticeSessionStartedSchema,
    status: 201,
    errors: { 404: NOT_FOUND },
  })
  startPractice(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonParams,
  ): Promise<UserPracticeSessionStartedDto> {
    return this.service.startPractice(user, params.courseSlug, params.lessonSlug);
  }

  @Get(':courseSlug/lessons/:lessonSlug/practice/user-sessions/:userPracticeSessionId')
  @ZodRoute({
    summary: "The lesson's practice session the user started, where they are in it: a reload resumes it",
    params: LessonPracticeSessionParamsSchema,
    response: UserPracticeSessionSchema,
    errors: { 404: NOT_FOUND },
  })
  practiceUserSession(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonPracticeSessionParams,
  ): Promise<UserPracticeSessionDto> {
    return this.service.practiceUserSession(user, params);
  }

  @Post(':courseSlug/lessons/:lessonSlug/practice/user-sessions/:userPracticeSessionId/progress')
  @ZodRoute({
    summary:
      'Record the practice’s progress; reaching its last element completes the lesson’s practice (PracticeCompleted)',
    params: LessonPracticeSessionParamsSchema,
    body: RecordPracticeProgressBodySchema,
    response: UserPracticeSessionProgressSchema,
    errors: { 404: NOT_FOUND, 409: 'The practice session is completed, or changed while saving' },
    idempotent: true,
  })
  practiceProgress(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonPracticeSessionParams,
    @Body() body: RecordPracticeProgressBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<UserPracticeSessionProgressDto> {
    return this.service.recordPracticeProgress(user, params, body, idempotency);
  }

  @Post(':courseSlug/lessons/:lessonSlug/practice/user-sessions/:userPracticeSessionId/retries')
  @ZodRoute({
    summary: 'Use one of a practice game’s retries (PracticeRetryUsed)',
    params: LessonPracticeSessionParamsSchema,
    body: UsePracticeRetryBodySchema,
    response: UserPracticeSessionProgressSchema,
    errors: { 404: NOT_FOUND, 409: 'No tries remaining, not a game, or the practice session is completed' },
    idempotent: true,
  })
  practiceRetry(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonPracticeSessionParams,
    @Body() body: UsePracticeRetryBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<UserPracticeSessionProgressDto> {
    return this.service.usePracticeRetry(user, params, body, idempotency);
  }

  @Get(':courseSlug/lessons/:lessonSlug/certificate')
  @ZodRoute({
    summary: `The course certificate, on its last lesson once that lecture is completed (403 '${COURSE_MESSAGES.certificateLocked}' before)`,
    params: LessonParamsSchema,
    response: CertificateSchema,
    errors: { 404: NOT_FOUND },
  })
  certificate(@CurrentUser() user: AuthenticatedUser, @Param() params: LessonParams): Promise<CertificateDto> {
    return this.service.certificate(user, params.courseSlug, params.lessonSlug);
  }
}
