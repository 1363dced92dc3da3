import { describe, expect, it } from '@jest/globals';
import { isFeatureAvailable, isFeatureUsedUp, isStaffEmail, type FeatureAvailabilityInput } from './features.js';

const planWide = { name: 'VIRTUAL_COACH', isOn: true, plans: ['free', 'trainings', 'free_trainings'] };
const adminOnly = { name: 'ADMIN_ONLY', isOn: true, plans: [] };
const entry = (overrides: Partial<{ isViewable: boolean; isLocked: boolean; endCount: number | null }> = {}) => ({
  isViewable: true,
  isLocked: false,
  endCount: null,
  ...overrides,
});
const staff = ['Staff@Example.com', ' tester@example.com '];

function input(overrides: Partial<FeatureAvailabilityInput>): FeatureAvailabilityInput {
  return {
    feature: planWide,
    userFeature: entry(),
    plan: 'trainings',
    email: 'learner@example.com',
    staffAllowList: staff,
    ...overrides,
  };
}

describe('isFeatureAvailable (spec 1 §6 feature gating)', () => {
  it.each<[string, Partial<FeatureAvailabilityInput>, boolean]>([
    ['viewable entry and plan in the list', {}, true],
    ['stored free_trainings in the list matches the plan trainings-free', { plan: 'trainings-free' }, true],
    ['plan not in the list', { plan: 'coach' }, false],
    ['no plan', { plan: null }, false],
    ['entry not viewable', { userFeature: entry({ isViewable: false }) }, false],
    ['no entry: the entry defaults (viewable) apply', { userFeature: undefined }, true],
    ['no entry and plan not in the list', { userFeature: undefined, plan: 'simulator' }, false],
    ['feature switched off', { feature: { ...planWide, isOn: false } }, false],
    ['unknown feature', { feature: undefined }, false],
    ['per-user grant: viewable, unlocked entry', { feature: adminOnly }, true],
    ['per-user grant needs no plan', { feature: adminOnly, plan: null }, true],
    ['per-user grant: no entry', { feature: adminOnly, userFeature: undefined }, false],
    ['per-user grant: locked entry', { feature: adminOnly, userFeature: entry({ isLocked: true }) }, false],
    ['per-user grant: entry not viewable', { feature: adminOnly, userFeature: entry({ isViewable: false }) }, false],
    [
      'allow-listed e-mail, any case, overrides a missing grant',
      { feature: adminOnly, userFeature: undefined, email: 'STAFF@example.COM' },
      true,
    ],
    [
      'allow-listed e-mail overrides plan and viewability',
      { plan: null, userFeature: entry({ isViewable: false }), email: 'tester@example.com' },
      true,
    ],
    [
      'allow-listed e-mail sees a feature switched off',
      { feature: { ...planWide, isOn: false }, email: 'staff@example.com' },
      true,
    ],
    ['allow-list never invents a feature', { feature: undefined, email: 'staff@example.com' }, false],
    ['empty allow-list grants nothing', { feature: adminOnly, userFeature: undefined, staffAllowList: [] }, false],
  ])('%s → %p', (_name, overrides, expected) => {
    expect(isFeatureAvailable(input(overrides))).toBe(expected);
  });
});

describe('isStaffEmail', () => {
  it('compares case-insensitively and trimmed, never matching an empty address', () => {
    expect(isStaffEmail('tester@EXAMPLE.com', staff)).toBe(true);
    expect(isStaffEmail('other@example.com', staff)).toBe(false);
    expect(isStaffEmail('', ['', ' '])).toBe(false);
  });
});

describe('isFeatureUsedUp', () => {
  it.each([
    [{ endCount: 0 }, true],
    [{ endCount: 1 }, false],
    [{ endCount: null }, false],
    [undefined, false],
  ])('%p → %p', (userFeature, expected) => {
    expect(isFeatureUsedUp(userFeature)).toBe(expected);
  });
});
