import { platformPlan } from '@impromptu/access';
import { formatDollars } from '@impromptu/kernel';

/** What the offer page (spec 3 §2.6) knows of the offer: its state, the subscription it would change, the prices. */
export interface OfferFacts {
  action: 'REDIRECT_TO_DASHBOARD' | 'OFFER_UPGRADE' | 'SHOW_UPGRADE_WARNING' | 'NEW_SUBSCRIPTION';
  subscriptionId: string | null;
  baseAnnualCents: number;
  priceCents: number;
  promotionCode: { code: string; coupon: { name: string } } | null;
}

/** The offer's price as the page shows it: the amount, a higher base struck through, and the words under it. */
export interface OfferPriceCopy {
  cents: number;
  wasCents: number | null;
  /**
   * Under the price, on a line of its own, in phrases never broken inside (issue 24: on a phone the line wrapped as
   * '$195 for the first / year').
   */
  terms: string[];
  /** The promotion code's line, when the code applies to what the button does. */
  promotion: string | null;
}

/**
 * What the annual offer costs the person who presses its button. A new subscription's checkout applies the fixed
 * promotion code once, so it pays the reduced price for the first year and the catalogue's yearly price after. A
 * subscriber's plan is changed to the annual price itself — the code is not applied to a plan change — so the page
 * shows that price, never the promotional one it would not charge (ADR 0031).
 */
export function offerPriceCopy(offer: OfferFacts): OfferPriceCopy | null {
  if (offer.action === 'REDIRECT_TO_DASHBOARD') return null;
  const yearly = formatDollars(offer.baseAnnualCents);
  if (offer.subscriptionId !== null || offer.priceCents >= offer.baseAnnualCents)
    return { cents: offer.baseAnnualCents, wasCents: null, terms: ['a year'], promotion: null };
  return {
    cents: offer.priceCents,
    wasCents: offer.baseAnnualCents,
    terms: ['for the first year,', `then ${yearly} a year`],
    promotion: offer.promotionCode
      ? `With the code ${offer.promotionCode.code}: ${offer.promotionCode.coupon.name}`
      : null,
  };
}

/** The new subscription's promise: what the annual Platform plan includes, from the catalogue and the gating. */
export function offerIncludes(): string {
  const platform = platformPlan();
  return `The ${platform.name} plan for a year: ${platform.description.charAt(0).toLowerCase()}${platform.description.slice(1)}.`;
}
