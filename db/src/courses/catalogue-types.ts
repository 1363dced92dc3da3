import type { AdditionalResource, CourseStatus, LessonBreakdownItem, LessonSection } from '../schema/courses.js';
import type { GoalSeed } from '../practice/catalogue-types.js';

/** One scene of a lecture video: a slide (heading and a few lines) and what the narrator says, which is also its caption. */
export interface LectureScene {
  heading: string;
  /** Up to four short lines on the slide. */
  lines: string[];
  narration: string;
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
  /** Minutes, for 'min - max min'. */
  estimatedDuration: { min: number; max: number };
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
