import { canPlayGame } from './games.js';
import { planFromStored, type PlanCode } from './plan.js';
import { formatDollars, gamesLockedOn, planIncludes, priceInWords } from './plan-copy.js';

/** A plan's code as it is stored (spec 3 §3 stores the class-subscription plan as free_trainings). */
export type StoredPlanCode = 'free' | 'trainings' | 'legacy_trainings' | 'coach' | 'free_trainings' | 'simulator';

export interface CatalogueOffer {
  /** The tier's name on the plan picker (/subscriptions, spec 3 §2.5): the name a user can buy. */
  tier: string;
  /** Spec 3 §9's other way to pay for the tier, once, in cents; null when there is none. */
  oneTimeCents: number | null;
  /** How many monthly payments the monthly price is for (spec 3 §9: '$87 per month for 12 months'). */
  months: number | null;
  /** Spec 3 §2.5's old prices, in cents: what the tier cost before, never a saving. */
  previousMonthlyCents: number | null;
  previousOneTimeCents: number | null;
}

export interface CataloguePlan {
  code: StoredPlanCode;
  name: string;
  description: string;
  priceMonthlyCents: number | null;
  priceYearlyCents: number | null;
  isLegacy: boolean;
  /** On the plan picker: the plans a user can choose there. */
  offer: CatalogueOffer | null;
}

/**
 * The plan catalogue of spec 3 §3 with the prices of spec 3 §9, the one source of every plan's name and price:
 * the database is seeded from it and the plan picker reads it. Payment-provider price ids come from configuration.
 */
export const PLAN_CATALOGUE = [
  {
    code: 'free',
    name: 'Free',
    // Spec 3 §3 reads 'Access to 2 games'; spec 2 §6 opens 5 games to every plan. The gating decides (ADR 0031).
    description: planIncludes('free'),
    priceMonthlyCents: 0,
    priceYearlyCents: 0,
    isLegacy: false,
    offer: {
      tier: 'Self-Paced',
      oneTimeCents: null,
      months: null,
      previousMonthlyCents: null,
      previousOneTimeCents: null,
    },
  },
  {
    code: 'trainings',
    name: 'Platform',
    description: planIncludes('trainings'),
    priceMonthlyCents: 3500,
    priceYearlyCents: 29500,
    isLegacy: false,
    // Issue 44 (10): a new customer buys Platform on the plan picker, monthly or yearly, through its checkout.
    offer: {
      tier: 'Platform',
      oneTimeCents: null,
      months: null,
      previousMonthlyCents: null,
      previousOneTimeCents: null,
    },
  },
  {
    code: 'legacy_trainings',
    name: 'Platform (Legacy)',
    description: planIncludes('trainings'),
    priceMonthlyCents: 1600,
    priceYearlyCents: 13400,
    isLegacy: true,
    offer: null,
  },
  // Spec 3 §9 prices Coach-Led at $87 a month for 12 months, or $995 once (which is not a yearly price).
  {
    code: 'coach',
    name: 'Coach',
    description: 'Coach-Led training with a personal coach',
    priceMonthlyCents: 8700,
    priceYearlyCents: null,
    isLegacy: false,
    offer: {
      tier: 'Coach-Led',
      oneTimeCents: 99500,
      months: 12,
      previousMonthlyCents: 6700,
      previousOneTimeCents: 79500,
    },
  },
  // Spec 1 calls this plan `trainings-free`: an ACTIVE class subscription resolves to it, so it has no catalogue price.
  {
    code: 'free_trainings',
    name: 'Daily Trainings',
    description: 'Daily trainings included with your class',
    priceMonthlyCents: null,
    priceYearlyCents: null,
    isLegacy: false,
    offer: null,
  },
  // The specs name the simulator plan without a price or description.
  {
    code: 'simulator',
    name: 'Simulator',
    description: 'Speaking simulator',
    priceMonthlyCents: null,
    priceYearlyCents: null,
    isLegacy: false,
    offer: null,
  },
] as const satisfies readonly CataloguePlan[];

