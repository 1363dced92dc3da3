import { GAME_CATALOGUE } from '@impromptu/games';
import { canPlayGame } from './games.js';
import { planFromStored, type PlanCode } from './plan.js';

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
    description: 'Access to 2 games',
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
    description: "Every game, Today's Practice, self-paced courses and live classes",
    priceMonthlyCents: 3500,
    priceYearlyCents: 29500,
    isLegacy: false,
    offer: null,
  },
  {
    code: 'legacy_trainings',
    name: 'Platform (Legacy)',
    description: "Every game, Today's Practice, self-paced courses and live classes",
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

/** The names of the picker's tiers that open a game the user's plan locks: what the upgrade prompts name. */
export function tiersThatUnlock(shortCode: string): string[] {
  return pickerTiers()
    .filter((tier) => canPlayGame(shortCode, tier.plan, false))
    .map((tier) => tier.offer.tier);
}

/** 'A', 'A and B', 'A, B and C'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export interface TierPricing {
  monthly: { cents: number; months: number | null; totalCents: number | null } | null;
  oneTime: { cents: number; savingCents: number | null; savingPercent: number | null } | null;
  /** What the tier cost before (spec 3 §2.5), shown as history, never struck through against a higher price. */
  previous: { monthlyCents: number | null; oneTimeCents: number | null };
}

/**
 * The prices of a picker tier as the page shows them. A saving is only ever the difference between the two ways to
 * pay today (12 × $87 = $1,044 against $995 once: $49, 5 %); an old price is history, never a saving.
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
    const saving = total !== null && total > oneTimeCents ? total - oneTimeCents : null;
    oneTime = {
      cents: oneTimeCents,
      savingCents: saving,
      savingPercent: saving === null || total === null ? null : Math.round((saving / total) * 100),
    };
  }
  return {
    monthly,
    oneTime,
    previous: { monthlyCents: offer?.previousMonthlyCents ?? null, oneTimeCents: offer?.previousOneTimeCents ?? null },
  };
}

/** Whole dollars as '$1,044' (cents that are not whole show as '$12.50'). */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`;
}
