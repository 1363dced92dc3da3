import type { PracticeSessionSeed } from '../practice/catalogue-types.js';
import { keepGoing, runItBack, step } from '../practice/builders.js';
import { lessonPracticeSlug, type CourseSeed, type LessonSeed } from './catalogue-types.js';
import { fundamentalsCohort, speakingOnCamera, storiesThatStick } from './other-courses.js';
import { theBasics } from './the-basics.js';

/** Every seeded course, in the order the catalogue shows them. */
export const courseCatalogue: readonly CourseSeed[] = [
  theBasics,
  storiesThatStick,
  fundamentalsCohort,
  speakingOnCamera,
];

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
    estimatedDuration: `${lesson.estimatedDuration.min} - ${lesson.estimatedDuration.max} min`,
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
