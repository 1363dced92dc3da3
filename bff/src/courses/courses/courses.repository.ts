import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { readAggregate, readProjection, type OutboxJob } from '@impromptu/event-store';
import {
  courseActivityEvents,
  courseActivityStreamId,
  userCourseDecider,
  userCourseProgressProjection,
  userCourseStreamId,
  type CourseActivityEvent,
  type CoursesViews,
  type UserCourseCommand,
  type UserCourseEvent,
  type UserCourseState,
} from '@impromptu/courses';
import { practiceSessionDecider, practiceSessionStreamId, type PracticeSessionState } from '@impromptu/practice';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { CommandRunner } from '../../infrastructure/command-runner.js';
import { ContextRepository } from '../../infrastructure/context-repository.js';
import { ReferenceDataCache } from '../../infrastructure/reference-data-cache.js';
import { DATABASE } from '../../infrastructure/tokens.js';

const courseColumns = [
  'course.id',
  'course.slug',
  'course.name',
  'course.description',
  'course.status',
  'course.image_urls',
  'course.metadata',
  'course.sort_order',
] as const;

export type CourseRow = Awaited<ReturnType<CoursesRepository['readCourses']>>[number];
export type LessonRow = Awaited<ReturnType<CoursesRepository['readLessons']>>[number];

@Injectable()
export class CoursesRepository extends ContextRepository<CoursesViews> {
  constructor(
    @Inject(DATABASE) db: Kysely<DB>,
    @Inject(CommandRunner) commands: CommandRunner,
    @Inject(ReferenceDataCache) private readonly reference: ReferenceDataCache,
  ) {
    super(db, commands);
  }

  /**
   * Every course with its tags, lesson count and unlock schedule in seconds, in catalogue order (or the one with
   * `slug`), from this process's reference data (ADR 0043).
   */
  async findCourses(slug?: string) {
    const all = await this.reference.read('courses', 'all', () => this.readCourses());
    return slug === undefined ? all : all.filter((course) => course.slug === slug);
  }

  readCourses() {
    return this.db
      .selectFrom('course')
      .select(courseColumns)
      .select((eb) => [
        sql<number | null>`extract(epoch from course.unlock_schedule)::int`.as('unlock_schedule_seconds'),
        eb
          .selectFrom('lesson')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('lesson.course_id', '=', 'course.id')
          .as('lesson_count'),
        sql<
          string[]
        >`coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM course_category_tag t WHERE t.course_id = course.id), '{}')`.as(
          'tags',
        ),
      ])
      .orderBy('course.sort_order')
      .orderBy('course.slug')
      .execute();
  }

  /** A course's lessons by index, each with the practice session that is its practice (if any); reference data. */
  findLessons(courseId: string) {
    return this.reference.read('courses', `lessons:${courseId}`, () => this.readLessons(courseId));
  }

  readLessons(courseId: string) {
    return this.db
      .selectFrom('lesson')
      .leftJoin('practice_session', 'practice_session.lesson_id', 'lesson.id')
      .select([
        'lesson.id',
        'lesson.index',
        'lesson.slug',
        'lesson.name',
        'lesson.description',
        'lesson.video_url',
        'lesson.captions_url',
        'lesson.estimated_duration_min',
        'lesson.estimated_duration_max',
        'lesson.lesson_breakdown',
        'lesson.additional_resources',
        'lesson.next_lesson_unlock_conditions',
        'practice_session.id as practice_session_id',
        'practice_session.slug as practice_session_slug',
      ])
      .where('lesson.course_id', '=', courseId)
      .orderBy('lesson.index')
      .execute();
  }

  /** The user's courses as projected: status, last activity and lectures completed; empty while the view is not built. */
  async findUserCourses(userId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('user_course')
          .select(['user_course.course_id', 'user_course.status', 'user_course.last_activity_at'])
          .select((eb) =>
            eb
              .selectFrom('user_lesson')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('user_lesson.user_course_id', '=', 'user_course.id')
              .where(sql<boolean>`user_lesson.section_statuses->>'lecture' = 'completed'`)
              .as('completed_lessons'),
          )
          .where('user_course.user_id', '=', userId)
          .execute(),
      [],
    );
  }

  async readUserCourse(userCourseId: string): Promise<UserCourseState> {
    return (await readAggregate(this.commands.store, userCourseStreamId(userCourseId), userCourseDecider)).state;
  }

  async readPractice(userPracticeSessionId: string): Promise<PracticeSessionState> {
    return (
      await readAggregate(this.commands.store, practiceSessionStreamId(userPracticeSessionId), practiceSessionDecider)
    ).state;
  }

  /** `consistent`: the answer waits for the catalogue and home page to show the progress (a slow worker only delays it). */
  handle(
    userCourseId: string,
    command: UserCourseCommand,
    options: {
      idempotency?: IdempotentRequest | undefined;
      outbox?: (events: UserCourseEvent[]) => OutboxJob[];
      consistent?: boolean;
    } = {},
  ) {
    return this.commands.run({
      streamId: userCourseStreamId(userCourseId),
      decider: userCourseDecider,
      command,
      idempotency: options.idempotency,
      ...(options.outbox ? { outbox: options.outbox } : {}),
      ...(options.consistent ? { waitFor: [userCourseProgressProjection] } : {}),
    });
  }

  appendActivity(userId: string, event: CourseActivityEvent): Promise<unknown> {
    return this.commands.record(courseActivityStreamId(userId), [courseActivityEvents.toAppend(event)]);
  }
}
