/**
 * An amount of cents in dollars, with thousands separators: '$1,044', and cents only when there are some
 * ('$12.50'); `cents: 'always'` writes them every time ('$35.00', as Stripe's line descriptions do).
 */
export function formatDollars(cents: number, options: { cents?: 'when-any' | 'always' } = {}): string {
  const dollars = cents / 100;
  const fraction = options.cents === 'always' || !Number.isInteger(dollars) ? 2 : 0;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: fraction, maximumFractionDigits: 2 })}`;
}

/** An amount that may be a credit: '−$17.50' (a minus sign, not a hyphen) for a negative one. */
export function formatSignedDollars(cents: number): string {
  return cents < 0 ? `−${formatDollars(-cents)}` : formatDollars(cents);
}
