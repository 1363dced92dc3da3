import { describe, expect, it } from '@jest/globals';
import {
  PODCAST_DIFFICULTIES,
  PODCAST_END_LABEL,
  PODCAST_PALETTE,
  podcastColours,
  podcastNextLabel,
  podcastTurnRange,
  podcastTurns,
} from './podcast.js';
import { fixedSequence, seededRandom } from './random.js';
import { timelineSeconds } from './slideshow.js';

describe('podcast difficulty 0-3 (spec 2 §5)', () => {
  it.each([
    [0, 'slow', 10, 20],
    [1, 'medium', 5, 15],
    [2, 'fast', 3, 10],
    [3, 'random', 3, 20],
  ])('%p is %s, turns of %p-%p s', (value, label, min, max) => {
    expect(PODCAST_DIFFICULTIES.find((d) => d.value === value)).toEqual({ label, value, min, max });
    expect(podcastTurnRange(value)).toEqual({ min, max });
  });

  it('refuses a difficulty outside 0-3', () => {
    expect(() => podcastTurnRange(4)).toThrow(RangeError);
  });
});

describe('podcastTurns', () => {
  it.each([
    [0, 60, 300],
    [1, 60, 300],
    [2, 60, 300],
    [3, 60, 300],
  ])(
    'difficulty %p: every turn within range, players rotating, summing to the total (%p-%p s)',
    (difficulty, low, high) => {
      const { min, max } = podcastTurnRange(difficulty);
      for (let total = low; total <= high; total += 30) {
        for (let seed = 0; seed < 10; seed += 1) {
          const turns = podcastTurns({ totalDuration: total, playerCount: 3, difficulty }, seededRandom(seed));
          expect(timelineSeconds(turns)).toBe(total);
          turns.forEach((turn, i) => {
            expect(turn.playerIndex).toBe(i % 3);
            expect(turn.durationSeconds).toBeGreaterThanOrEqual(min);
            expect(turn.durationSeconds).toBeLessThanOrEqual(max);
            if (i > 0) expect(turn.startsAt).toBe((turns[i - 1]?.startsAt ?? 0) + (turns[i - 1]?.durationSeconds ?? 0));
          });
        }
      }
    },
  );

  it.each([
    // slow with the shortest draws: 10 s turns; with the longest: 20 s turns
    [0, 0, [10, 10, 10, 10, 10, 10]],
    [0, 0.99, [20, 20, 20]],
    [2, 0.99, [10, 10, 10, 10, 10, 10]],
    [1, 0.99, [15, 15, 15, 15]],
  ])('difficulty %p with draws of %p over 60 s → %j', (difficulty, draw, durations) => {
    const turns = podcastTurns({ totalDuration: 60, playerCount: 2, difficulty }, fixedSequence(draw));
    expect(turns.map((t) => t.durationSeconds)).toEqual(durations);
  });

  it('shortens a draw so the last turn still reaches the minimum', () => {
    // 60 s slow: 20, 20, then 20 left → last 20; with draws 19, 19: 19, 19, 22 is too long → 19, 19, 12, 10
    const turns = podcastTurns({ totalDuration: 60, playerCount: 2, difficulty: 0 }, fixedSequence(0.9));
    expect(turns.map((t) => t.durationSeconds)).toEqual([19, 19, 12, 10]);
  });

  it("labels the next speaker, and '(End the podcast)' on the last turn", () => {
    const turns = podcastTurns({ totalDuration: 60, playerCount: 2, difficulty: 0 }, fixedSequence(0.99));
    expect(podcastNextLabel(turns, 0, ['Ana', 'Ben'])).toBe('Ben');
    expect(podcastNextLabel(turns, 1, ['Ana', 'Ben'])).toBe('Ana');
    expect(podcastNextLabel(turns, 2, ['Ana', 'Ben'])).toBe('(End the podcast)');
    expect(PODCAST_END_LABEL).toBe('(End the podcast)');
  });
});

/** WCAG contrast of two hex colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('podcast palette', () => {
  it.each(PODCAST_PALETTE.slice(0, 10).map((pair) => [pair.text, pair.background]))(
    '%s on %s reads at WCAG AA (4.5:1)',
    (text, background) => {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('is 10 colour pairs repeated 3 times', () => {
    expect(PODCAST_PALETTE).toHaveLength(30);
    expect(new Set(PODCAST_PALETTE.slice(0, 10).map((p) => `${p.text}/${p.background}`)).size).toBe(10);
    expect(PODCAST_PALETTE.slice(10, 20)).toEqual(PODCAST_PALETTE.slice(0, 10));
    expect(PODCAST_PALETTE.slice(20, 30)).toEqual(PODCAST_PALETTE.slice(0, 10));
  });

  it('gives each player a pair by index', () => {
    expect(podcastColours(0)).toEqual(PODCAST_PALETTE[0]);
    expect(podcastColours(11)).toEqual(PODCAST_PALETTE[1]);
    expect(podcastColours(30)).toEqual(PODCAST_PALETTE[0]);
  });
});
