import { describe, expect, it } from '@jest/globals';
import {
  addInterval,
  prorate,
  remainingShare,
  settle,
  type ProratedPrice,
  type ProrationCoupon,
  type ProrationInput,
} from './proration.js';

const MONTHLY: ProratedPrice = { id: 'price_monthly', unitAmountCents: 3500, interval: 'month' };
const ANNUAL: ProratedPrice = { id: 'price_annual', unitAmountCents: 29_500, interval: 'year' };
const LEGACY_MONTHLY: ProratedPrice = { id: 'price_legacy', unitAmountCents: 1600, interval: 'month' };

const at = (iso: string) => Date.parse(iso) / 1000;
const START = at('2026-11-01T00:00:00Z');
const END = at('2026-12-01T00:00:00Z');
const MIDDLE = at('2026-11-16T00:00:00Z');

/** A change on the 16th of a November period (START to END), with no coupon unless told. */
const midNovember = (from: ProratedPrice, to: ProratedPrice, options: Partial<ProrationInput> = {}) =>
  prorate({ from, to, periodStart: START, periodEnd: END, prorationDate: MIDDLE, coupon: null, ...options });

/** Annual to monthly on the first day of a year-long period (from to a year later). */
const annualToMonthlyOn = (from: string, to: string, coupon: ProrationCoupon | null) =>
  prorate({ from: ANNUAL, to: MONTHLY, periodStart: at(from), periodEnd: at(to), prorationDate: at(from), coupon });

describe('prorate: the arithmetic shared by the invoice preview and the price change', () => {
  it('monthly to annual in the middle of the month credits half the month and charges a whole year from then', () => {
    const proration = midNovember(MONTHLY, ANNUAL);
    expect(proration.lines).toEqual([
      {
        kind: 'credit',
        priceId: 'price_monthly',
        amountCents: -1750,
        discountCents: 0,
        period: { start: MIDDLE, end: END },
      },
      {
        kind: 'charge',
        priceId: 'price_annual',
        amountCents: 29_500,
        discountCents: 0,
        period: { start: MIDDLE, end: at('2027-11-16T00:00:00Z') },
      },
    ]);
    expect(proration).toMatchObject({
      intervalChanged: true,
      periodStart: MIDDLE,
      periodEnd: at('2027-11-16T00:00:00Z'),
      subtotalCents: 27_750,
      discountCents: 0,
      totalCents: 27_750,
    });
  });

  it('within one interval charges the new price for the rest of the period only, and keeps the period', () => {
    const proration = midNovember(LEGACY_MONTHLY, MONTHLY);
    expect(proration.lines.map((line) => line.amountCents)).toEqual([-800, 1750]);
    expect(proration).toMatchObject({ intervalChanged: false, periodStart: START, periodEnd: END, totalCents: 950 });
  });

  it('annual to monthly early in the year leaves a credit worth more than the charge: the total is negative', () => {
    const proration = annualToMonthlyOn('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', null);
    expect(proration.totalCents).toBe(-29_500 + 3500);
    expect(proration.periodEnd).toBe(at('2026-02-01T00:00:00Z'));
  });

  it('a percent coupon reduces the new charge only, never the credit of time already paid (issue 44 finding 3)', () => {
    const proration = midNovember(MONTHLY, ANNUAL, { coupon: { percentOff: 20, amountOffCents: null } });
    expect(proration.lines.map((line) => line.discountCents)).toEqual([0, 5900]);
    expect(proration).toMatchObject({ subtotalCents: 27_750, discountCents: 5900, totalCents: 21_850 });
  });

  it('annual to monthly with a new 20 % code keeps the whole year paid as credit and discounts the month only', () => {
    const proration = annualToMonthlyOn('2026-12-07T00:00:00Z', '2027-12-07T00:00:00Z', {
      percentOff: 20,
      amountOffCents: null,
    });
    expect(proration.lines.map((line) => [line.amountCents, line.discountCents])).toEqual([
      [-29_500, 0],
      [3500, 700],
    ]);
    // Kept as credit: $267, not the $208 of a coupon taken off the refund of unused time.
    expect(proration.totalCents).toBe(-26_700);
    expect(proration.periodEnd).toBe(at('2027-01-07T00:00:00Z'));
  });

  it('credits unused time at what was paid for the period, not at the list price', () => {
    const proration = midNovember(MONTHLY, ANNUAL, { paidForPeriodCents: 2800 });
    expect(proration.lines[0].amountCents).toBe(-1400);
  });

  it('an amount-off coupon reduces the charge only, and never below zero', () => {
    const proration = midNovember(MONTHLY, ANNUAL, { coupon: { percentOff: null, amountOffCents: 10_000 } });
    expect(proration.lines.map((line) => line.discountCents)).toEqual([0, 10_000]);
    expect(proration.totalCents).toBe(17_750);
    const small = midNovember(LEGACY_MONTHLY, MONTHLY, { coupon: { percentOff: null, amountOffCents: 5000 } });
    expect(small.lines[1].discountCents).toBe(1750);
    expect(small.totalCents).toBe(-800);
  });

  it('the same inputs always give the same amounts: a preview and the change computed at one proration date agree', () => {
    const input = {
      from: MONTHLY,
      to: ANNUAL,
      periodStart: START,
      periodEnd: END,
      prorationDate: at('2026-11-07T13:21:09Z'),
      coupon: { percentOff: 20, amountOffCents: null },
    };
    expect(prorate(input)).toEqual(prorate({ ...input }));
  });
});

describe('remainingShare, addInterval and settle', () => {
  it('counts the unused part of the period by the second, between 0 and 1', () => {
    expect(remainingShare(START, END, START)).toBe(1);
    expect(remainingShare(START, END, MIDDLE)).toBe(0.5);
    expect(remainingShare(START, END, END + 10)).toBe(0);
    expect(remainingShare(END, START, MIDDLE)).toBe(0);
  });

  it('adds a calendar month or year in UTC', () => {
    expect(addInterval(at('2026-01-31T10:00:00Z'), 'year')).toBe(at('2027-01-31T10:00:00Z'));
    expect(addInterval(at('2026-11-16T00:00:00Z'), 'month')).toBe(at('2026-12-16T00:00:00Z'));
    // Stripe keeps a period within its month: the 31st of January renews on the last day of February.
    expect(addInterval(at('2026-01-31T10:00:00Z'), 'month')).toBe(at('2026-02-28T10:00:00Z'));
    expect(addInterval(at('2028-02-29T10:00:00Z'), 'year')).toBe(at('2029-02-28T10:00:00Z'));
  });

  it('charges the total less credit held, and keeps a negative total as credit', () => {
    expect(settle(27_750, 0)).toEqual({ amountDueCents: 27_750, startingBalanceCents: 0, endingBalanceCents: 0 });
    expect(settle(-26_000, 0)).toEqual({
      amountDueCents: 0,
      startingBalanceCents: 0,
      endingBalanceCents: -26_000,
    });
    expect(settle(3500, -26_000)).toEqual({
      amountDueCents: 0,
      startingBalanceCents: -26_000,
      endingBalanceCents: -22_500,
    });
    expect(settle(29_500, -1000)).toEqual({
      amountDueCents: 28_500,
      startingBalanceCents: -1000,
      endingBalanceCents: 0,
    });
  });
});
