import { z } from 'zod';
import {
  emailJob,
  handleCommand,
  type ContextJobs,
  type EventStore,
  type JobDefinition,
  type JobEnvironment,
  type JobHandlersOf,
  type OutboxJob,
} from '@impromptu/event-store';
import { userCourseDecider } from '../user-course/user-course.decider.js';
import { userCourseStreamId, type UserCourseEvent } from '../user-course/user-course.events.js';

/** Spec 2 §7 update-user-lesson: what the scheduled unlock needs to unlock the lesson and write its e-mail. */
export const LessonUnlockPayloadSchema = z.object({
  userCourseId: z.uuid(),
  userId: z.uuid(),
  userEmail: z.email(),
  userFirstName: z.string(),
  lessonId: z.uuid(),
  lessonIndex: z.number().int().min(0),
  lessonName: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  courseUrl: z.url(),
  scheduledDate: z.iso.datetime({ offset: true }),
});
export type LessonUnlockPayload = z.infer<typeof LessonUnlockPayloadSchema>;

export const courseJobDefinitions = {
  'courses.lesson-unlock': {
    queue: 'courses',
    payload: LessonUnlockPayloadSchema,
    options: { attempts: 8, backoff: { type: 'exponential', delay: 5_000 } },
  },
} as const satisfies Record<string, JobDefinition>;

/** The scheduled unlock as an outbox row, due `delayMs` from when it reaches the queue. */
export function lessonUnlockOutboxJob(payload: LessonUnlockPayload, delayMs: number): OutboxJob {
  const definition = courseJobDefinitions['courses.lesson-unlock'];
  return {
    queue: definition.queue,
    name: 'courses.lesson-unlock',
    payload: definition.payload.parse(payload),
    options: { attempts: definition.options.attempts, delayMs: Math.max(0, Math.round(delayMs)) },
  };
}

/** What the unlock e-mail needs beside the scheduled event: who, which course, which lesson, where the course lives. */
export interface UnlockJobContext {
  user: { email: string; firstName: string };
  course: { id: string; slug: string; name: string };
  lessonName: string;
  publicWebUrl: string;
  now: Date;
}

/** The delayed unlock job of a LessonUnlockScheduled event (spec 2 §7 update-user-lesson), due at its `unlockAt`. */
export function scheduledUnlockJob(
  event: Extract<UserCourseEvent, { type: 'LessonUnlockScheduled' }>,
  context: UnlockJobContext,
): OutboxJob {
  return lessonUnlockOutboxJob(
    {
      userCourseId: event.data.userCourseId,
      userId: event.data.userId,
      userEmail: context.user.email,
      userFirstName: context.user.firstName,
      lessonId: event.data.lessonId,
      lessonIndex: event.data.lessonIndex,
      lessonName: context.lessonName,
      courseId: context.course.id,
      courseName: context.course.name,
      courseUrl: new URL(`/games/course/${context.course.slug}`, context.publicWebUrl).toString(),
      scheduledDate: event.data.unlockAt,
    },
    Date.parse(event.data.unlockAt) - context.now.getTime(),
  );
}

/**
 * The unlock e-mail, delivered by the platform's `email.send-bulk` job (mail to many, behind resets and receipts: ADR 0053) (through the e-mail port). Written
 * as an outbox row in the unlock's own transaction, so it exists exactly when the unlock does.
 */
export function unlockEmailJob(payload: LessonUnlockPayload): OutboxJob {
  const lessonNumber = payload.lessonIndex + 1;
  return emailJob('bulk', {
    to: payload.userEmail,
    firstName: payload.userFirstName,
    subject: `Lesson ${lessonNumber} of ${payload.courseName} is unlocked`,
    body: [
      `Lesson ${lessonNumber}, "${payload.lessonName}", of ${payload.courseName} is ready for you.`,
      '',
      `Continue the course: ${payload.courseUrl}`,
    ],
  });
}

export interface CourseJobEnvironment {
  store: EventStore;
  /** The clock the unlock is decided at (tests move it). */
  now: () => Date;
}

/**
 * The scheduled unlock: unlocks the lesson once (a second run decides nothing, so writes no second
 * e-mail) and refuses before its time, so the queue retries it later.
 */
export function createCourseJobHandlers(environment: CourseJobEnvironment): JobHandlersOf<typeof courseJobDefinitions> {
  return {
    'courses.lesson-unlock': async (payload, ctx) => {
      const { events } = await handleCommand(
        environment.store,
        userCourseStreamId(payload.userCourseId),
        userCourseDecider,
        { type: 'UnlockLesson', data: { lessonIndex: payload.lessonIndex, now: environment.now() } },
        {
          outbox: (decided) =>
            decided.some((event) => event.type === 'LessonUnlocked') ? [unlockEmailJob(payload)] : [],
        },
      );
      ctx.logger.info(
        { userCourseId: payload.userCourseId, lessonIndex: payload.lessonIndex, unlocked: events.length > 0 },
        events.length > 0 ? 'lesson unlocked' : 'lesson already unlocked',
      );
    },
  };
}

export const courseJobs: ContextJobs<typeof courseJobDefinitions> = {
  definitions: courseJobDefinitions,
  createHandlers: (environment: JobEnvironment) =>
    createCourseJobHandlers({ store: environment.store, now: () => new Date() }),
};
