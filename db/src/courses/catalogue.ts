import type { PracticeSessionSeed } from '../practice/catalogue-types.js';
import { keepGoing, runItBack, step } from '../practice/builders.js';
import { lessonPracticeSlug, type CourseSeed, type LessonSeed } from './catalogue-types.js';
import { lectureLengths } from './lecture-lengths.js';
import { fundamentalsCohort, speakingOnCamera, storiesThatStick } from './other-courses.js';
import { theBasics } from './the-basics.js';

/** Every seeded course, in the order the catalogue shows them. */
export const courseCatalogue: readonly CourseSeed[] = [
  theBasics,
  storiesThatStick,
  fundamentalsCohort,
  speakingOnCamera,
];

/** The rendered lecture's length in whole minutes (rounded up), 0 for a lesson without one. */
export function lectureMinutes(course: CourseSeed, lesson: LessonSeed): number {
  const seconds = lectureLengths[course.slug]?.[lesson.slug] ?? 0;
  return Math.ceil(seconds / 60);
}

/** A lesson's duration on cards and in the catalogue: the rendered lecture plus the practice's estimate. */
export function lessonDuration(course: CourseSeed, lesson: LessonSeed): { min: number; max: number } {
  const lecture = lectureMinutes(course, lesson);
  return { min: lecture + lesson.practiceMinutes.min, max: lecture + lesson.practiceMinutes.max };
}

/**
 * A lesson's practice as the guided-practice player plays it: introduction, a warm-up, the game
 * (one retry), a reflection that can send the learner back over the game, and the conclusion.
 */
export function lessonPracticeSession(course: CourseSeed, lesson: LessonSeed): PracticeSessionSeed | null {
  const practice = lesson.practice;
  if (!practice) return null;
  return {
    slug: lessonPracticeSlug(course.slug, lesson.slug),
    name: practice.name,
    description: practice.description,
    summary: practice.summary,
    estimatedDuration: `${lesson.practiceMinutes.min} - ${lesson.practiceMinutes.max} min`,
    type: 'ASSIGNMENT',
    displayedUserContents: [],
    elements: [
      step.introduction(practice.name, practice.introduction),
      step.instruction(practice.warmUp.header, practice.warmUp.body, {
        coachingTip: practice.warmUp.coachingTip,
        examples: practice.warmUp.examples,
        timerSpeed: 'SLOW',
      }),
      step.game(practice.game),
      step.decision(practice.reflection.header, practice.reflection.body, keepGoing(), runItBack()),
      step.conclusion('Lesson complete', practice.conclusion, { primaryCtaText: 'Back to course' }),
    ],
  };
}

/** The practice sessions of every lesson of every seeded course. */
export const coursePracticeCatalogue: readonly PracticeSessionSeed[] = courseCatalogue.flatMap((course) =>
  course.lessons.flatMap((lesson) => {
    const session = lessonPracticeSession(course, lesson);
    return session ? [session] : [];
  }),
);