/** The tiers of the plan picker, in its order, each with the plan it gives. */
export function pickerTiers(): (CataloguePlan & { offer: CatalogueOffer; plan: PlanCode })[] {
  return (PLAN_CATALOGUE as readonly CataloguePlan[]).flatMap((entry) => {
    const plan = planFromStored(entry.code);
    return entry.offer && plan ? [{ ...entry, offer: entry.offer, plan }] : [];
  });
}

/** The names of the picker's tiers that open a game the user's plan locks: what the upgrade prompts name. */
export function tiersThatUnlock(shortCode: string): string[] {
  return pickerTiers()
    .filter((tier) => canPlayGame(shortCode, tier.plan, false))
    .map((tier) => tier.offer.tier);
}

export interface TierPricing {
  monthly: { cents: number; months: number | null; totalCents: number | null } | null;
  oneTime: { cents: number; savingCents: number | null } | null;
  /**
   * A former price to strike through: only one above today's, a real reduction. Spec 3 §2.5's old prices ($67, $795)
   * are below today's, so they are not shown at all: next to a higher price they only read as a price rise (ADR 0031).
   */
  was: { monthlyCents: number | null; oneTimeCents: number | null };
}

const above = (old: number | null | undefined, now: number | null | undefined): number | null =>
  old !== null && old !== undefined && now !== null && now !== undefined && old > now ? old : null;

/**
 * The prices of a picker tier as the page shows them. A saving is only ever the difference between the two ways to
 * pay today (12 × $87 = $1,044 against $995 once: $49); an old price lower than today's is never shown.
 */
export function tierPricing(entry: CataloguePlan): TierPricing {
  const offer = entry.offer;
  const months = offer?.months ?? null;
  const monthly =
    entry.priceMonthlyCents === null
      ? null
      : {
          cents: entry.priceMonthlyCents,
          months,
          totalCents: months === null ? null : entry.priceMonthlyCents * months,
        };
  const oneTimeCents = offer?.oneTimeCents ?? null;
  let oneTime: TierPricing['oneTime'] = null;
  if (oneTimeCents !== null) {
    const total = monthly?.totalCents ?? null;
    oneTime = {
      cents: oneTimeCents,
      savingCents: total !== null && total > oneTimeCents ? total - oneTimeCents : null,
    };
  }
  return {
    monthly,
    oneTime,
    was: {
      monthlyCents: above(offer?.previousMonthlyCents, entry.priceMonthlyCents),
      oneTimeCents: above(offer?.previousOneTimeCents, oneTimeCents),
    },
  };
}

/**
 * The picker's one-time option: 'One-time (save $49)'. The saving is said in dollars, the exact figure: 4.7 % would
 * round up to '5%', and spec 3 §2.5's 'annual discount 30' matches no two prices of the catalogue (ADR 0031).
 */
export function oneTimeOptionLabel(pricing: TierPricing): string {
  const saving = pricing.oneTime?.savingCents ?? null;
  return saving ? `One-time (save ${formatDollars(saving)})` : 'One-time';
}

type PricedEntry = CataloguePlan & { priceMonthlyCents: number; priceYearlyCents: number };

/** The plan sold on Plan & Billing that opens every game: Platform at its current (not legacy) prices. */
export function platformPlan(): PricedEntry {
  const platform = (PLAN_CATALOGUE as readonly CataloguePlan[]).find(
    (entry) => entry.code === 'trainings' && !entry.isLegacy,
  );
  if (!platform || platform.priceMonthlyCents === null || platform.priceYearlyCents === null)
    throw new Error('The plan catalogue has no priced Platform plan');
  return platform as PricedEntry;
}

/** 'Platform at $35 a month or $295 a year': how an upgrade prompt names the plan it leads to, and its price. */
export function platformOfferInWords(): string {
  const platform = platformPlan();
  return `${platform.name} at ${priceInWords(platform.priceMonthlyCents, 'monthly')} or ${priceInWords(platform.priceYearlyCents, 'annually')}`;
}

