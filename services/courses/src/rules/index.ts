// `@impromptu/courses/rules`: the course rules the web app, the BFF and the decider all apply. Pure and
// free of zod and the event store, so a page bundles them without the server's code.
import { formatDate } from '@impromptu/kernel';

/** Spec 2 §5, §9: a lecture counts as watched at 90 % of its video. */
export const LECTURE_WATCHED_PROGRESS = 0.9;
/** Spec 2 §9: a scheduled unlock runs 4 h 30 m after the lecture, plus the course's unlock schedule. */
export const UNLOCK_DELAY_MS = (4 * 60 + 30) * 60 * 1000;

export const LESSON_SECTIONS = ['lecture', 'practice', 'quiz'] as const;
export type LessonSection = (typeof LESSON_SECTIONS)[number];
export type SectionStatus = 'locked' | 'unlocked' | 'completed';
export type SectionStatuses = Record<LessonSection, SectionStatus>;
/** A lesson's `next_lesson_unlock_conditions`: the sections of this lesson that must be completed before the next unlocks. */
export type UnlockConditions = Partial<Record<LessonSection, boolean>>;

export const COURSE_STATUSES = ['COHORT_BASED', 'LIVE_FREE', 'LIVE_PAID', 'DRAFT'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** A course as one learner sees it (spec 2 §3); labels Active, Completed, blank for not started. */
export const USER_COURSE_STATUSES = ['NOT_STARTED', 'PRIMARY_ACTIVE', 'ACTIVE', 'COMPLETED'] as const;
export type UserCourseStatus = (typeof USER_COURSE_STATUSES)[number];

/** Spec 2 §8 messages. */
export const COURSE_MESSAGES = {
  lectureLocked:
    "Please try refreshing the page. If that doesn't work, you might need to complete the previous lesson's lecture and wait a day first!",
  practiceLocked: 'Complete the lecture and wait a day first!',
  certificateLocked: 'Complete the lecture first!',
  unlockedTomorrow: 'Lesson will be unlocked tomorrow.',
  completeThisLecture: "Complete this lesson's lecture first.",
  completeVideo: 'Complete video lesson first.',
} as const;

/** 'Complete lesson {n} "{name}" first.' — n counts from 1. */
export function completeLessonFirst(lessonIndex: number, name: string): string {
  return `Complete lesson ${lessonIndex + 1} "${name}" first.`;
}

/** Spec 2 §4: starting a course locks every section, but the lecture of lesson index 0. */
export function initialSectionStatuses(lessonIndex: number): SectionStatuses {
  return { lecture: lessonIndex === 0 ? 'unlocked' : 'locked', practice: 'locked', quiz: 'locked' };
}

/** Whether every section the conditions name is completed in the lesson (no condition: always). */
export function unlockConditionsHold(conditions: UnlockConditions, sections: SectionStatuses): boolean {
  return LESSON_SECTIONS.every((section) => conditions[section] !== true || sections[section] === 'completed');
}

/** When a scheduled unlock runs: 4 h 30 m after the trigger, plus the course's schedule. */
export function scheduledUnlockAt(triggeredAt: Date, unlockScheduleSeconds: number): Date {
  return new Date(triggeredAt.getTime() + UNLOCK_DELAY_MS + unlockScheduleSeconds * 1000);
}

export function isLectureWatched(videoProgress: number): boolean {
  return videoProgress >= LECTURE_WATCHED_PROGRESS;
}

export type LessonCardAction = 'LOCKED' | 'START' | 'CONTINUE' | 'REVIEW';

/** Spec 2 §2 lesson cards: Locked, Start (unlocked), Continue (lecture done, goes to practice), Review (both done). */
export function lessonCardAction(lesson: {
  isUnlocked: boolean;
  sections: SectionStatuses;
  hasPractice: boolean;
}): LessonCardAction {
  if (!lesson.isUnlocked) return 'LOCKED';
  if (lesson.sections.lecture !== 'completed') return 'START';
  if (lesson.hasPractice && lesson.sections.practice !== 'completed') return 'CONTINUE';
  return 'REVIEW';
}

/** Spec 2 §4 lecture Continue labels: to the practice, to the next lecture, or the end of the course. */
export function lectureContinueLabel(lesson: {
  hasPractice: boolean;
  hasNextLesson: boolean;
}): 'Continue to Practice' | 'Next Lecture' | 'Complete Course' {
  if (lesson.hasPractice) return 'Continue to Practice';
  return lesson.hasNextLesson ? 'Next Lecture' : 'Complete Course';
}

/** 'min - max min' of a lesson's estimated duration. */
export function durationLabel(duration: { min: number; max: number }): string {
  return duration.min === duration.max ? `${duration.min} min` : `${duration.min} - ${duration.max} min`;
}

/** A certificate's date as 'MMM d y' (spec: Nov 22 2026) in the given zone. */
export function certificateDate(instant: Date, timeZone: string): string {
  return formatDate(instant, timeZone);
}

/** Spec 2 §9: the '{n}-Day Course' of a course card. */
export function dayCourseLabel(days: number): string {
  return `${days}-Day Course`;
}

/** The tooltip of a locked lesson in the course progress widget, from the lesson before it. */
export function lockedLessonTooltip(previous: { index: number; name: string; unlockScheduled: boolean }): string {
  return previous.unlockScheduled
    ? COURSE_MESSAGES.unlockedTomorrow
    : completeLessonFirst(previous.index, previous.name);
}
export * from './watched-spans.js';
export * from './lesson-media.js';
