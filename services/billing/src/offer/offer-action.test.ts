import { describe, expect, it } from '@jest/globals';
import { offerAction } from './offer-action.js';

const monthly = { plan: 'trainings', period: 'monthly', isPaused: false };

describe('the offer page state, from the whole state (spec 3 §2.6, issue 24)', () => {
  it('starts a new subscription only for someone with no plan or the free plan and no payment', () => {
    expect(offerAction({ storedPlan: null, payment: null })).toBe('NEW_SUBSCRIPTION');
    expect(offerAction({ storedPlan: 'free', payment: null })).toBe('NEW_SUBSCRIPTION');
  });

  it('sends the Coach plan and a Platform plan granted without a payment to the app, never to a checkout', () => {
    expect(offerAction({ storedPlan: 'coach', payment: null })).toBe('REDIRECT_TO_DASHBOARD');
    expect(offerAction({ storedPlan: 'trainings', payment: null })).toBe('REDIRECT_TO_DASHBOARD');
    expect(offerAction({ storedPlan: 'free_trainings', payment: null })).toBe('REDIRECT_TO_DASHBOARD');
  });

  it('offers the monthly Platform subscriber the annual upgrade, and sends annual and legacy payers to the app', () => {
    expect(offerAction({ storedPlan: 'trainings', payment: monthly })).toBe('OFFER_UPGRADE');
    expect(offerAction({ storedPlan: 'trainings', payment: { ...monthly, period: 'annually' } })).toBe(
      'REDIRECT_TO_DASHBOARD',
    );
    expect(offerAction({ storedPlan: 'trainings', payment: { ...monthly, plan: 'legacy_trainings' } })).toBe(
      'REDIRECT_TO_DASHBOARD',
    );
  });

  it('warns any other payer first: a paused monthly plan, a paid Coach plan, a simulator plan', () => {
    expect(offerAction({ storedPlan: 'trainings', payment: { ...monthly, isPaused: true } })).toBe(
      'SHOW_UPGRADE_WARNING',
    );
    expect(offerAction({ storedPlan: 'coach', payment: { ...monthly, plan: 'coach' } })).toBe('SHOW_UPGRADE_WARNING');
    expect(offerAction({ storedPlan: 'simulator', payment: null })).toBe('SHOW_UPGRADE_WARNING');
  });
});
