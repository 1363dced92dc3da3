import { shuffle, type Random } from './random.js';

/** A pool of words not yet shown (nouns for Autocomplete, adjectives or prompts for Analogies). */
export interface WordPool {
  remaining: string[];
}

export function createWordPool(source: readonly string[], random: Random): WordPool {
  return { remaining: shuffle(unique(source), random) };
}

/**
 * Fresh words for a round, none repeated: taken from the pool, which is refilled from the source (shuffled) when one
 * or none remain (spec 2 §4). A refill never hands out a word already drawn for the same round.
 */
export function drawFreshWords(
  pool: WordPool,
  source: readonly string[],
  count: number,
  random: Random,
): { words: string[]; pool: WordPool } {
  const all = unique(source);
  let remaining = [...pool.remaining];
  const words: string[] = [];
  while (words.length < count && all.length > words.length) {
    if (remaining.length <= 1) {
      const drawn = new Set(words);
      const refill = shuffle(
        all.filter((word) => !drawn.has(word) && !remaining.includes(word)),
        random,
      );
      remaining = [...remaining, ...refill];
      if (remaining.length === 0) break;
    }
    const word = remaining.shift() as string;
    if (!words.includes(word)) words.push(word);
  }
  if (remaining.length <= 1) {
    const drawn = new Set(words);
    remaining = [
      ...remaining,
      ...shuffle(
        all.filter((word) => !drawn.has(word) && !remaining.includes(word)),
        random,
      ),
    ];
  }
  return { words, pool: { remaining } };
}

function unique(words: readonly string[]): string[] {
  return [...new Set(words.map((word) => word.trim()).filter((word) => word.length > 0))];
}
