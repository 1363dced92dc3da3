import { describe, expect, it } from '@jest/globals';
import { GAME_CATALOGUE } from '@impromptu/games';
import {
  AREA_PATHS,
  BUILT_AREAS,
  linkedNavigation,
  navigationFor,
  planPickerServes,
  upgradePath,
} from './navigation.js';
import {
  PLAN_CATALOGUE,
  formatDollars,
  gamesOfPlan,
  listInWords,
  pickerTiers,
  tierPricing,
  tiersThatUnlock,
} from './plan-catalogue.js';

describe('the plan picker reads the catalogue and the game-access rule', () => {
  it('offers Self-Paced (the free plan) and Coach-Led (the coach plan), in that order', () => {
    expect(pickerTiers().map((tier) => [tier.offer.tier, tier.plan, tier.priceMonthlyCents])).toEqual([
      ['Self-Paced', 'free', 0],
      ['Coach-Led', 'coach', 8700],
    ]);
  });

  it('gives the free plan the five games open to all, and the coach plan all ten (spec 2 §6)', () => {
    expect(gamesOfPlan('free').map((game) => game.name)).toEqual([
      'Triple Step',
      'Conductor',
      'Rapid Fire Autocomplete',
      'Rapid Fire Analogies',
      'Timer',
    ]);
    expect(gamesOfPlan('coach')).toHaveLength(GAME_CATALOGUE.length);
  });

  it('names the tier a user can buy for a locked game, never a plan the picker does not sell', () => {
    expect(tiersThatUnlock('snow-globe')).toEqual(['Coach-Led']);
    expect(tiersThatUnlock('triple-step')).toEqual(['Self-Paced', 'Coach-Led']);
  });

  it('prices Coach-Led honestly: the one-time saving is 12 × $87 − $995, the old prices are lower and only history', () => {
    const coach = PLAN_CATALOGUE.find((plan) => plan.code === 'coach')!;
    const pricing = tierPricing(coach);
    expect(pricing.monthly).toEqual({ cents: 8700, months: 12, totalCents: 104_400 });
    expect(pricing.oneTime).toEqual({ cents: 99_500, savingCents: 4900, savingPercent: 5 });
    expect(pricing.previous).toEqual({ monthlyCents: 6700, oneTimeCents: 79_500 });
    // An old price below today's is never a saving.
    expect(pricing.previous.monthlyCents!).toBeLessThan(pricing.monthly!.cents);
  });

  it('formats dollars and lists names in words', () => {
    expect([formatDollars(104_400), formatDollars(0), formatDollars(1250)]).toEqual(['$1,044', '$0', '$12.50']);
    expect([listInWords([]), listInWords(['A']), listInWords(['A', 'B']), listInWords(['A', 'B', 'C'])]).toEqual([
      '',
      'A',
      'A and B',
      'A, B and C',
    ]);
  });
});

describe('links only to areas that exist', () => {
  it('links every built area (all of them now), whatever else the rules allow', () => {
    const everything = navigationFor({
      groupsWithCurriculum: [{ type: 'FUNDAMENTALS_CLASS', status: 'ACTIVE' }],
      features: { SELF_PACED_COURSES: true, VIRTUAL_COACH: true, ADMIN_ONLY: true },
    });
    expect(linkedNavigation(everything)).toEqual({
      home: true,
      classes: true,
      cohorts: true,
      assessments: true,
      games: true,
      courses: true,
      virtualCoach: true,
      admin: true,
      bots: true,
    });
    expect(linkedNavigation({ ...everything, admin: false, bots: false, courses: false })).toMatchObject({
      admin: false,
      bots: false,
      courses: false,
    });
  });

  it('sends every Upgrade to billing now that it is built (spec 2 §2), whatever the plan', () => {
    expect(BUILT_AREAS.billing).toBe(true);
    expect(planPickerServes(null)).toBe(true);
    expect(planPickerServes('free')).toBe(false);
    expect(upgradePath(null)).toBe(AREA_PATHS.billing);
    expect(upgradePath('free')).toBe(AREA_PATHS.billing);
  });
});
