import { formatDollars } from '@impromptu/access';

export { formatDollars };

/** 'MMM d y' (spec 1 §9), in UTC so the server and the browser print the same day. */
export function formatDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${date.getUTCDate()} ${date.getUTCFullYear()}`;
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
