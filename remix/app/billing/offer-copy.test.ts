import { describe, expect, it } from '@jest/globals';
import { platformPlan } from '@impromptu/access';
import { offerIncludes, offerPriceCopy, type OfferFacts } from './offer-copy';

const PROMOTION = { code: 'PLAYBOOK', coupon: { name: 'Playbook Reader Offer' } };
const yearly = platformPlan().priceYearlyCents;
const offer = (facts: Partial<OfferFacts>): OfferFacts => ({
  action: 'NEW_SUBSCRIPTION',
  subscriptionId: null,
  baseAnnualCents: yearly,
  priceCents: yearly - 10_000,
  promotionCode: PROMOTION,
  ...facts,
});

describe('the annual offer says what the person pressing its button pays (issue 24, ADR 0031)', () => {
  it('a new subscription: the promotional price for the first year, then the catalogue’s yearly price', () => {
    expect(offerPriceCopy(offer({}))).toEqual({
      cents: 19_500,
      wasCents: 29_500,
      terms: ['for the first year,', 'then $295 a year'],
      promotion: 'With the code PLAYBOOK: Playbook Reader Offer',
    });
  });

  it('a subscriber whose plan is changed: the yearly price, for no code applies to a plan change', () => {
    for (const action of ['OFFER_UPGRADE', 'SHOW_UPGRADE_WARNING'] as const)
      expect(offerPriceCopy(offer({ action, subscriptionId: 'sub_1' }))).toEqual({
        cents: 29_500,
        wasCents: null,
        terms: ['a year'],
        promotion: null,
      });
  });

  it('no price when the plan already includes the offer, and no strike-through without a reduction', () => {
    expect(offerPriceCopy(offer({ action: 'REDIRECT_TO_DASHBOARD' }))).toBeNull();
    expect(offerPriceCopy(offer({ priceCents: yearly, promotionCode: null }))?.wasCents).toBeNull();
  });

  it('promises what the Platform plan opens, from the catalogue', () => {
    expect(offerIncludes()).toBe(
      'The Platform plan for a year: all 10 speaking games, every self-paced course and live class, free and paid.',
    );
  });
});