/**
 * The plan picker's line under the free tier: how many games it leaves locked, and every tier of the picker that opens
 * them — Platform with its prices, and Coach-Led (issue 24: not only Coach-Led at $87).
 */
export function lockedGamesOfferLine(plan: PlanCode): string | null {
  const locked = gamesLockedOn(plan);
  if (locked.length === 0) return null;
  const ways = pickerTiers()
    .filter((tier) => locked.every((game) => canPlayGame(game.shortCode, tier.plan, false)))
    .map((tier) => (tier.code === 'trainings' ? platformOfferInWords() : tier.offer.tier));
  return `The other ${locked.length} games come with a paid plan: ${ways.join(', or ')}`;
}

// ——— Plans sold by card from the Virtual Coach (spec 2 §9, spec 3 §9) ———

/**
 * Spec 3 §9: the Coach plan sold by card (the Virtual Coach's Coach offer, 'was $250') at $250 a month. Coach-Led's
 * $87 × 12 or $995 (spec 3 §2.5) is booked on the cohort page, not by card, so it is not a card price.
 */
export const COACH_CARD_MONTHLY_CENTS = 25_000;

/** A discount that checkout knows by id (spec 2 §7 discountIds): a coupon for one plan and period, kept forever. */
export interface CatalogueDiscount {
  id: string;
  name: string;
  plan: 'trainings' | 'coach';
  period: 'monthly' | 'annually';
  percentOff?: number;
  amountOffCents?: number;
}

/**
 * The Virtual Coach's payment offers (spec 2 §9, spec 3 §9) as coupons: Daily Trainings, Platform monthly ($35)
 * less $19 = a $16 per month pass; Coach, $250 less 72 % = $70.
 */
export const VIRTUAL_COACH_DISCOUNTS: readonly CatalogueDiscount[] = [
  {
    id: 'virtual-coach-daily-trainings',
    name: 'Virtual Coach: Daily Trainings pass',
    plan: 'trainings',
    period: 'monthly',
    amountOffCents: 1_900,
  },
  {
    id: 'virtual-coach-coach-72',
    name: 'Virtual Coach: Coach 72% off',
    plan: 'coach',
    period: 'monthly',
    percentOff: 72,
  },
];

/** What a plan costs by card for a period, in cents: Platform's catalogue prices, the Coach plan's card price. */
export function cardPriceCents(plan: 'trainings' | 'coach', period: 'monthly' | 'annually'): number | null {
  if (plan === 'coach') return period === 'monthly' ? COACH_CARD_MONTHLY_CENTS : null;
  const platform = platformPlan();
  return period === 'monthly' ? platform.priceMonthlyCents : platform.priceYearlyCents;
}

/** A price after a coupon (spec 3 §3: percent_off, or amount_off in cents), rounded to the cent, never below zero. */
export function applyCoupon(
  cents: number,
  coupon: { percentOff: number | null; amountOffCents: number | null },
): number {
  if (coupon.percentOff !== null) return Math.max(0, Math.round(cents * (1 - coupon.percentOff / 100)));
  return Math.max(0, cents - (coupon.amountOffCents ?? 0));
}

/**
 * The price a discount gives, from the catalogue: the usual price, the price paid, and the whole percent off
 * (rounded down, never more than the discount gives).
 */
export function discountedPrice(discountId: string): { usualCents: number; cents: number; percentOff: number } {
  const discount = VIRTUAL_COACH_DISCOUNTS.find((entry) => entry.id === discountId);
  const usualCents = discount ? cardPriceCents(discount.plan, discount.period) : null;
  if (!discount || usualCents === null) throw new Error(`No catalogue price for the discount ${discountId}`);
  const cents = applyCoupon(usualCents, {
    percentOff: discount.percentOff ?? null,
    amountOffCents: discount.amountOffCents ?? null,
  });
  return { usualCents, cents, percentOff: Math.floor(((usualCents - cents) / usualCents) * 100 + 1e-9) };
}
