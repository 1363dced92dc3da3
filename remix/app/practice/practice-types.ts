import type { UpgradeLink } from '~/games/catalogue/upgrade';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import type { PracticeSessionSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';

export type PracticeSession = z.output<typeof PracticeSessionSchema>;
export type PracticeElement = PracticeSession['elements'][number];
export type PracticeGoal = NonNullable<PracticeElement['goal']>;
export type PracticeContent = NonNullable<PracticeElement['content']>;
export type PracticeInputStep = NonNullable<PracticeElement['input']>;
export type UserContent = PracticeSession['userContents'][number];

/** A practice the user's plan does not include: what it is, and where the plan that has it is had (issue 29 §6). */
export interface LockedPractice {
  locked: true;
  name: string;
  description: string;
  upgrade: UpgradeLink;
}

export interface PracticePageData {
  session: PracticeSession;
  /** Today's Practice: End Practice and the conclusion go to /games/home, the conclusion counts down to midnight. */
  daily: boolean;
  timeZone: string;
  /** A course lesson's practice: where its calls go, where End Practice and the conclusion lead. */
  course?: CoursePractice;
}

export interface CoursePractice {
  /** The course page: End Practice returns there. */
  exitTo: string;
  /** The conclusion's link: the next lesson's lecture when the course has no schedule and one exists, else the course. */
  conclusionTo: string;
  conclusionLabel: string;
  /** The course's name when this is its last lesson: the conclusion celebrates the whole course (issue 29 §7). */
  completesCourse?: string | null;
  /** The lesson's breakdown, summed up at the conclusion (spec 2 §2: the takeaway is labelled 'Lesson summary'). */
  breakdown: { type: string; text: string }[];
  /** The lesson whose practice this is: its routes for start, progress and retries, and its practice call (spec 2 §7). */
  courseSlug: string;
  lessonSlug: string;
}

export interface OutcomeGoal {
  index: number;
  name: string;
  gameShortCode: string;
  type: 'DURATION' | 'ROUNDS';
  progress: number;
}

export interface OutcomeInput {
  key: string;
  type: 'ARROW' | 'BOW' | 'NOTE' | 'MESSAGE' | 'TITLE';
  label: string;
  text: string;
}

/** Spec 2 §7 outcome: goals and inputs with progress. */
export interface PracticeOutcome {
  goals: OutcomeGoal[];
  inputs: OutcomeInput[];
}

/** Where End Practice and the conclusion of Today's Practice and named sessions go (spec 2 §2); a course's practice goes to its course. */
export const PRACTICE_HOME = '/games/home';

/** The practice lives in component state: other pages' actions (consent, time zone) must not reload it. */
export const practiceShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
