import { GAME_CATALOGUE } from '@impromptu/games';
import { formatDollars } from '@impromptu/kernel';
import { canPlayGame } from './games.js';
import { opensPaidContent } from './paid-content.js';
import type { PlanCode } from './plan.js';

// The words every screen uses for what a plan includes, computed from the game-access rule (spec 2 §6) and the one
// paid-content rule, never typed: when the gating changes, Billing, the plan picker, the offer page and the upgrade
// prompts change with it (issue 24, ADR 0031).

export interface GameName {
  shortCode: string;
  name: string;
}

/** The games a plan plays, by the game-access rule of spec 2 §6, in the catalogue's order. */
export function gamesOfPlan(plan: PlanCode): GameName[] {
  return GAME_CATALOGUE.filter((game) => canPlayGame(game.shortCode, plan, false)).map(({ shortCode, name }) => ({
    shortCode,
    name,
  }));
}

/** The games a plan leaves locked (those a paid plan adds), in the catalogue's order. */
export function gamesLockedOn(plan: PlanCode): GameName[] {
  const open = new Set(gamesOfPlan(plan).map((game) => game.shortCode));
  return GAME_CATALOGUE.filter((game) => !open.has(game.shortCode)).map(({ shortCode, name }) => ({ shortCode, name }));
}

/** 'A', 'A and B', 'A, B and C'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'All 10 speaking games', or '5 of the 10 speaking games' (with their names when asked). */
export function gamesInWords(plan: PlanCode, options: { named?: boolean } = {}): string {
  const games = gamesOfPlan(plan);
  const total = GAME_CATALOGUE.length;
  if (games.length === total) return `All ${total} speaking games`;
  const count = `${games.length} of the ${total} speaking games`;
  return options.named ? `${count}: ${listInWords(games.map((game) => game.name))}` : count;
}

/**
 * What a plan includes, in one line: its games, and the courses and live classes it opens. The free plan plays the
 * games open to all and takes the free courses and classes; a plan that opens paid content takes all of them.
 */
export function planIncludes(plan: PlanCode): string {
  const paid = opensPaidContent(plan, false);
  return `${gamesInWords(plan)}, ${paid ? 'every self-paced course and live class, free and paid' : 'the free self-paced courses and the free live classes'}`;
}

// The plans' prices are written by the one money formatter (the kernel's); the plan copy hands it on.
export { formatDollars };

/** '$35 a month', '$295 a year'. */
export function priceInWords(cents: number, period: 'monthly' | 'annually'): string {
  return `${formatDollars(cents)} a ${period === 'annually' ? 'year' : 'month'}`;
}
