import type { HomePageSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';
import type { CatalogueResult } from '~/courses/courses-data.server';
import { courseCatalogueView } from '~/courses/courses-types';
import type { CatalogueGame } from '~/games/catalogue/game-card';
import { hasDailyPractice } from '~/practice/daily-practice.server';
import { pages } from '@impromptu/bff/routes';
import { bffRefusal, type Game } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { loadPageRead, requireUserWithPlan } from '~/utils/session.server';

type HomeClasses = NonNullable<z.output<typeof HomePageSchema>['classes']>;

export interface HomePageReads {
  games: Game[];
  /** Why the games could not be loaded, shown instead of the grid; null when they were. */
  problem: string | null;
  /** The course sections, or null without SELF_PACED_COURSES. */
  courses: CatalogueResult | null;
  /** The class sections, or null when the schedule could not be read. */
  classes: HomeClasses | null;
  /** Today's Practice card, or null without DAILY_PRACTICE (a status that cannot be read shows it as not done). */
  dailyPractice: { doneToday: boolean } | null;
}

/**
 * Home's sections, its shell and Today's Practice card in one BFF request (ADR 0019, 0043). When the BFF cannot answer, the page still renders:
 * the games grid says why, and the course and class sections are left out.
 */
export async function loadHomePage(
  request: Request,
  /** The page viewed: /games/dashboard shows a part of home's read and asks the same one (ADR 0043 addendum). */
  page: '/games/home' | '/games/dashboard' = '/games/home',
): Promise<HomePageReads> {
  await requireUserWithPlan(request);
  try {
    // The view's one BFF request, shared with the shell's loaders (ADR 0043); a revalidation of home alone reads it anew.
    const read = (await loadPageRead(request, page)) ?? (await bffFor(request).call(pages.home, {}));
    return {
      games: read.games,
      problem: null,
      courses: read.courses ? { catalogue: courseCatalogueView(read.courses), problem: null } : null,
      classes: read.classes,
      dailyPractice: read.dailyPractice
        ? { doneToday: read.dailyPractice.completed }
        : (await hasDailyPractice(request))
          ? { doneToday: false }
          : null,
    };
  } catch (caught) {
    const error = bffRefusal(caught);
    return {
      games: [],
      problem: error.message,
      courses: null,
      classes: null,
      dailyPractice: (await hasDailyPractice(request)) ? { doneToday: false } : null,
    };
    throw error;
  }
}

/** A game as its card shows it (ADR 0043, addendum 2): the catalogue's description and tutorial stay on the server. */
export function gameCardView({ id, shortCode, name, subtitle, colour }: Game): CatalogueGame {
  return { id, shortCode, name, subtitle, colour };
}
