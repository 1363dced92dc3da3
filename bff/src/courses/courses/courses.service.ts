import { randomUUID } from 'node:crypto';
import type { WatchedVideoBody, WatchedVideoDto } from '../watched-videos/watched-videos.dto.js';
import { lectureVideo, WatchedVideosService } from '../watched-videos/watched-videos.service.js';
import { LessonMediaService } from '../lesson-media/lesson-media.service.js';
import { Inject, Injectable } from '@nestjs/common';
import { opensPaidContent } from '@impromptu/access';
import type { AdditionalResource } from '@impromptu/db';
import { type OutboxJob } from '@impromptu/event-store';
import {
  courseLessonOf,
  scheduledUnlockJob,
  userCourseIdOf,
  type LessonState,
  type UserCourseEvent,
  type UserCourseState,
} from '@impromptu/courses';
import {
  certificateDate,
  COURSE_MESSAGES,
  lectureContinueLabel,
  lessonCardAction,
  lockedLessonTooltip,
  type UserCourseStatus,
} from '@impromptu/courses/rules';
import { DomainError } from '@impromptu/kernel';
import type { IdempotentRequest } from '../../common/idempotency.js';
import type { AppConfig } from '../../config/config.js';
import { AccessService, hasAdminAccess, type UserAccess } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import type {
  PracticeSessionDto,
  RecordPracticeProgressBody,
  UsePracticeRetryBody,
  UserPracticeSessionDto,
  UserPracticeSessionProgressDto,
  UserPracticeSessionStartedDto,
} from '../../practice/practice-sessions/practice-sessions.dto.js';
import { PracticeSessionsService } from '../../practice/practice-sessions/practice-sessions.service.js';
import type {
  CertificateDto,
  CompleteLectureBody,
  CourseCardDto,
  CourseCatalogueDto,
  CoursePageDto,
  LectureViewBody,
  LessonCardDto,
  LessonPracticeGatherBody,
  LessonPracticeSessionParams,
  LessonPageDto,
  LessonProgressDto,
  UserCourseStartedDto,
} from './courses.dto.js';
import { CoursesRepository, type CourseRow, type LessonRow } from './courses.repository.js';

export const COURSE_NOT_FOUND = 'Course not found';
export const LESSON_NOT_FOUND = 'Lesson not found';
export const UPGRADE_FOR_COURSE = 'Upgrade for course';
export const START_COURSE_FIRST = 'Start the course first.';
/** A paid course's lessons, for a plan that does not open it: the way in is the upgrade, not a start (issue 29 §6). */
export const UPGRADE_TO_START_COURSE = 'This course comes with a paid plan: upgrade to start it.';
export const COHORT_COURSE_NOT_STARTABLE =
  'Cohort-based courses are taken live with a coach: see the course page to join one.';
export const NO_PRACTICE = 'This lesson has no practice.';
export const CERTIFICATE_WITH_LAST_LESSON = 'The certificate comes with the last lesson of the course.';

type UserCourseRow = Awaited<ReturnType<CoursesRepository['findUserCourses']>>[number];
type Started = Extract<UserCourseState, { status: 'active' | 'completed' }>;

