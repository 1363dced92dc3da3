import { formatDate, formatDollars, formatSignedDollars } from '@impromptu/kernel';

export { formatDollars };

/** 'MMM d y' (spec 1 §9), in UTC so the server and the browser print the same day. */
export function formatDay(iso: string | null): string {
  return iso ? formatDate(iso, 'UTC') : '';
}

/** '$35 / month', '$295 / year'. */
export function priceLabel(cents: number | null, period: 'monthly' | 'annually' | null): string {
  if (cents === null) return '';
  if (cents === 0) return '$0';
  return `${formatDollars(cents)} / ${period === 'annually' ? 'year' : 'month'}`;
}

/** A coupon's discount in words: '20% off' or '$100 off'. */
export function discountLabel(coupon: { percentOff: number | null; amountOffCents: number | null }): string {
  if (coupon.percentOff !== null) return `${coupon.percentOff}% off`;
  return `${formatDollars(coupon.amountOffCents ?? 0)} off`;
}

/** Spec 3 §2.4's saving of paying yearly: 12 monthly payments against the yearly price. */
export function annualSaving(monthlyCents: number, annualCents: number): number {
  return monthlyCents * 12 - annualCents;
}

/** An amount that may be a credit: '−$17.50' for a negative one. */
export const formatMoney = formatSignedDollars;

/** 'Platform, billed yearly' / 'Free'. */
export function planWithPeriod(name: string | null, period: 'monthly' | 'annually' | null): string {
  if (!name) return 'no plan';
  if (!period) return name;
  return `${name}, billed ${period === 'annually' ? 'yearly' : 'monthly'}`;
}
