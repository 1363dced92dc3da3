/** A source of numbers in [0, 1), like Math.random; rules take it as a parameter so tests can pass fixed sequences. */
export type Random = () => number;

/** An integer in [min, max], both included. */
export function randomInt(random: Random, min: number, max: number): number {
  if (max < min) throw new RangeError(`randomInt: max ${max} is below min ${min}`);
  // Guards a source that returns exactly 1 (or more): still lands on max.
  const offset = Math.min(Math.floor(random() * (max - min + 1)), max - min);
  return min + Math.max(0, offset);
}

/** One item chosen uniformly; undefined for an empty list. */
export function pickOne<T>(items: readonly T[], random: Random): T | undefined {
  if (items.length === 0) return undefined;
  return items[randomInt(random, 0, items.length - 1)];
}

/** A shuffled copy (Fisher–Yates); the input is left untouched. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, 0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * One step of a seeded PRNG (mulberry32): the seed is a plain number, so it can live in serialisable game state.
 * Returns the value in [0, 1) and the seed to keep for the next draw.
 */
export function nextSeeded(seed: number): { value: number; seed: number } {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: next };
}

/** A Random backed by nextSeeded, for callers that keep the PRNG outside state (tests, the BFF). */
export function seededRandom(seed: number): Random {
  let current = seed;
  return () => {
    const { value, seed: next } = nextSeeded(current);
    current = next;
    return value;
  };
}

/** A Random that replays the given values in order, cycling: deterministic tests and replays. */
export function fixedSequence(...values: number[]): Random {
  if (values.length === 0) throw new RangeError('fixedSequence needs at least one value');
  let i = 0;
  return () => {
    const value = values[i % values.length] as number;
    i += 1;
    return value;
  };
}
