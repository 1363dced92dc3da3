import { DomainError, type Decider } from '@impromptu/event-store';
import {
  COURSE_MESSAGES,
  completeLessonFirst,
  initialSectionStatuses,
  isLectureWatched,
  LECTURE_WATCHED_PROGRESS,
  scheduledUnlockAt,
  unlockConditionsHold,
  type SectionStatuses,
  type UnlockConditions,
} from '../rules/index.js';
import {
  USER_COURSE_STREAM_TYPE,
  userCourseEvents,
  type CourseLesson,
  type UserCourseEvent,
} from './user-course.events.js';

export type StartCourse = {
  type: 'StartCourse';
  data: {
    userCourseId: string;
    userId: string;
    courseId: string;
    courseSlug: string;
    courseName: string;
    unlockScheduleSeconds: number | null;
    lessons: CourseLesson[];
    userCourseHistoryId: string;
    now: Date;
  };
};

/** The lecture's Continue: `videoProgress` is the share of the video watched (0 to 1). */
export type CompleteLecture = {
  type: 'CompleteLecture';
  data: { lessonIndex: number; videoProgress: number; now: Date };
};
/** The lesson's practice session reached its last element. */
export type CompletePractice = {
  type: 'CompletePractice';
  data: { lessonIndex: number; userPracticeSessionId: string; now: Date };
};
/** The scheduled unlock job, run at or after the time it was scheduled for. */
export type UnlockLesson = { type: 'UnlockLesson'; data: { lessonIndex: number; now: Date } };

export type UserCourseCommand = StartCourse | CompleteLecture | CompletePractice | UnlockLesson;

export interface LessonState {
  lessonId: string;
  index: number;
  slug: string;
  name: string;
  hasPractice: boolean;
  conditions: UnlockConditions;
  isUnlocked: boolean;
  sections: SectionStatuses;
  /** When a scheduled unlock of this lesson runs; null when none is scheduled. */
  unlockAt: string | null;
  lectureCompletedAt: string | null;
}

export type UserCourseState =
  | { status: 'empty' }
  | {
      status: 'active' | 'completed';
      userCourseId: string;
      userId: string;
      courseId: string;
      courseSlug: string;
      courseName: string;
      unlockScheduleSeconds: number | null;
      userCourseHistoryId: string;
      lessons: LessonState[];
      startedAt: string;
      completedAt: string | null;
    };

type Started = Extract<UserCourseState, { status: 'active' | 'completed' }>;

export class UserCourseError extends DomainError {}

export class CourseAlreadyStartedError extends UserCourseError {
  constructor() {
    super('conflict', 'You have already started this course.');
  }
}

export class CourseNotStartedError extends UserCourseError {
  constructor() {
    super('conflict', 'Start the course first.');
  }
}

export class LessonNotInCourseError extends UserCourseError {
  constructor(readonly lessonIndex: number) {
    // The same answer as a lesson slug that is not the course's.
    super('not_found', 'Lesson not found');
  }
}

/** Spec 2 §8: the lecture page of a lesson whose lecture is not unlocked. */
export class LectureLockedError extends UserCourseError {
  constructor() {
    super('forbidden', COURSE_MESSAGES.lectureLocked);
  }
}

/** Spec 2 §5: a lecture is completed at 90 % of its video. */
export class LectureNotWatchedError extends UserCourseError {
  constructor(readonly videoProgress: number) {
    const message = `${COURSE_MESSAGES.completeVideo} Watched ${Math.floor(videoProgress * 100)} %, ${Math.round(LECTURE_WATCHED_PROGRESS * 100)} % needed.`;
    super('invalid', message, { issues: [{ path: 'body.videoProgress', message }] });
  }
}

/** Spec 2 §8: the practice of a lesson whose practice is not unlocked. */
export class PracticeLockedError extends UserCourseError {
  constructor() {
    super('forbidden', COURSE_MESSAGES.practiceLocked);
  }
}

/** The lesson before has not met its unlock conditions. */
export class UnlockConditionsNotMetError extends UserCourseError {
  constructor(previous: LessonState) {
    super('conflict', completeLessonFirst(previous.index, previous.name));
  }
}

/** A scheduled unlock run before its time (a clock far behind the scheduler's): the job retries later. */
export class UnlockNotDueError extends UserCourseError {
  constructor(readonly unlockAt: string) {
    super('conflict', `This lesson unlocks at ${unlockAt}.`);
  }
}

