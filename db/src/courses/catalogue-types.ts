import type { AdditionalResource, CourseStatus, LessonBreakdownItem, LessonSection } from '../schema/courses.js';
import type { GoalSeed } from '../practice/catalogue-types.js';

/** The parts of a lecture, in order: each starts a chapter of the video's chapters track. */
export const LECTURE_CHAPTERS = [
  'Hook',
  'The idea',
  'Worked example',
  'Before and after',
  'Common mistake',
  'Your drill',
] as const;
export type LectureChapter = (typeof LECTURE_CHAPTERS)[number];

/**
 * One scene of a lecture video: a slide (heading and a few short lines, one idea) and what is said, which is also
 * its captions. The coach narrates; a learner scene is the learner's answer in a before/after pair, 'rushed' for the
 * before. A ' | ' in a narration is a held pause; a `*word*` in a learner's line is stressed (said louder, higher and
 * slower, and lit on the slide as it is said).
 */
export interface LectureScene {
  heading: string;
  /** One to three short lines on the slide: the first large, the others beneath it. */
  lines: string[];
  narration: string;
  /** Starts this part of the lesson (the chapters track). */
  chapter?: LectureChapter;
  speaker?: 'learner';
  delivery?: 'rushed';
  /**
   * A learner's line whose pair holds no pauses: what the `~marked words~` are (e.g. 'Fillers'). The slide lights
   * each as it is said and collects them in a strip under the answer, in place of a pause timeline (render.ts).
   */
  notice?: string;
}

/** A lesson's practice: played by the guided-practice player, saved as a practice session of type ASSIGNMENT. */
export interface LessonPracticeSeed {
  name: string;
  description: string;
  summary: [string, string, string];
  introduction: string;
  warmUp: { header: string; body: string; coachingTip: string; examples: string[] };
  game: GoalSeed;
  reflection: { header: string; body: string };
  conclusion: string;
}

export interface LessonSeed {
  slug: string;
  name: string;
  description: string;
  /**
   * The practice's own estimate in minutes; the lesson's duration on cards is this plus the rendered lecture's
   * length (lessonDuration), never typed by hand.
   */
  practiceMinutes: { min: number; max: number };
  breakdown: LessonBreakdownItem[];
  additionalResources: AdditionalResource[];
  /** Default: the lecture must be completed. */
  nextLessonUnlockConditions?: Partial<Record<LessonSection, boolean>>;
  /** The lecture video's script; null for a lesson whose video is hosted elsewhere or not made yet. */
  lecture: LectureScene[] | null;
  /** A hosted video instead of a made one. */
  videoUrl?: string;
  practice: LessonPracticeSeed | null;
}

export interface CourseSeed {
  slug: string;
  name: string;
  description: string;
  status: CourseStatus;
  /** A PostgreSQL interval ('1 day'); null unlocks the next lesson at once. */
  unlockSchedule: string | null;
  cardEmoji: string;
  /** What the learner will be able to do at the end: said on the course page (issue 28). */
  outcomes: string[];
  /** Accent of the course card and the lecture slides. */
  colour: string;
  tags: string[];
  metadata: Record<string, unknown>;
  lessons: LessonSeed[];
}

/** Where a made lecture video and its captions are served from (remix/public/lectures, rendered by scripts/videos/lectures.ts). */
export function lectureVideoPath(courseSlug: string, lessonSlug: string, extension: 'mp4' | 'vtt'): string {
  return `/lectures/${courseSlug}/${lessonSlug}.${extension}`;
}

/** The practice session slug of a lesson. */
export function lessonPracticeSlug(courseSlug: string, lessonSlug: string): string {
  return `${courseSlug}-${lessonSlug}-practice`;
}

/** Seconds of each rendered lecture video by course and lesson slug (written by scripts/videos/lectures.ts). */
export type LectureLengths = Record<string, Record<string, number>>;
