import type { HomePageSchema } from '@impromptu/bff/contracts';
import { pages } from '@impromptu/bff/routes';
import type { z } from 'zod';
import type { CatalogueResult } from '~/courses/courses-data.server';
import type { Game } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';

type HomeClasses = NonNullable<z.output<typeof HomePageSchema>['classes']>;

export interface HomePageReads {
  games: Game[];
  /** Why the games could not be loaded, shown instead of the grid; null when they were. */
  problem: string | null;
  /** The course sections, or null without SELF_PACED_COURSES. */
  courses: CatalogueResult | null;
  /** The class sections, or null when the schedule could not be read. */
  classes: HomeClasses | null;
}

/**
 * Home's sections in one BFF request (ADR 0019). When the BFF cannot answer, the page still renders:
 * the games grid says why, and the course and class sections are left out.
 */
export async function loadHomePage(request: Request): Promise<HomePageReads> {
  await requireUserWithPlan(request);
  const answer = await bffFor(request).attempt(pages.home, {});
  if (!answer.ok) return { games: [], problem: answer.error.message, courses: null, classes: null };
  const page = answer.data;
  return {
    games: page.games,
    problem: null,
    courses: page.courses ? { catalogue: page.courses, problem: null } : null,
    classes: page.classes,
  };
}