const initialState = (): UserCourseState => ({ status: 'empty' });

function started(state: UserCourseState): Started {
  if (state.status === 'empty') throw new CourseNotStartedError();
  return state;
}

function lessonAt(state: Started, lessonIndex: number): LessonState {
  const lesson = state.lessons[lessonIndex];
  if (!lesson) throw new LessonNotInCourseError(lessonIndex);
  return lesson;
}

/** Folds events onto a state inside decide, so the rules after a completion see it. */
const fold = (state: Started, events: UserCourseEvent[]): Started => events.reduce(evolve, state) as Started;

/**
 * What follows a completed section of `lessonIndex`: the next lesson's unlock (scheduled or at once)
 * when its conditions now hold and it is neither unlocked nor scheduled, and the course's completion.
 */
function consequences(before: Started, done: UserCourseEvent[], lessonIndex: number, now: Date): UserCourseEvent[] {
  const state = fold(before, done);
  const events: UserCourseEvent[] = [];
  const lesson = state.lessons[lessonIndex]!;
  const next = state.lessons[lessonIndex + 1];
  if (next && !next.isUnlocked && next.unlockAt === null && unlockConditionsHold(lesson.conditions, lesson.sections)) {
    const ref = {
      userCourseId: state.userCourseId,
      userId: state.userId,
      lessonId: next.lessonId,
      lessonIndex: next.index,
    };
    events.push(
      state.unlockScheduleSeconds === null
        ? { type: 'LessonUnlocked', data: { ...ref, unlockedAt: now.toISOString() } }
        : {
            type: 'LessonUnlockScheduled',
            data: {
              ...ref,
              unlockAt: scheduledUnlockAt(now, state.unlockScheduleSeconds).toISOString(),
              scheduledAt: now.toISOString(),
            },
          },
    );
  }
  const finished = fold(state, events);
  const allDone = finished.lessons.every(
    (l) => l.sections.lecture === 'completed' && (!l.hasPractice || l.sections.practice === 'completed'),
  );
  if (finished.status === 'active' && allDone) {
    events.push({
      type: 'CourseCompleted',
      data: {
        userCourseId: state.userCourseId,
        userId: state.userId,
        courseId: state.courseId,
        completedAt: now.toISOString(),
      },
    });
  }
  return events;
}

function decide(command: UserCourseCommand, state: UserCourseState): UserCourseEvent[] {
  switch (command.type) {
    case 'StartCourse': {
      if (state.status !== 'empty') throw new CourseAlreadyStartedError();
      const { now, ...data } = command.data;
      return [{ type: 'CourseStarted', data: { ...data, startedAt: now.toISOString() } }];
    }
    case 'CompleteLecture': {
      const course = started(state);
      const { lessonIndex, videoProgress, now } = command.data;
      const lesson = lessonAt(course, lessonIndex);
      if (lesson.sections.lecture === 'completed') return [];
      if (!lesson.isUnlocked || lesson.sections.lecture === 'locked') throw new LectureLockedError();
      if (!isLectureWatched(videoProgress)) throw new LectureNotWatchedError(videoProgress);
      const done: UserCourseEvent[] = [
        {
          type: 'LectureCompleted',
          data: {
            userCourseId: course.userCourseId,
            userId: course.userId,
            lessonId: lesson.lessonId,
            lessonIndex,
            videoProgress,
            practiceUnlocked: lesson.hasPractice && lesson.sections.practice === 'locked',
            completedAt: now.toISOString(),
          },
        },
      ];
      return [...done, ...consequences(course, done, lessonIndex, now)];
    }
    case 'CompletePractice': {
      const course = started(state);
      const { lessonIndex, userPracticeSessionId, now } = command.data;
      const lesson = lessonAt(course, lessonIndex);
      if (lesson.sections.practice === 'completed') return [];
      if (!lesson.hasPractice || lesson.sections.practice === 'locked') throw new PracticeLockedError();
      const done: UserCourseEvent[] = [
        {
          type: 'PracticeCompleted',
          data: {
            userCourseId: course.userCourseId,
            userId: course.userId,
            lessonId: lesson.lessonId,
            lessonIndex,
            userPracticeSessionId,
            completedAt: now.toISOString(),
          },
        },
      ];
      return [...done, ...consequences(course, done, lessonIndex, now)];
    }
    case 'UnlockLesson': {
      const course = started(state);
      const { lessonIndex, now } = command.data;
      const lesson = lessonAt(course, lessonIndex);
      // Once only: a second run of the same job, or a late one, changes nothing.
      if (lesson.isUnlocked) return [];
      const previous = course.lessons[lessonIndex - 1];
      if (previous && !unlockConditionsHold(previous.conditions, previous.sections))
        throw new UnlockConditionsNotMetError(previous);
      if (lesson.unlockAt !== null && now.getTime() < Date.parse(lesson.unlockAt))
        throw new UnlockNotDueError(lesson.unlockAt);
      return [
        {
          type: 'LessonUnlocked',
          data: {
            userCourseId: course.userCourseId,
            userId: course.userId,
            lessonId: lesson.lessonId,
            lessonIndex,
            unlockedAt: now.toISOString(),
          },
        },
      ];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`Unhandled command ${(unreachable as { type: string }).type}`);
    }
  }
}

