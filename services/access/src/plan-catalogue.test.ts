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
  VIRTUAL_COACH_DISCOUNTS,
  discountedPrice,
  lockedGamesOfferLine,
  oneTimeOptionLabel,
  pickerTiers,
  platformOfferInWords,
  platformPlan,
  tierPricing,
  tiersThatUnlock,
} from './plan-catalogue.js';
import {
  formatDollars,
  gamesInWords,
  gamesLockedOn,
  gamesOfPlan,
  listInWords,
  planIncludes,
  priceInWords,
} from './plan-copy.js';
import { GAMES_OPEN_TO_ALL } from './games.js';

describe('the plan picker reads the catalogue and the game-access rule', () => {
  it('offers Self-Paced (the free plan), Platform (bought at checkout, issue 44) and Coach-Led, in that order', () => {
    expect(
      pickerTiers().map((tier) => [tier.offer.tier, tier.plan, tier.priceMonthlyCents, tier.priceYearlyCents]),
    ).toEqual([
      ['Self-Paced', 'free', 0, 0],
      ['Platform', 'trainings', 3500, 29_500],
      ['Coach-Led', 'coach', 8700, null],
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
    expect(tiersThatUnlock('snow-globe')).toEqual(['Platform', 'Coach-Led']);
    expect(tiersThatUnlock('triple-step')).toEqual(['Self-Paced', 'Platform', 'Coach-Led']);
  });

  it('prices Coach-Led honestly: the one-time saving is 12 × $87 − $995, and the lower old prices are not shown', () => {
    const coach = PLAN_CATALOGUE.find((plan) => plan.code === 'coach')!;
    const pricing = tierPricing(coach);
    expect(pricing.monthly).toEqual({ cents: 8700, months: 12, totalCents: 104_400 });
    expect(pricing.oneTime).toEqual({ cents: 99_500, savingCents: 4900 });
    // Spec 3 §2.5's old prices ($67, $795) are below today's: next to them they would read as a price rise.
    expect(coach.offer.previousMonthlyCents).toBeLessThan(coach.priceMonthlyCents);
    expect(pricing.was).toEqual({ monthlyCents: null, oneTimeCents: null });
    // The saving in exact dollars: $49 is 4.7 %, which '5%' would overstate; spec 3's 'annual discount 30' fits no price.
    expect(oneTimeOptionLabel(pricing)).toBe('One-time (save $49)');
  });

  it('strikes a former price through only when it was higher than today', () => {
    const coach = PLAN_CATALOGUE.find((plan) => plan.code === 'coach')!;
    const cheaper = { ...coach, offer: { ...coach.offer, previousMonthlyCents: 9900, previousOneTimeCents: 99_500 } };
    expect(tierPricing(cheaper).was).toEqual({ monthlyCents: 9900, oneTimeCents: null });
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

describe('every screen reads its prices and counts from the catalogue and the gating (issue 24, ADR 0031)', () => {
  const free = PLAN_CATALOGUE.find((plan) => plan.code === 'free')!;
  const platform = PLAN_CATALOGUE.find((plan) => plan.code === 'trainings')!;
  const openToAll = GAMES_OPEN_TO_ALL.length;
  const total = GAME_CATALOGUE.length;

  it('counts the games of the free plan from the game-access rule, not from a typed number', () => {
    expect(openToAll).toBe(5);
    expect(gamesOfPlan('free')).toHaveLength(openToAll);
    expect(gamesLockedOn('free')).toHaveLength(total - openToAll);
    expect(gamesInWords('free')).toBe(`${openToAll} of the ${total} speaking games`);
    expect(gamesInWords('trainings')).toBe(`All ${total} speaking games`);
    expect(gamesInWords('free', { named: true })).toBe(
      '5 of the 10 speaking games: Triple Step, Conductor, Rapid Fire Autocomplete, Rapid Fire Analogies and Timer',
    );
  });

  it('describes Free and Platform on Billing by what they open, not by the “Access to 2 games” of spec 3', () => {
    expect(free.description).toBe(planIncludes('free'));
    expect(free.description).toBe('5 of the 10 speaking games, the free self-paced courses and the free live classes');
    expect(platform.description).toBe('All 10 speaking games, every self-paced course and live class, free and paid');
    expect(PLAN_CATALOGUE.map((plan) => plan.description).join(' ')).not.toMatch(/2 games/);
  });

  it('names every plan that opens the locked games on the plan picker, with the price Billing sells it at', () => {
    expect(platformPlan()).toMatchObject({ name: 'Platform', priceMonthlyCents: 3500, priceYearlyCents: 29_500 });
    expect(platformOfferInWords()).toBe('Platform at $35 a month or $295 a year');
    expect(lockedGamesOfferLine('free')).toBe(
      'The other 5 games come with a paid plan: Platform at $35 a month or $295 a year, or Coach-Led',
    );
    expect(lockedGamesOfferLine('trainings')).toBeNull();
  });

  it('says prices in words', () => {
    expect(priceInWords(3500, 'monthly')).toBe('$35 a month');
    expect(priceInWords(29_500, 'annually')).toBe('$295 a year');
  });

  it('prices the Virtual Coach offers as the catalogue less the discount the checkout applies', () => {
    expect(discountedPrice('virtual-coach-daily-trainings')).toEqual({ usualCents: 3500, cents: 1600, percentOff: 54 });
    expect(discountedPrice('virtual-coach-coach-72')).toEqual({ usualCents: 25_000, cents: 7000, percentOff: 72 });
    expect(VIRTUAL_COACH_DISCOUNTS.map((discount) => discount.id)).toEqual([
      'virtual-coach-daily-trainings',
      'virtual-coach-coach-72',
    ]);
    expect(() => discountedPrice('no-such-discount')).toThrow();
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
