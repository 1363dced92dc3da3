import { describe, expect, it } from '@jest/globals';
import { canPlayGame } from './games.js';
import { opensPaidContent, paidContentAccess } from './paid-content.js';

describe('the one paused rule for paid content (spec 2 §6, spec 3 §2.8, issue 24)', () => {
  it('opens paid content on every paid plan that is not paused', () => {
    for (const plan of ['simulator', 'trainings', 'trainings-free', 'coach'] as const) {
      expect(paidContentAccess(plan, false)).toBe('open');
      expect(paidContentAccess(plan, true)).toBe('paused');
      expect(opensPaidContent(plan, true)).toBe(false);
    }
  });

  it('asks the free plan, or none, to upgrade, paused or not', () => {
    expect(paidContentAccess('free', false)).toBe('upgrade');
    expect(paidContentAccess('free', true)).toBe('upgrade');
    expect(paidContentAccess(null, false)).toBe('upgrade');
  });

  it('games follow it: a paused Platform plan locks the paid games and keeps the open ones', () => {
    expect(canPlayGame('snow-globe', 'trainings', false)).toBe(true);
    expect(canPlayGame('snow-globe', 'trainings', true)).toBe(false);
    expect(canPlayGame('timer', 'trainings', true)).toBe(true);
  });
});
