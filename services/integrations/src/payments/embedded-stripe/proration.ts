/**
 * The arithmetic of a price change, shared by the embedded server's invoice preview and the change itself, so
 * that what a person is shown before a change is, to the cent, what the change then charges (ADR 0030).
 */

export type Interval = 'month' | 'year';

export interface ProratedPrice {
  id: string;
  unitAmountCents: number;
  interval: Interval;
}

/** A coupon as far as its arithmetic goes: percent_off or amount_off in cents (spec 3 §3). */
export interface ProrationCoupon {
  percentOff: number | null;
  amountOffCents: number | null;
}

export interface ProrationInput {
  from: ProratedPrice;
  to: ProratedPrice;
  /** The subscription's current period, in seconds since the epoch. */
  periodStart: number;
  periodEnd: number;
  /** The instant the change is computed for (Stripe's proration_date), within the current period. */
  prorationDate: number;
  /**
   * What the customer paid for the whole current period on the old price, after the discount of that invoice: the
   * unused time is credited at this rate (Stripe credits what was paid, not the list price). Default: the old price.
   */
  paidForPeriodCents?: number | undefined;
  /** The discount the subscription carries now: it reduces the new charge only, never the credit of time paid. */
  coupon: ProrationCoupon | null;
}

export interface ProrationLine {
  kind: 'credit' | 'charge';
  priceId: string;
  /** Negative for the credit of unused time. */
  amountCents: number;
  /** The coupon's share of this line, never more than the line itself; 0 on a credit (a coupon never shrinks one). */
  discountCents: number;
  period: { start: number; end: number };
}

export interface Proration {
  /** The credit for the unused time on the old price, then the charge for the new one. */
  lines: [ProrationLine, ProrationLine];
  /** A change of interval starts a new period at the proration date; otherwise the period stays. */
  intervalChanged: boolean;
  periodStart: number;
  periodEnd: number;
  subtotalCents: number;
  discountCents: number;
  /** subtotal less discount: negative when the credit is worth more than the charge. */
  totalCents: number;
}

/** The next period boundary: a month or a year on, in UTC, as Stripe counts it (the 31st renews on a short month's last day). */
export function addInterval(from: number, interval: Interval, count = 1): number {
  const date = new Date(from * 1000);
  const months = date.getUTCMonth() + (interval === 'year' ? 12 : 1) * count;
  const year = date.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  date.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return Math.floor(date.getTime() / 1000);
}

/** The part of the period still to run at `at`, between 0 and 1. */
export function remainingShare(periodStart: number, periodEnd: number, at: number): number {
  if (periodEnd <= periodStart) return 0;
  return Math.max(0, Math.min(1, (periodEnd - at) / (periodEnd - periodStart)));
}

/** What a coupon takes off a charge, never more than the charge; a credit (a negative amount) is never reduced. */
export function couponShare(amountCents: number, coupon: ProrationCoupon | null, amountOffLeft: number): number {
  if (!coupon || amountCents <= 0) return 0;
  if (coupon.percentOff !== null) return Math.min(amountCents, Math.round((amountCents * coupon.percentOff) / 100));
  // An amount off is taken once per invoice.
  return Math.min(amountCents, amountOffLeft);
}

/** What a whole period of `unitAmountCents` costs with the coupon: the rate a period paid at that price is credited at. */
export function discountedPeriodCents(unitAmountCents: number, coupon: ProrationCoupon | null): number {
  return unitAmountCents - couponShare(unitAmountCents, coupon, coupon?.amountOffCents ?? 0);
}

/**
 * Moving a subscription from one price to another at `prorationDate`: the unused time on the old price is credited at
 * what was paid for it, and the new price is charged for the rest of the period (same interval) or for a whole new
 * period starting then (a change of interval, which Stripe invoices at once). A coupon reduces the new charge only:
 * a discount never makes the credit of time already paid smaller (issue 44).
 */
export function prorate(input: ProrationInput): Proration {
  const { from, to, periodStart, periodEnd, prorationDate, coupon } = input;
  const share = remainingShare(periodStart, periodEnd, prorationDate);
  const intervalChanged = from.interval !== to.interval;
  const newStart = intervalChanged ? prorationDate : periodStart;
  const newEnd = intervalChanged ? addInterval(prorationDate, to.interval) : periodEnd;
  const creditCents = -Math.round((input.paidForPeriodCents ?? from.unitAmountCents) * share);
  const chargeCents = intervalChanged ? to.unitAmountCents : Math.round(to.unitAmountCents * share);
  let amountOffLeft = coupon?.amountOffCents ?? 0;
  const creditDiscount = couponShare(creditCents, coupon, amountOffLeft);
  const chargeDiscount = couponShare(chargeCents, coupon, amountOffLeft);
  amountOffLeft -= Math.max(0, chargeDiscount);
  const lines: [ProrationLine, ProrationLine] = [
    {
      kind: 'credit',
      priceId: from.id,
      amountCents: creditCents,
      discountCents: creditDiscount,
      period: { start: prorationDate, end: periodEnd },
    },
    {
      kind: 'charge',
      priceId: to.id,
      amountCents: chargeCents,
      discountCents: chargeDiscount,
      period: { start: prorationDate, end: newEnd },
    },
  ];
  const subtotalCents = creditCents + chargeCents;
  const discountCents = creditDiscount + chargeDiscount;
  return {
    lines,
    intervalChanged,
    periodStart: newStart,
    periodEnd: newEnd,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
  };
}

export interface Settlement {
  /** What the card is charged: the total less any credit the customer holds, never below zero. */
  amountDueCents: number;
  /** The customer's balance before (negative is credit held), as Stripe's starting_balance. */
  startingBalanceCents: number;
  /** The balance after: a total below zero becomes credit for later invoices. */
  endingBalanceCents: number;
}

/** How an invoice's total meets the customer's balance (Stripe's customer credit balance: negative is credit). */
export function settle(totalCents: number, balanceCents: number): Settlement {
  const net = totalCents + balanceCents;
  return {
    amountDueCents: Math.max(0, net),
    startingBalanceCents: balanceCents,
    endingBalanceCents: Math.min(0, net),
  };
}
