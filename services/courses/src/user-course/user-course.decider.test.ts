import { describe, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import {
  CourseAlreadyStartedError,
  CourseNotStartedError,
  LectureLockedError,
  LectureNotWatchedError,
  LessonNotInCourseError,
  PracticeLockedError,
  UnlockConditionsNotMetError,
  UnlockNotDueError,
  userCourseDecider,
  type UserCourseCommand,
} from './user-course.decider.js';
import type { CourseLesson, UserCourseEvent } from './user-course.events.js';

const USER_COURSE = '0190f1a2-0000-5000-8000-000000000c01';
const USER = '0190f1a2-0000-7000-8000-0000000000aa';
const COURSE = '0190f1a2-0000-7000-8000-000000000c00';
const HISTORY = '0190f1a2-0000-7000-8000-000000000d01';
const PRACTICE = '0190f1a2-0000-7000-8000-000000000e01';
const lessonId = (index: number) => `0190f1a2-0000-7000-8000-00000000010${index}`;
const T0 = new Date('2026-03-01T09:00:00.000Z');
const T1 = new Date('2026-03-01T10:00:00.000Z');
const DAY = 24 * 3600;
/** T1 + 4 h 30 m + one day. */
const UNLOCK_AT = '2026-03-02T14:30:00.000Z';

const given = DeciderSpecification.for(userCourseDecider);

const lesson = (index: number, overrides: Partial<CourseLesson> = {}): CourseLesson => ({
  lessonId: lessonId(index),
  index,
  slug: `lesson-${index}`,
  name: `Lesson ${index}`,
  hasPractice: true,
  nextLessonUnlockConditions: { lecture: true },
  ...overrides,
});

const startedWith = (lessons: CourseLesson[], unlockScheduleSeconds: number | null = DAY): UserCourseEvent => ({
  type: 'CourseStarted',
  data: {
    userCourseId: USER_COURSE,
    userId: USER,
    courseId: COURSE,
    courseSlug: 'the-basics',
    courseName: 'The Basics',
    unlockScheduleSeconds,
    lessons,
    userCourseHistoryId: HISTORY,
    startedAt: T0.toISOString(),
  },
});
const scheduled = startedWith([lesson(0), lesson(1), lesson(2)]);
const immediate = startedWith([lesson(0), lesson(1), lesson(2)], null);

const ref = (index: number) => ({
  userCourseId: USER_COURSE,
  userId: USER,
  lessonId: lessonId(index),
  lessonIndex: index,
});
const lectureDone = (index: number, videoProgress = 0.95, practiceUnlocked = true): UserCourseEvent => ({
  type: 'LectureCompleted',
  data: { ...ref(index), videoProgress, practiceUnlocked, completedAt: T1.toISOString() },
});
const practiceDone = (index: number, at = T1): UserCourseEvent => ({
  type: 'PracticeCompleted',
  data: { ...ref(index), userPracticeSessionId: PRACTICE, completedAt: at.toISOString() },
});
const unlockScheduled = (index: number, unlockAt = UNLOCK_AT): UserCourseEvent => ({
  type: 'LessonUnlockScheduled',
  data: { ...ref(index), unlockAt, scheduledAt: T1.toISOString() },
});
const unlocked = (index: number, at = T1): UserCourseEvent => ({
  type: 'LessonUnlocked',
  data: { ...ref(index), unlockedAt: at.toISOString() },
});
const courseDone = (at = T1): UserCourseEvent => ({
  type: 'CourseCompleted',
  data: { userCourseId: USER_COURSE, userId: USER, courseId: COURSE, completedAt: at.toISOString() },
});

const completeLecture = (lessonIndex: number, videoProgress = 0.95): UserCourseCommand => ({
  type: 'CompleteLecture',
  data: { lessonIndex, videoProgress, now: T1 },
});
const completePractice = (lessonIndex: number): UserCourseCommand => ({
  type: 'CompletePractice',
  data: { lessonIndex, userPracticeSessionId: PRACTICE, now: T1 },
});
const unlock = (lessonIndex: number, now = new Date(UNLOCK_AT)): UserCourseCommand => ({
  type: 'UnlockLesson',
  data: { lessonIndex, now },
});

describe('user course decider', () => {
  it('starts a course once', () => {
    const { startedAt: _startedAt, ...data } = (scheduled as Extract<UserCourseEvent, { type: 'CourseStarted' }>).data;
    const start: UserCourseCommand = { type: 'StartCourse', data: { ...data, now: T0 } };
    given([]).when(start).then([scheduled]);
    given([scheduled]).when(start).thenThrows(CourseAlreadyStartedError);
  });

  it('takes nothing before the course is started, nor for a lesson the course does not have', () => {
    given([]).when(completeLecture(0)).thenThrows(CourseNotStartedError);
    given([scheduled]).when(completeLecture(3)).thenThrows(LessonNotInCourseError);
  });

  describe('lecture', () => {
    it('completes at 90 % of the video, not at 89 %', () => {
      given([scheduled]).when(completeLecture(0, 0.89)).thenThrows(LectureNotWatchedError);
      given([scheduled])
        .when(completeLecture(0, 0.9))
        .then([lectureDone(0, 0.9), unlockScheduled(1)]);
    });

    it('is locked in every lesson but the first until that lesson unlocks', () => {
      given([scheduled]).when(completeLecture(1)).thenThrows(LectureLockedError);
      given([scheduled, lectureDone(0), unlockScheduled(1)])
        .when(completeLecture(1))
        .thenThrows(LectureLockedError);
      given([scheduled, lectureDone(0), unlockScheduled(1), unlocked(1)])
        .when(completeLecture(1))
        .then([lectureDone(1), unlockScheduled(2)]);
    });

    it('completed again changes nothing (the Continue of a lecture under review)', () => {
      given([scheduled, lectureDone(0), unlockScheduled(1)])
        .when(completeLecture(0, 0.2))
        .thenNothingHappened();
    });
  });

  describe('the next lesson: scheduled or at once', () => {
    it('with an unlock schedule, is scheduled 4 h 30 m plus the schedule after the lecture', () => {
      given([scheduled])
        .when(completeLecture(0))
        .then([lectureDone(0), unlockScheduled(1, '2026-03-02T14:30:00.000Z')]);
      const hourly = startedWith([lesson(0), lesson(1)], 3600);
      given([hourly])
        .when(completeLecture(0))
        .then([lectureDone(0), unlockScheduled(1, '2026-03-01T15:30:00.000Z')]);
    });

    it('without a schedule, unlocks at once', () => {
      given([immediate])
        .when(completeLecture(0))
        .then([lectureDone(0), unlocked(1)]);
    });

    it('the scheduled unlock unlocks once: a second run changes nothing', () => {
      given([scheduled, lectureDone(0), unlockScheduled(1)])
        .when(unlock(1))
        .then([unlocked(1, new Date(UNLOCK_AT))]);
      given([scheduled, lectureDone(0), unlockScheduled(1), unlocked(1, new Date(UNLOCK_AT))])
        .when(unlock(1))
        .thenNothingHappened();
    });

    it('is not unlocked before its time', () => {
      given([scheduled, lectureDone(0), unlockScheduled(1)])
        .when(unlock(1, new Date('2026-03-02T14:29:59.000Z')))
        .thenThrows(UnlockNotDueError);
    });

    it('is scheduled once, however often the lecture is completed', () => {
      given([scheduled, lectureDone(0), unlockScheduled(1)])
        .when(completePractice(0))
        .then([practiceDone(0)]);
    });
  });

  describe('unlock conditions of the previous lesson', () => {
    const both = startedWith(
      [lesson(0, { nextLessonUnlockConditions: { lecture: true, practice: true } }), lesson(1)],
      null,
    );
    const none = startedWith([lesson(0, { nextLessonUnlockConditions: {} }), lesson(1)], null);

    it('all met: the next lesson unlocks', () => {
      given([both, lectureDone(0)])
        .when(completePractice(0))
        .then([practiceDone(0), unlocked(1)]);
    });

    it('some met: it stays locked, and an unlock is refused with the lesson to complete', () => {
      given([both])
        .when(completeLecture(0))
        .then([lectureDone(0)]);
      given([both, lectureDone(0)])
        .when(unlock(1, T1))
        .thenThrows('Complete lesson 1 "Lesson 0" first.');
      given([both, lectureDone(0)])
        .when(unlock(1, T1))
        .thenThrows(UnlockConditionsNotMetError);
    });

    it('none met: nothing unlocks the next lesson before a section of this one is completed', () => {
      given([scheduled]).when(unlock(1, T1)).thenThrows(UnlockConditionsNotMetError);
    });

    it('no conditions: the first completed section unlocks the next lesson', () => {
      given([none])
        .when(completeLecture(0))
        .then([lectureDone(0), unlocked(1)]);
    });
  });

  describe('practice', () => {
    it('is locked until the lecture is completed, then completes once', () => {
      given([scheduled]).when(completePractice(0)).thenThrows(PracticeLockedError);
      given([scheduled, lectureDone(0), unlockScheduled(1)])
        .when(completePractice(0))
        .then([practiceDone(0)]);
      given([scheduled, lectureDone(0), unlockScheduled(1), practiceDone(0)])
        .when(completePractice(0))
        .thenNothingHappened();
    });

    it('is refused for a lesson without a practice session', () => {
      const lectureOnly = startedWith([lesson(0, { hasPractice: false }), lesson(1)], null);
      given([lectureOnly, lectureDone(0), unlocked(1)])
        .when(completePractice(0))
        .thenThrows(PracticeLockedError);
    });
  });

  describe('course completion', () => {
    const two = startedWith([lesson(0), lesson(1, { hasPractice: false })], null);

    it('completes when every lecture and every practice is done, once', () => {
      given([two, lectureDone(0), unlocked(1)])
        .when(completeLecture(1))
        .then([lectureDone(1, 0.95, false)]);
      given([two, lectureDone(0), unlocked(1), lectureDone(1, 0.95, false)])
        .when(completePractice(0))
        .then([practiceDone(0), courseDone()]);
      given([two, lectureDone(0), unlocked(1), practiceDone(0)])
        .when(completeLecture(1))
        .then([lectureDone(1, 0.95, false), courseDone()]);
      given([two, lectureDone(0), unlocked(1), practiceDone(0), lectureDone(1, 0.95, false), courseDone()])
        .when(completeLecture(1))
        .thenNothingHappened();
    });
  });
});
