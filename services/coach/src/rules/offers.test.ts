import { describe, expect, it } from '@jest/globals';
import { offersFor, type CustomerState } from './offers.js';

const ids = (state: CustomerState) => offersFor(state).map((offer) => offer.id);
const payment = (plan: string, period: string, isPaused = false) => ({ plan, period, isPaused });

// Issue 44, 9: every Virtual Coach offer is decided by the customer's whole state, and never offers what they hold
// or a new customer's price to someone who already pays.
describe('the Virtual Coach offers a customer sees', () => {
  it('offers a new customer (no plan, or Free) the pass, the Coach plan, the call and the tips', () => {
    for (const plan of [null, 'free'])
      expect(ids({ plan, payment: null })).toEqual(['daily-trainings', 'coach', 'coach-call', 'weekly-tips']);
  });

  it.each([
    ['Platform monthly', payment('trainings', 'monthly')],
    ['Platform yearly', payment('trainings', 'annually')],
    ['Platform paused', payment('trainings', 'monthly', true)],
    ['Platform (Legacy)', payment('legacy_trainings', 'monthly')],
    ['Coach by card', payment('coach', 'monthly')],
  ])(
    'offers a paying customer (%s) no payment offer: never the Platform pass at $16, never a second subscription',
    (_name, live) => {
      expect(ids({ plan: live.plan, payment: live })).toEqual(['coach-call', 'weekly-tips']);
    },
  );

  it('offers a plan granted without a payment only what it does not include', () => {
    // Daily Trainings with a class, or Platform given by staff: the pass is what they hold; the Coach plan is not.
    expect(ids({ plan: 'free_trainings', payment: null })).toEqual(['coach', 'coach-call', 'weekly-tips']);
    expect(ids({ plan: 'trainings', payment: null })).toEqual(['coach', 'coach-call', 'weekly-tips']);
    // The Coach plan holds both.
    expect(ids({ plan: 'coach', payment: null })).toEqual(['coach-call', 'weekly-tips']);
  });
});
