import { billingContext } from '@impromptu/billing';
import { opsProjections, type Projection } from '@impromptu/event-store';
import { classesContext } from '@impromptu/classes';
import { coachContext } from '@impromptu/coach';
import { playContext } from '@impromptu/play';
import { practiceContext } from '@impromptu/practice';
import { coursesContext } from '@impromptu/courses';
import { assessmentsContext } from '@impromptu/assessments';

/**
 * Every bounded context, as the worker, the ops CLI and the BFF compose them. Adding a context is
 * one line here (and its package among this package's dependencies); no other shared list changes.
 */
export const contexts = [
  playContext,
  practiceContext,
  coursesContext,
  classesContext,
  billingContext,
  coachContext,
  assessmentsContext,
] as const;

/** Every projection the worker keeps up to date and the ops interface can rebuild. */
export const projections: Projection[] = [
  ...opsProjections,
  ...contexts.flatMap((context): readonly Projection[] => context.projections),
];
