import { GAME_CATALOGUE } from '@impromptu/games';
import { opensPaidContent, PLANS_WITH_PAID_CONTENT } from './paid-content.js';
import type { PlanCode } from './plan.js';

/** Spec 2 §6: the games every plan may play. */
export const GAMES_OPEN_TO_ALL: readonly string[] = GAME_CATALOGUE.filter((game) => game.openToAllPlans).map(
  (game) => game.shortCode,
);

/** Spec 2 §6: the games a free plan (or none, or a paused plan) sees greyed with 'Upgrade to play'. */
export const LOCKED_GAMES_FOR_FREE: readonly string[] = GAME_CATALOGUE.filter((game) => !game.openToAllPlans).map(
  (game) => game.shortCode,
);

/** Plans that open the locked games while they are not paused. */
export const PLANS_WITH_EVERY_GAME: readonly PlanCode[] = PLANS_WITH_PAID_CONTENT;

export const UPGRADE_TO_PLAY = 'Upgrade to play';

/** Whether the plan lets its user play the game: the web greys the card, the BFF refuses the session (403). */
export function canPlayGame(shortCode: string, plan: PlanCode | null, isPlanPaused: boolean): boolean {
  if (!LOCKED_GAMES_FOR_FREE.includes(shortCode)) return true;
  return opensPaidContent(plan, isPlanPaused);
}
