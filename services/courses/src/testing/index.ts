// Test support: user course events as a test appends them (`@impromptu/courses/testing`).
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@impromptu/event-store';
import { userCourseDecider, type UserCourseCommand } from '../user-course/user-course.decider.js';
import {
  USER_COURSE_STREAM_TYPE,
  userCourseEvents,
  userCourseStreamId,
  type CourseLesson,
} from '../user-course/user-course.events.js';

export interface CourseAppend {
  streamId: string;
  streamType: string;
  events: (EventToAppend & { schemaVersion: number })[];
}

export interface TestCourse {
  userCourseId: string;
  courseId: string;
  historyId: string;
  lessons: CourseLesson[];
}

/** A course of `lessons` lessons, each with a practice, the next unlocking on the lecture. */
export function testCourse(lessons = 3): TestCourse {
  return {
    userCourseId: randomUUID(),
    courseId: randomUUID(),
    historyId: randomUUID(),
    lessons: Array.from({ length: lessons }, (_, index) => ({
      lessonId: randomUUID(),
      index,
      slug: `lesson-${index + 1}`,
      name: `Lesson ${index + 1}`,
      hasPractice: true,
      nextLessonUnlockConditions: { lecture: true },
    })),
  };
}

/**
 * The appends of a learner's run through `course`, decided by the real decider: started at the first
 * instant, then each step (a command without its time) at the following instants, one append per step.
 */
export function courseRun(
  userId: string,
  course: TestCourse,
  options: { unlockScheduleSeconds: number | null; startedAt: string },
  steps: { at: string; command: Exclude<UserCourseCommand, { type: 'StartCourse' }>['type']; lessonIndex: number }[],
): CourseAppend[] {
  let state = userCourseDecider.initialState();
  const appends: CourseAppend[] = [];
  const run = (command: UserCourseCommand) => {
    const events = userCourseDecider.decide(command, state);
    state = events.reduce(userCourseDecider.evolve, state);
    appends.push({
      streamId: userCourseStreamId(course.userCourseId),
      streamType: USER_COURSE_STREAM_TYPE,
      events: events.map((event) => userCourseEvents.toAppend(event)),
    });
  };
  run({
    type: 'StartCourse',
    data: {
      userCourseId: course.userCourseId,
      userId,
      courseId: course.courseId,
      courseSlug: 'test-course',
      courseName: 'Test Course',
      unlockScheduleSeconds: options.unlockScheduleSeconds,
      lessons: course.lessons,
      userCourseHistoryId: course.historyId,
      now: new Date(options.startedAt),
    },
  });
  for (const step of steps) {
    const now = new Date(step.at);
    switch (step.command) {
      case 'CompleteLecture':
        run({ type: 'CompleteLecture', data: { lessonIndex: step.lessonIndex, videoProgress: 0.95, now } });
        break;
      case 'CompletePractice':
        run({
          type: 'CompletePractice',
          data: { lessonIndex: step.lessonIndex, userPracticeSessionId: randomUUID(), now },
        });
        break;
      case 'UnlockLesson':
        run({ type: 'UnlockLesson', data: { lessonIndex: step.lessonIndex, now } });
        break;
    }
  }
  return appends;
}
