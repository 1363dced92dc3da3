import { describe, expect, it } from '@jest/globals';
import { comparePositions, positionOf } from './types.js';

describe('comparePositions', () => {
  it('orders by transaction id as an integer, then by global position', () => {
    expect(
      comparePositions({ transactionId: '9', globalPosition: 50 }, { transactionId: '10', globalPosition: 1 }),
    ).toBe(-1);
    expect(
      comparePositions({ transactionId: '10', globalPosition: 2 }, { transactionId: '10', globalPosition: 1 }),
    ).toBe(1);
    expect(
      comparePositions(
        { transactionId: '18446744073709551615', globalPosition: 1 },
        { transactionId: '18446744073709551614', globalPosition: 9 },
      ),
    ).toBe(1);
    expect(comparePositions({ transactionId: '7', globalPosition: 3 }, { transactionId: '7', globalPosition: 3 })).toBe(
      0,
    );
  });

  it("takes an append's position at its last event", () => {
    expect(positionOf({ transactionId: '12', globalPositions: [4, 5, 6] })).toEqual({
      transactionId: '12',
      globalPosition: 6,
    });
  });
});
