import { describe, expect, it } from '@jest/globals';
import { canPlayGame, GAMES_OPEN_TO_ALL, LOCKED_GAMES_FOR_FREE } from './games.js';
import { PLAN_CODES, type PlanCode } from './plan.js';

describe('canPlayGame (spec 2 §6 plan access)', () => {
  it('lists the five open and the five locked games of the spec', () => {
    expect([...GAMES_OPEN_TO_ALL].sort()).toEqual(['analogies', 'autocomplete', 'conductor', 'timer', 'triple-step']);
    expect([...LOCKED_GAMES_FOR_FREE].sort()).toEqual([
      'analogies-breath',
      'autocomplete-breath',
      'podcast',
      'slideshow',
      'snow-globe',
    ]);
  });

  it.each(
    GAMES_OPEN_TO_ALL.flatMap((game) =>
      [...PLAN_CODES, null].flatMap(
        (plan) =>
          [
            [game, plan, false],
            [game, plan, true],
          ] as const,
      ),
    ),
  )('open game %s on plan %p (paused %p) → playable', (game, plan, paused) => {
    expect(canPlayGame(game, plan, paused)).toBe(true);
  });

  it.each<[PlanCode | null, boolean, boolean]>([
    ['free', false, false],
    [null, false, false],
    ['simulator', false, true],
    ['trainings', false, true],
    ['trainings-free', false, true],
    ['coach', false, true],
    ['simulator', true, false],
    ['trainings', true, false],
    ['trainings-free', true, false],
    ['coach', true, false],
  ])('locked games on plan %p (paused %p) → %p', (plan, paused, expected) => {
    for (const game of LOCKED_GAMES_FOR_FREE) expect(canPlayGame(game, plan, paused)).toBe(expected);
  });
});
