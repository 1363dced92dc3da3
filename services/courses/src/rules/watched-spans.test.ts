import { describe, expect, it } from '@jest/globals';
import { mergeSpans, watchedSeconds, watchedShare, watchedUpTo } from './watched-spans.js';

describe('watched spans', () => {
  it('merge as a union: overlapping and touching stretches join, gaps stay', () => {
    expect(
      mergeSpans(
        [[10, 20]],
        [
          [0, 5],
          [15, 30],
          [30, 31],
          [40, 45],
        ],
      ),
    ).toEqual([
      [0, 5],
      [10, 31],
      [40, 45],
    ]);
  });

  it('merge the same save twice, or saves in any order, to the same spans (idempotent, commutative)', () => {
    const a: Array<[number, number]> = [
      [0, 12],
      [20, 25],
    ];
    const b: Array<[number, number]> = [[10, 22]];
    expect(mergeSpans(mergeSpans(a, b), b)).toEqual(mergeSpans(a, b));
    expect(mergeSpans(b, a)).toEqual(mergeSpans(a, b));
  });

  it('count watched time, not the play head: a seek ahead adds nothing', () => {
    const spans: Array<[number, number]> = [
      [0, 30],
      [100, 110],
    ];
    expect(watchedSeconds(spans)).toBe(40);
    expect(watchedShare(spans, 200)).toBe(0.2);
    expect(watchedUpTo(spans, 12)).toBe(30);
    expect(watchedUpTo(spans, 50)).toBe(50);
    expect(
      mergeSpans([
        [5, 5],
        [9, 3],
      ]),
    ).toEqual([]);
  });
});
