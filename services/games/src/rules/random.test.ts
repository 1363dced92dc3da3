import { describe, expect, it } from '@jest/globals';
import { fixedSequence as sequence, nextSeeded, pickOne, randomInt, seededRandom, shuffle } from './random.js';

describe('random helpers', () => {
  it.each([
    [0, 1, 3, 1],
    [0.34, 1, 3, 2],
    [0.99, 1, 3, 3],
    [1, 1, 3, 3],
    [0.5, 7, 19, 13],
  ])('randomInt with %p in [%p, %p] is %p', (value, min, max, expected) => {
    expect(randomInt(() => value, min, max)).toBe(expected);
  });

  it('pickOne returns undefined for an empty list', () => {
    expect(pickOne([], sequence(0))).toBeUndefined();
  });

  it('shuffle keeps every item and leaves the input untouched', () => {
    const input = ['a', 'b', 'c', 'd'];
    const shuffled = shuffle(input, sequence(0.1, 0.7, 0.4));
    expect([...shuffled].sort()).toEqual(input);
    expect(input).toEqual(['a', 'b', 'c', 'd']);
  });

  it('the seeded PRNG repeats for the same seed and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(nextSeeded(42).seed).not.toBe(42);
  });
});
