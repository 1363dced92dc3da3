import { describe, expect, it } from '@jest/globals';
import { firstCardCharge } from './first-card-charge.js';

describe('firstCardCharge: when credit covers renewals, the first day the card pays', () => {
  it('with no credit, the card pays the whole renewal on the renewal day', () => {
    expect(
      firstCardCharge({ renewalAt: '2027-01-07T00:00:00.000Z', period: 'monthly', renewalCents: 3500, creditCents: 0 }),
    ).toEqual({ at: '2027-01-07T00:00:00.000Z', amountCents: 3500 });
  });

  it('$260 of credit pays seven $35 months; the eighth is charged $35 less the $15 left', () => {
    expect(
      firstCardCharge({
        renewalAt: '2027-01-07T00:00:00.000Z',
        period: 'monthly',
        renewalCents: 3500,
        creditCents: 26_000,
      }),
    ).toEqual({ at: '2027-08-07T00:00:00.000Z', amountCents: 2000 });
  });

  it('credit worth exactly whole renewals leaves the next one to the card in full', () => {
    expect(
      firstCardCharge({
        renewalAt: '2027-01-31T00:00:00.000Z',
        period: 'monthly',
        renewalCents: 3500,
        creditCents: 3500,
      }),
    ).toEqual({ at: '2027-02-28T00:00:00.000Z', amountCents: 3500 });
  });
});
