import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { EventStore, handleCommand, readAggregate } from '@impromptu/event-store';
import { scheduledUnlockJob, unlockEmailJob } from '../jobs/lesson-unlock.job.js';
import { userCourseDecider, type UserCourseCommand } from '../user-course/user-course.decider.js';
import {
  courseLessonOf,
  userCourseIdOf,
  userCourseStreamId,
  type UserCourseEvent,
} from '../user-course/user-course.events.js';

export interface DemoCourseProgressOptions {
  /** Base of the course link in the unlock e-mail. */
  publicWebUrl: string;
  now?: Date;
}

const HOUR = 3600 * 1000;

/** Who is where in The Basics: Lena has done two lessons and waits for the third, due tomorrow; Frankie watched the first lecture yesterday. */
const DEMO_PROGRESS: {
  email: string;
  courseSlug: string;
  lecturesDone: number;
  practicesDone: number;
  startedHoursAgo: number;
}[] = [
  { email: 'learner@example.com', courseSlug: 'the-basics', lecturesDone: 2, practicesDone: 2, startedHoursAgo: 40 },
  {
    email: 'learner-free@example.com',
    courseSlug: 'the-basics',
    lecturesDone: 1,
    practicesDone: 0,
    startedHoursAgo: 20,
  },
];

/**
 * Development data: demo learners with a course in progress, written as the events a learner would
 * have caused (and the unlock job still due, in the outbox), so the pages, the projections and the
 * worker all see a real run. Skipped for a learner who already started the course; never in production.
 */
export async function seedDemoCourseProgress(db: Kysely<any>, options: DemoCourseProgressOptions): Promise<number> {
  const store = new EventStore(db);
  const now = options.now ?? new Date();
  let seeded = 0;
  for (const demo of DEMO_PROGRESS) {
    const user = await db
      .selectFrom('app_user')
      .select(['id', 'email', 'first_name'])
      .where('email', '=', demo.email)
      .executeTakeFirst();
    const course = await db
      .selectFrom('course')
      .select(['id', 'slug', 'name', sql<number | null>`extract(epoch from unlock_schedule)::int`.as('schedule')])
      .where('slug', '=', demo.courseSlug)
      .executeTakeFirst();
    if (!user || !course) continue;
    const lessons = await db
      .selectFrom('lesson')
      .leftJoin('practice_session', 'practice_session.lesson_id', 'lesson.id')
      .select([
        'lesson.id',
        'lesson.index',
        'lesson.slug',
        'lesson.name',
        'lesson.next_lesson_unlock_conditions',
        'practice_session.id as practice_session_id',
      ])
      .where('lesson.course_id', '=', course.id)
      .orderBy('lesson.index')
      .execute();
    const userCourseId = userCourseIdOf(user.id, course.id);
    const streamId = userCourseStreamId(userCourseId);
    if ((await readAggregate(store, streamId, userCourseDecider)).version > 0) continue;

    // Each step happens a day after the one before, ending `startedHoursAgo` later than it started.
    let at = new Date(now.getTime() - demo.startedHoursAgo * HOUR);
    const run = async (
      command: (when: Date) => UserCourseCommand,
      outbox?: (events: UserCourseEvent[]) => ReturnType<typeof scheduledUnlockJob>[],
    ) => handleCommand(store, streamId, userCourseDecider, command(at), outbox ? { outbox } : {});
    await run((when) => ({
      type: 'StartCourse',
      data: {
        userCourseId,
        userId: user.id,
        courseId: course.id,
        courseSlug: course.slug,
        courseName: course.name,
        unlockScheduleSeconds: course.schedule,
        lessons: lessons.map(courseLessonOf),
        userCourseHistoryId: randomUUID(),
        now: when,
      },
    }));
    for (let index = 0; index < demo.lecturesDone; index += 1) {
      at = new Date(at.getTime() + HOUR / 4);
      const lectureAt = at;
      await run(
        (when) => ({ type: 'CompleteLecture', data: { lessonIndex: index, videoProgress: 1, now: when } }),
        // The unlock still to come is queued as the BFF queues it; those already due are unlocked below.
        (events) =>
          events.flatMap((event) => {
            if (event.type !== 'LessonUnlockScheduled' || Date.parse(event.data.unlockAt) <= now.getTime()) return [];
            const lessonName = lessons[event.data.lessonIndex]!.name;
            return [
              scheduledUnlockJob(event, {
                user: { email: user.email, firstName: user.first_name },
                course,
                lessonName,
                publicWebUrl: options.publicWebUrl,
                now,
              }),
            ];
          }),
      );
      if (index < demo.practicesDone) {
        at = new Date(at.getTime() + HOUR / 4);
        await run((when) => ({
          type: 'CompletePractice',
          data: { lessonIndex: index, userPracticeSessionId: randomUUID(), now: when },
        }));
      }
      const state = (await readAggregate(store, streamId, userCourseDecider)).state;
      const next = state.status === 'empty' ? undefined : state.lessons[index + 1];
      const nextLesson = lessons[index + 1];
      if (next?.unlockAt && nextLesson && Date.parse(next.unlockAt) <= now.getTime()) {
        at = new Date(Math.max(Date.parse(next.unlockAt), lectureAt.getTime()));
        const unlockedAt = next.unlockAt;
        // Unlocked as the scheduled job unlocks it: with its e-mail, which the worker delivers.
        await run(
          (when) => ({ type: 'UnlockLesson', data: { lessonIndex: index + 1, now: when } }),
          (events) =>
            events.some((event) => event.type === 'LessonUnlocked')
              ? [
                  unlockEmailJob({
                    userCourseId,
                    userId: user.id,
                    userEmail: user.email,
                    userFirstName: user.first_name,
                    lessonId: nextLesson.id,
                    lessonIndex: index + 1,
                    lessonName: nextLesson.name,
                    courseId: course.id,
                    courseName: course.name,
                    courseUrl: new URL(`/games/course/${course.slug}`, options.publicWebUrl).toString(),
                    scheduledDate: unlockedAt,
                  }),
                ]
              : [],
        );
      }
    }
    seeded += 1;
  }
  return seeded;
}
