import type {
  CertificateSchema,
  CourseCatalogueSchema,
  CoursePageSchema,
  LessonPageSchema,
} from '@impromptu/bff/contracts';
import type { z } from 'zod';

type CourseCatalogueRead = z.output<typeof CourseCatalogueSchema>;
type CourseCardRead = CourseCatalogueRead['selfPaced'][number];
/** A course as the catalogue's cards show it (ADR 0043, addendum 2): its outcomes and tags show on its own page only. */
export type CourseCard = Omit<CourseCardRead, 'outcomes' | 'tags'>;
export interface CourseCatalogue {
  cohortBased: CourseCard[];
  selfPaced: CourseCard[];
  inDevelopment: CourseCard[];
}

const courseCardView = ({ outcomes: _outcomes, tags: _tags, ...shown }: CourseCardRead): CourseCard => shown;

/** The catalogue as the pages send it to the browser: the cards without what they do not show. */
export function courseCatalogueView(read: CourseCatalogueRead): CourseCatalogue {
  return {
    cohortBased: read.cohortBased.map(courseCardView),
    selfPaced: read.selfPaced.map(courseCardView),
    inDevelopment: read.inDevelopment.map(courseCardView),
  };
}
export type CoursePage = z.output<typeof CoursePageSchema>;
export type LessonCard = CoursePage['lessons'][number];
export type LessonPage = z.output<typeof LessonPageSchema>;
export type Certificate = z.output<typeof CertificateSchema>;

export const COURSES_PATH = '/games/course';
export const coursePath = (courseSlug: string) => `${COURSES_PATH}/${courseSlug}`;
export const lessonSectionPath = (
  courseSlug: string,
  lessonSlug: string,
  section: 'lecture' | 'practice' | 'certificate',
) => `${coursePath(courseSlug)}/lesson/${lessonSlug}/${section}`;
/** The web app's resource routes that relay a course call to the BFF. */
export const courseResourcePath = (courseSlug: string, lessonSlug?: string) =>
  lessonSlug === undefined
    ? `/resources/courses/${courseSlug}`
    : `/resources/courses/${courseSlug}/lessons/${lessonSlug}`;

/** Where Continue leads: the first open lesson not yet done, its lecture or its practice; null when none is open. */
export function continuePath(courseSlug: string, lessons: LessonCard[]): string | null {
  const next = lessons.find((lesson) => lesson.action === 'START' || lesson.action === 'CONTINUE');
  if (!next) return null;
  return lessonSectionPath(courseSlug, next.slug, next.action === 'CONTINUE' ? 'practice' : 'lecture');
}

/** Spec 2 §2: a cohort course's learn-more page carries tracking parameters naming the page it was opened from. */
export function learnMoreHref(url: string, page: 'home' | 'catalogue' | 'course'): string {
  const target = new URL(url);
  target.searchParams.set('utm_source', 'impromptu');
  target.searchParams.set('utm_medium', 'app');
  target.searchParams.set('utm_campaign', 'cohort-courses');
  target.searchParams.set('utm_content', page);
  return target.toString();
}
