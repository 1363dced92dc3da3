import { describe, expect, it } from '@jest/globals';
import { formatDollars, formatSignedDollars } from './money.js';

describe('formatDollars', () => {
  it('writes thousands separators, and cents only when there are some', () => {
    expect(formatDollars(104_400)).toBe('$1,044');
    expect(formatDollars(3_500)).toBe('$35');
    expect(formatDollars(1_250)).toBe('$12.50');
    expect(formatDollars(123_456_789)).toBe('$1,234,567.89');
    expect(formatDollars(0)).toBe('$0');
  });

  it('writes the cents every time when asked (Stripe line descriptions)', () => {
    expect(formatDollars(3_500, { cents: 'always' })).toBe('$35.00');
    expect(formatDollars(104_400, { cents: 'always' })).toBe('$1,044.00');
  });

  it('writes a credit with a minus sign', () => {
    expect(formatSignedDollars(-1_750)).toBe('−$17.50');
    expect(formatSignedDollars(104_400)).toBe('$1,044');
  });
});