function withLesson(state: Started, lessonIndex: number, change: (lesson: LessonState) => LessonState): Started {
  return { ...state, lessons: state.lessons.map((lesson) => (lesson.index === lessonIndex ? change(lesson) : lesson)) };
}

function evolve(state: UserCourseState, event: UserCourseEvent): UserCourseState {
  if (event.type === 'CourseStarted') {
    const data = event.data;
    return {
      status: 'active',
      userCourseId: data.userCourseId,
      userId: data.userId,
      courseId: data.courseId,
      courseSlug: data.courseSlug,
      courseName: data.courseName,
      unlockScheduleSeconds: data.unlockScheduleSeconds,
      userCourseHistoryId: data.userCourseHistoryId,
      startedAt: data.startedAt,
      completedAt: null,
      lessons: data.lessons.map((lesson) => ({
        lessonId: lesson.lessonId,
        index: lesson.index,
        slug: lesson.slug,
        name: lesson.name,
        hasPractice: lesson.hasPractice,
        conditions: lesson.nextLessonUnlockConditions,
        isUnlocked: lesson.index === 0,
        sections: initialSectionStatuses(lesson.index),
        unlockAt: null,
        lectureCompletedAt: null,
      })),
    };
  }
  if (state.status === 'empty') return state;
  switch (event.type) {
    case 'LectureCompleted':
      return withLesson(state, event.data.lessonIndex, (lesson) => ({
        ...lesson,
        lectureCompletedAt: event.data.completedAt,
        sections: {
          ...lesson.sections,
          lecture: 'completed',
          practice: event.data.practiceUnlocked ? 'unlocked' : lesson.sections.practice,
        },
      }));
    case 'PracticeCompleted':
      return withLesson(state, event.data.lessonIndex, (lesson) => ({
        ...lesson,
        sections: { ...lesson.sections, practice: 'completed' },
      }));
    case 'LessonUnlockScheduled':
      return withLesson(state, event.data.lessonIndex, (lesson) => ({ ...lesson, unlockAt: event.data.unlockAt }));
    case 'LessonUnlocked':
      return withLesson(state, event.data.lessonIndex, (lesson) => ({
        ...lesson,
        isUnlocked: true,
        sections: {
          ...lesson.sections,
          lecture: lesson.sections.lecture === 'locked' ? 'unlocked' : lesson.sections.lecture,
        },
      }));
    case 'CourseCompleted':
      return { ...state, status: 'completed', completedAt: event.data.completedAt };
    default: {
      const unreachable: never = event;
      throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
    }
  }
}

/**
 * A learner's run through a course: a lesson unlocks once, and only when every one of the previous
 * lesson's `next_lesson_unlock_conditions` holds; a lecture completes at 90 % of its video; the practice
 * opens with the lecture; the course completes when every lecture and practice is done.
 */
export const userCourseDecider: Decider<UserCourseCommand, UserCourseEvent, UserCourseState> = {
  streamType: USER_COURSE_STREAM_TYPE,
  events: userCourseEvents,
  initialState,
  evolve,
  decide,
  // A retried start (same idempotency key) gets the first answer; any other second start is refused.
  isAlreadyApplied: (error) => error instanceof CourseAlreadyStartedError,
};
