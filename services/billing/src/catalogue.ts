import { COACH_CARD_MONTHLY_CENTS, PLAN_CATALOGUE, platformPlan, VIRTUAL_COACH_DISCOUNTS } from '@impromptu/access';
import { EMBEDDED_PRICE_IDS, type BillingPeriod, type EmbeddedCatalogue, type PaidPlan } from '@impromptu/integrations';

/** Spec 3 §2.6 / §9: the offer page applies one fixed promotion code to the annual plan. */
export const OFFER_PROMOTION_CODE = 'PLAYBOOK';

/** Spec 3 §9: the offer page's base annual price, in cents: the Platform plan's yearly price in the catalogue. */
export const OFFER_BASE_ANNUAL_CENTS = platformPlan().priceYearlyCents;

const planOf = (code: 'trainings' | 'legacy_trainings') => {
  const plan = PLAN_CATALOGUE.find((entry) => entry.code === code);
  if (!plan || plan.priceMonthlyCents === null || plan.priceYearlyCents === null)
    throw new Error(`The plan catalogue has no prices for ${code}`);
  return plan;
};

/** Spec 3 §9: the Coach plan sold by card at $250 a month (the plan catalogue's card price). */
export const COACH_MONTHLY_CENTS = COACH_CARD_MONTHLY_CENTS;

/** A discount that create-checkout-session knows by id (spec 2 §7 discountIds): a coupon for one plan and period. */
export interface CheckoutDiscount {
  /** The coupon's id at the provider: created with this id by the seed (embedded) or once by operations (Stripe). */
  id: string;
  name: string;
  plan: PaidPlan;
  period: BillingPeriod;
  percentOff?: number;
  amountOffCents?: number;
}

/** The Virtual Coach's payment offers (spec 2 §9, spec 3 §9) as coupons, from the plan catalogue. */
export const CHECKOUT_DISCOUNTS: readonly CheckoutDiscount[] = VIRTUAL_COACH_DISCOUNTS;

export function checkoutDiscount(id: string): CheckoutDiscount | null {
  return CHECKOUT_DISCOUNTS.find((discount) => discount.id === id) ?? null;
}

/**
 * What the embedded payment service sells when `npm start` runs without Stripe: the paid plans of the catalogue
 * at their prices (spec 3 §9), and coupons with promotion codes to try, one of them expired.
 */
export function embeddedCatalogue(now: Date): EmbeddedCatalogue {
  const platform = planOf('trainings');
  const legacy = planOf('legacy_trainings');
  const yearAgo = new Date(now.getTime() - 365 * 24 * 3600 * 1000);
  return {
    products: [
      { id: 'prod_platform', name: platform.name, description: platform.description },
      { id: 'prod_platform_legacy', name: legacy.name, description: legacy.description },
      {
        id: 'prod_coach',
        name: 'Coach',
        description: 'Live coaching from a professional, with feedback on every exercise you record',
      },
    ],
    prices: [
      {
        id: EMBEDDED_PRICE_IDS.trainings.monthly,
        product: 'prod_platform',
        unitAmountCents: platform.priceMonthlyCents,
        interval: 'month',
      },
      {
        id: EMBEDDED_PRICE_IDS.trainings.annually,
        product: 'prod_platform',
        unitAmountCents: platform.priceYearlyCents,
        interval: 'year',
      },
      {
        id: EMBEDDED_PRICE_IDS.legacy_trainings.monthly,
        product: 'prod_platform_legacy',
        unitAmountCents: legacy.priceMonthlyCents,
        interval: 'month',
      },
      {
        id: EMBEDDED_PRICE_IDS.legacy_trainings.annually,
        product: 'prod_platform_legacy',
        unitAmountCents: legacy.priceYearlyCents,
        interval: 'year',
      },
      {
        id: EMBEDDED_PRICE_IDS.coach.monthly,
        product: 'prod_coach',
        unitAmountCents: COACH_MONTHLY_CENTS,
        interval: 'month',
      },
    ],
    coupons: [
      { id: 'playbook-offer', name: 'Playbook Reader Offer', amountOffCents: 10_000, duration: 'once' },
      { id: 'speak-up-20', name: 'Speak Up 20% Off', percentOff: 20, duration: 'forever' },
      { id: 'first-month-half', name: 'First Month Half Price', percentOff: 50, duration: 'once' },
      { id: 'summer-2025', name: 'Summer 2025', percentOff: 30, duration: 'once' },
      ...CHECKOUT_DISCOUNTS.map(({ id, name, percentOff, amountOffCents }) => ({
        id,
        name,
        duration: 'forever' as const,
        ...(percentOff !== undefined ? { percentOff } : {}),
        ...(amountOffCents !== undefined ? { amountOffCents } : {}),
      })),
    ],
    promotionCodes: [
      { id: 'promo_playbook', code: OFFER_PROMOTION_CODE, coupon: 'playbook-offer' },
      { id: 'promo_speakup20', code: 'SPEAKUP20', coupon: 'speak-up-20' },
      { id: 'promo_halfprice', code: 'HALFPRICE', coupon: 'first-month-half' },
      { id: 'promo_summer2025', code: 'SUMMER2025', coupon: 'summer-2025', expiresAt: yearAgo },
    ],
  };
}