/** Self-paced and cohort courses (spec 2 §2 – §8): the catalogue, a course, its lessons' lecture, practice and certificate. */
@Injectable()
export class CoursesService {
  constructor(
    @Inject(WatchedVideosService) private readonly watched: WatchedVideosService,
    @Inject(LessonMediaService) private readonly media: LessonMediaService,
    @Inject(CoursesRepository) private readonly repository: CoursesRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(PracticeSessionsService) private readonly practice: PracticeSessionsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async catalogue(user: AuthenticatedUser): Promise<CourseCatalogueDto> {
    const access = await this.access.forUser(user.id);
    const [courses, userCourses] = await Promise.all([
      this.repository.findCourses(),
      this.repository.findUserCourses(user.id),
    ]);
    const cards = courses
      .filter((course) => course.status !== 'DRAFT' || hasAdminAccess(access))
      .map((course) => this.card(course, access, userCourses));
    return {
      cohortBased: cards.filter((card) => card.status === 'COHORT_BASED'),
      selfPaced: cards.filter((card) => card.status === 'LIVE_FREE' || card.status === 'LIVE_PAID'),
      inDevelopment: cards.filter((card) => card.status === 'DRAFT'),
    };
  }

  async coursePage(user: AuthenticatedUser, courseSlug: string): Promise<CoursePageDto> {
    const access = await this.access.forUser(user.id);
    const course = await this.findCourse(courseSlug, access);
    const [lessons, userCourses, state] = await Promise.all([
      this.repository.findLessons(course.id),
      this.repository.findUserCourses(user.id),
      this.repository.readUserCourse(userCourseIdOf(user.id, course.id)),
    ]);
    // A card's length is the published coach video's when there is one (ADR 0060).
    const videoSeconds = await this.media.publishedDurations(
      'lecture',
      lessons.map((lesson) => lesson.id),
    );
    return {
      course: this.cardFromState(this.card(course, access, userCourses), state),
      lessons: lessons.map((lesson) =>
        lessonCard(
          lesson,
          state,
          requiresUpgrade(course, access) ? UPGRADE_TO_START_COURSE : START_COURSE_FIRST,
          videoSeconds.get(lesson.id) ?? null,
        ),
      ),
      certificateLessonSlug: lessons.at(-1)?.slug ?? null,
    };
  }

  async start(
    user: AuthenticatedUser,
    courseSlug: string,
    idempotency: IdempotentRequest,
  ): Promise<UserCourseStartedDto> {
    const access = await this.access.forUser(user.id);
    const course = await this.findCourse(courseSlug, access);
    if (course.status === 'COHORT_BASED') throw new DomainError('conflict', COHORT_COURSE_NOT_STARTABLE);
    if (requiresUpgrade(course, access)) throw new DomainError('forbidden', UPGRADE_FOR_COURSE);
    const lessons = await this.repository.findLessons(course.id);
    if (lessons.length === 0) throw new DomainError('conflict', 'This course has no lessons yet.');
    const userCourseId = userCourseIdOf(user.id, course.id);
    await this.repository.handle(
      userCourseId,
      {
        type: 'StartCourse',
        data: {
          userCourseId,
          userId: user.id,
          courseId: course.id,
          courseSlug: course.slug,
          courseName: course.name,
          unlockScheduleSeconds: course.unlock_schedule_seconds,
          lessons: lessons.map(courseLessonOf),
          userCourseHistoryId: randomUUID(),
          now: this.clock.now(),
        },
      },
      { idempotency, consistent: true },
    );
    return { userCourseId };
  }

  async lessonPage(user: AuthenticatedUser, courseSlug: string, lessonSlug: string): Promise<LessonPageDto> {
    const { access, course, lessons, lesson, state } = await this.lessonContext(user, courseSlug, lessonSlug);
    const userCourses = await this.repository.findUserCourses(user.id);
    const next = lessons[lesson.index + 1];
    const nextState = state.status === 'empty' ? undefined : state.lessons[lesson.index + 1];
    // A coach's published video replaces the rendered one; the rendered one is the fallback (ADR 0060).
    const published = await this.media.published('lecture', lesson.id);
    return {
      course: this.cardFromState(this.card(course, access, userCourses), state),
      lesson: {
        ...lessonCard(lesson, state),
        videoDurationSeconds: published?.durationSeconds ?? null,
        videoUrl: published?.videoUrl ?? lesson.video_url,
        captionsUrl: published ? published.captionsUrl : lesson.captions_url,
        breakdown: lesson.lesson_breakdown,
        additionalResources: lesson.additional_resources.map(resourceDto),
        practiceSessionSlug: lesson.practice_session_slug,
      },
      lessonCount: lessons.length,
      nextLesson: next ? { slug: next.slug, name: next.name, isUnlocked: nextState?.isUnlocked ?? false } : null,
      continueLabel: lectureContinueLabel({
        hasPractice: lesson.practice_session_id !== null,
        hasNextLesson: next !== undefined,
      }),
      isLastLesson: next === undefined,
    };
  }

  async completeLecture(
    user: AuthenticatedUser,
    courseSlug: string,
    lessonSlug: string,
    body: CompleteLectureBody,
    idempotency: IdempotentRequest,
  ): Promise<LessonProgressDto> {
    const { access, course, lessons, lesson } = await this.lessonContext(user, courseSlug, lessonSlug);
    const userCourseId = userCourseIdOf(user.id, course.id);
    const now = this.clock.now();
    const { state } = await this.repository.handle(
      userCourseId,
      { type: 'CompleteLecture', data: { lessonIndex: lesson.index, videoProgress: body.videoProgress, now } },
      {
        idempotency,
        outbox: (events) =>
          events.flatMap((event) =>
            event.type === 'LessonUnlockScheduled' ? [this.unlockJob(event, access, course, lessons, now)] : [],
          ),
      },
    );
    return progressDto(state, lesson.index);
  }

  /** Spec 2 §7 lecture call, kept for analytics. */
  async lectureViewed(
    user: AuthenticatedUser,
    courseSlug: string,
    lessonSlug: string,
    body: LectureViewBody,
  ): Promise<void> {
    const access = await this.access.forUser(user.id);
    const course = await this.findCourse(courseSlug, access);
    const lesson = await this.findLesson(course, lessonSlug);
    await this.repository.appendActivity(user.id, {
      type: 'LectureViewed',
      data: {
        ...lessonActivity(user.id, course, lesson),
        ...body,
        viewedAt: this.clock.now().toISOString(),
      },
    });
  }

  /** The learner's watched time of the lesson's lecture video, where the page resumes it (issue 47 §2). */
  async lectureWatched(user: AuthenticatedUser, courseSlug: string, lessonSlug: string): Promise<WatchedVideoDto> {
    const { lesson } = await this.lessonContext(user, courseSlug, lessonSlug);
    const published = await this.media.published('lecture', lesson.id);
    return this.watched.read(user.id, lectureVideo(lesson.id), published?.durationSeconds ?? null);
  }

  /** Keeps watched time of the lecture video as the learner watches: merged, so a repeated save changes nothing. */
  async recordLectureWatched(
    user: AuthenticatedUser,
    courseSlug: string,
    lessonSlug: string,
    body: WatchedVideoBody,
  ): Promise<WatchedVideoDto> {
    const { lesson } = await this.lessonContext(user, courseSlug, lessonSlug);
    return this.watched.record(user.id, lectureVideo(lesson.id), body);
  }

  /** Spec 2 §7 course practice call, once the practice is open: on load and whenever its game index changes. */
  async practiceGathered(
    user: AuthenticatedUser,
    courseSlug: string,
    lessonSlug: string,
    body: LessonPracticeGatherBody,
  ): Promise<void> {
    const { course, lesson } = await this.practiceContext(user, courseSlug, lessonSlug);
    const session = await this.practice.bySlug(user, lesson.practice_session_slug);
    await this.repository.appendActivity(user.id, {
      type: 'LessonPracticeGathered',
      data: {
        ...lessonActivity(user.id, course, lesson),
        sessionGoals: session.goals.map((goal) => goal.name),
        percentageCompleted: body.percentageCompleted,
        wasPracticeCompleted: body.wasCompleted,
        gatheredAt: this.clock.now().toISOString(),
      },
    });
  }

  async practiceSession(user: AuthenticatedUser, courseSlug: string, lessonSlug: string): Promise<PracticeSessionDto> {
    const { lesson } = await this.practiceContext(user, courseSlug, lessonSlug);
    return this.practice.bySlug(user, lesson.practice_session_slug);
  }

  async startPractice(
    user: AuthenticatedUser,
    courseSlug: string,
    lessonSlug: string,
  ): Promise<UserPracticeSessionStartedDto> {
    const { lesson } = await this.practiceContext(user, courseSlug, lessonSlug);
    return this.practice.start(user, lesson.practice_session_slug, { daily: false });
  }

  /** The practice's progress, recorded by guided practice; reaching its last element completes the lesson's practice. */
  async recordPracticeProgress(
    user: AuthenticatedUser,
    played: LessonPracticeSessionParams,
    body: RecordPracticeProgressBody,
    idempotency: IdempotentRequest,
  ): Promise<UserPracticeSessionProgressDto> {
    const { userPracticeSessionId } = played;
    const { course, lesson } = await this.ownPractice(user, played);
    const progress = await this.practice.recordProgress(user, userPracticeSessionId, body, idempotency);
    if (progress.status === 'COMPLETED') {
      // The learner goes back to the course page next: it should show the lesson completed.
      await this.repository.handle(
        userCourseIdOf(user.id, course.id),
        {
          type: 'CompletePractice',
          data: { lessonIndex: lesson.index, userPracticeSessionId, now: this.clock.now() },
        },
        { consistent: true },
      );
    }
    return progress;
  }

  async practiceUserSession(
    user: AuthenticatedUser,
    played: LessonPracticeSessionParams,
  ): Promise<UserPracticeSessionDto> {
    await this.ownPractice(user, played);
    return this.practice.userSession(user, played.userPracticeSessionId);
  }

  async usePracticeRetry(
    user: AuthenticatedUser,
    played: LessonPracticeSessionParams,
    body: UsePracticeRetryBody,
    idempotency: IdempotentRequest,
  ): Promise<UserPracticeSessionProgressDto> {
    await this.ownPractice(user, played);
    return this.practice.useRetry(user, played.userPracticeSessionId, body, idempotency);
  }

  async certificate(user: AuthenticatedUser, courseSlug: string, lessonSlug: string): Promise<CertificateDto> {
    const { access, course, lessons, lesson, state } = await this.lessonContext(user, courseSlug, lessonSlug);
    if (lesson.index !== lessons.length - 1) throw new DomainError('not_found', CERTIFICATE_WITH_LAST_LESSON);
    const lectureCompletedAt = state.status === 'empty' ? null : state.lessons[lesson.index]?.lectureCompletedAt;
    if (state.status === 'empty' || !lectureCompletedAt)
      throw new DomainError('forbidden', COURSE_MESSAGES.certificateLocked);
    const name = `${access.user.first_name} ${access.user.last_name}`.trim();
    return {
      learnerName: name || access.user.email,
      courseName: course.name,
      lessonCount: lessons.length,
      date: certificateDate(new Date(state.completedAt ?? lectureCompletedAt), access.user.iana_time_zone),
      courseCompleted: state.status === 'completed',
    };
  }

  private card(course: CourseRow, access: UserAccess, userCourses: UserCourseRow[]): CourseCardDto {
    const own = userCourses.find((row) => row.course_id === course.id);
    const primary = userCourses
      .filter((row) => row.status === 'ACTIVE')
      .sort((a, b) => new Date(b.last_activity_at).getTime() - new Date(a.last_activity_at).getTime())[0];
    const userStatus: UserCourseStatus = !own
      ? 'NOT_STARTED'
      : own.status === 'COMPLETED'
        ? 'COMPLETED'
        : own === primary
          ? 'PRIMARY_ACTIVE'
          : 'ACTIVE';
    const metadata = course.metadata as {
      days?: unknown;
      learnMoreUrl?: unknown;
      colour?: unknown;
      outcomes?: unknown;
    };
    return {
      id: course.id,
      slug: course.slug,
      name: course.name,
      description: course.description,
      status: course.status,
      cardEmoji: course.image_urls.cardEmoji ?? null,
      colour: typeof metadata.colour === 'string' ? metadata.colour : null,
      outcomes: Array.isArray(metadata.outcomes)
        ? metadata.outcomes.filter((outcome): outcome is string => typeof outcome === 'string')
        : [],
      tags: course.tags,
      lessonCount: Number(course.lesson_count ?? 0),
      days: typeof metadata.days === 'number' ? metadata.days : null,
      hasUnlockSchedule: course.unlock_schedule_seconds !== null,
      learnMoreUrl: typeof metadata.learnMoreUrl === 'string' ? metadata.learnMoreUrl : null,
      userStatus,
      completedLessons: Number(own?.completed_lessons ?? 0),
      requiresUpgrade: requiresUpgrade(course, access),
    };
  }

  /** The stream is ahead of the projection right after a write: the course's own page reads its status from the stream. */
  private cardFromState(card: CourseCardDto, state: UserCourseState): CourseCardDto {
    if (state.status === 'empty') return card;
    const completedLessons = state.lessons.filter((lesson) => lesson.sections.lecture === 'completed').length;
    const userStatus: UserCourseStatus =
      state.status === 'completed'
        ? 'COMPLETED'
        : card.userStatus === 'NOT_STARTED'
          ? 'PRIMARY_ACTIVE'
          : card.userStatus;
    return { ...card, userStatus, completedLessons };
  }

  private async findCourse(courseSlug: string, access: UserAccess): Promise<CourseRow> {
    const [course] = await this.repository.findCourses(courseSlug);
    // A draft is 'In Development' for admins only; anyone else gets the same 404 as for no course.
    if (!course || (course.status === 'DRAFT' && !hasAdminAccess(access)))
      throw new DomainError('not_found', COURSE_NOT_FOUND);
    return course;
  }

  private async findLesson(course: CourseRow, lessonSlug: string): Promise<LessonRow> {
    const lesson = (await this.repository.findLessons(course.id)).find((row) => row.slug === lessonSlug);
    if (!lesson) throw new DomainError('not_found', LESSON_NOT_FOUND);
    return lesson;
  }

  /** A lesson of a course the user may take: paid courses need a plan that opens them. */
  private async lessonContext(user: AuthenticatedUser, courseSlug: string, lessonSlug: string) {
    const access = await this.access.forUser(user.id);
    const course = await this.findCourse(courseSlug, access);
    if (requiresUpgrade(course, access)) throw new DomainError('forbidden', UPGRADE_FOR_COURSE);
    const lessons = await this.repository.findLessons(course.id);
    const lesson = lessons.find((row) => row.slug === lessonSlug);
    if (!lesson) throw new DomainError('not_found', LESSON_NOT_FOUND);
    const state = await this.repository.readUserCourse(userCourseIdOf(user.id, course.id));
    return { access, course, lessons, lesson, state };
  }

  /** Spec 2 §5: the practice page needs the practice unlocked or completed. */
  private async practiceContext(user: AuthenticatedUser, courseSlug: string, lessonSlug: string) {
    const context = await this.lessonContext(user, courseSlug, lessonSlug);
    const { lesson, state } = context;
    if (lesson.practice_session_slug === null || lesson.practice_session_id === null)
      throw new DomainError('not_found', NO_PRACTICE);
    const sections = state.status === 'empty' ? null : state.lessons[lesson.index]?.sections;
    if (!sections || sections.practice === 'locked') throw new DomainError('forbidden', COURSE_MESSAGES.practiceLocked);
    return {
      ...context,
      lesson: {
        ...lesson,
        practice_session_slug: lesson.practice_session_slug,
        practice_session_id: lesson.practice_session_id,
      },
    };
  }

  /** The user practice session must be this user's run of this lesson's practice. */
  /** The lesson's practice context, once the played session is the user's own and this lesson's practice. */
  private async ownPractice(
    user: AuthenticatedUser,
    { courseSlug, lessonSlug, userPracticeSessionId }: LessonPracticeSessionParams,
  ) {
    const context = await this.practiceContext(user, courseSlug, lessonSlug);
    const played = await this.repository.readPractice(userPracticeSessionId);
    if (
      played.status === 'empty' ||
      played.userId !== user.id ||
      played.practiceSessionId !== context.lesson.practice_session_id
    ) {
      throw new DomainError('not_found', 'Practice session not found');
    }
    return context;
  }

  /** Spec 2 §7 update-user-lesson: the delayed job that unlocks the lesson and writes its e-mail. */
  private unlockJob(
    event: Extract<UserCourseEvent, { type: 'LessonUnlockScheduled' }>,
    access: UserAccess,
    course: CourseRow,
    lessons: LessonRow[],
    now: Date,
  ): OutboxJob {
    return scheduledUnlockJob(event, {
      user: { email: access.user.email, firstName: access.user.first_name },
      course,
      lessonName: lessons[event.data.lessonIndex]?.name ?? `Lesson ${event.data.lessonIndex + 1}`,
      publicWebUrl: this.config.PUBLIC_WEB_URL,
      now,
    });
  }
}

/** Spec 2 §6: LIVE_PAID courses open on simulator, trainings, trainings-free or coach when not paused (the one rule). */
/** Who did what in which lesson, as the course activity events name it (lecture views, practice calls). */
function lessonActivity(userId: string, course: CourseRow, lesson: LessonRow) {
  return {
    userId,
    courseSlug: course.slug,
    courseName: course.name,
    lessonSlug: lesson.slug,
    lessonIndex: lesson.index,
    lessonName: lesson.name,
  };
}

function requiresUpgrade(course: CourseRow, access: UserAccess): boolean {
  if (course.status !== 'LIVE_PAID') return false;
  // The plan's pause as resolved (a paused payment subscription included), not only the user's own flag.
  return !opensPaidContent(access.plan, access.isPlanPaused);
}

function lessonCard(
  lesson: LessonRow,
  state: UserCourseState,
  notStartedReason = START_COURSE_FIRST,
  videoDurationSeconds: number | null = null,
): LessonCardDto {
  const base = {
    id: lesson.id,
    slug: lesson.slug,
    index: lesson.index,
    name: lesson.name,
    description: lesson.description,
    estimatedDuration: { min: lesson.estimated_duration_min, max: lesson.estimated_duration_max },
    videoDurationSeconds,
    hasPractice: lesson.practice_session_id !== null,
  };
  const own: LessonState | undefined = state.status === 'empty' ? undefined : state.lessons[lesson.index];
  if (!own) {
    return {
      ...base,
      isUnlocked: false,
      sections: { lecture: 'locked', practice: 'locked', quiz: 'locked' },
      action: 'LOCKED',
      lockedReason: notStartedReason,
      unlockAt: null,
    };
  }
  const previous = (state as Started).lessons[lesson.index - 1];
  return {
    ...base,
    isUnlocked: own.isUnlocked,
    sections: own.sections,
    action: lessonCardAction(own),
    lockedReason:
      own.isUnlocked || !previous
        ? null
        : lockedLessonTooltip({ index: previous.index, name: previous.name, unlockScheduled: own.unlockAt !== null }),
    unlockAt: own.unlockAt,
  };
}

function progressDto(state: UserCourseState, lessonIndex: number): LessonProgressDto {
  if (state.status === 'empty') throw new DomainError('conflict', START_COURSE_FIRST);
  const lesson = state.lessons[lessonIndex]!;
  const next = state.lessons[lessonIndex + 1];
  return {
    sections: lesson.sections,
    courseStatus: state.status === 'completed' ? 'COMPLETED' : 'ACTIVE',
    nextLesson: next ? { slug: next.slug, isUnlocked: next.isUnlocked, unlockAt: next.unlockAt } : null,
  };
}

function resourceDto(resource: AdditionalResource) {
  return {
    type: resource.type,
    title: resource.title,
    resourceUrl: resource.resource_url,
    isExternal: resource.is_external,
    instructions: resource.instructions ?? null,
  };
}
