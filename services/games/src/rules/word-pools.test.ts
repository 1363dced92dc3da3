import { describe, expect, it } from '@jest/globals';
import { fixedSequence, seededRandom } from './random.js';
import { createWordPool, drawFreshWords } from './word-pools.js';

const nouns = ['apple', 'bridge', 'cloud', 'drum', 'engine', 'forest', 'garden'];

describe('word pools: fresh nouns or adjectives per round', () => {
  it('never repeats a word until the pool runs low', () => {
    let pool = createWordPool(nouns, seededRandom(5));
    const seen: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const drawn = drawFreshWords(pool, nouns, 2, seededRandom(round));
      expect(new Set(drawn.words).size).toBe(2);
      seen.push(...drawn.words);
      pool = drawn.pool;
    }
    expect(new Set(seen).size).toBe(6);
  });

  it.each([
    // pool left, count → words drawn come first from the pool, then from a refill
    [['apple'], 1],
    [[], 1],
    [['apple'], 3],
  ])('refills when one or none remain (pool %j, drawing %p)', (remaining, count) => {
    const drawn = drawFreshWords({ remaining }, nouns, count, fixedSequence(0.3));
    expect(drawn.words).toHaveLength(count);
    expect(new Set(drawn.words).size).toBe(count);
    if (remaining.length === 1) expect(drawn.words[0]).toBe('apple');
    expect(drawn.pool.remaining.length).toBeGreaterThan(1);
    for (const word of drawn.words) expect(drawn.pool.remaining).not.toContain(word);
  });

  it('keeps two remaining words without refilling', () => {
    const drawn = drawFreshWords({ remaining: ['cloud', 'drum', 'engine'] }, nouns, 1, fixedSequence(0));
    expect(drawn).toEqual({ words: ['cloud'], pool: { remaining: ['drum', 'engine'] } });
  });

  it('draws no more words than the source holds, and none from an empty source', () => {
    expect(drawFreshWords({ remaining: [] }, ['one', 'two'], 5, fixedSequence(0)).words.sort()).toEqual(['one', 'two']);
    expect(drawFreshWords({ remaining: [] }, [], 3, fixedSequence(0)).words).toEqual([]);
  });

  it('drops blanks and duplicates from the source', () => {
    expect(createWordPool(['a', ' a ', '', 'b'], fixedSequence(0)).remaining.sort()).toEqual(['a', 'b']);
  });
});
