import { describe, expect, it } from '@jest/globals';
import {
  canSelectMore,
  categoryAverages,
  defaultSnapshotSelection,
  gradePercent,
  percentile,
  rankTier,
  scorePercentage,
  snapshotName,
  visibleTraits,
  type AssessmentTrait,
} from './rules.js';

describe('score percentage (spec 3 §9)', () => {
  it('is the sum of TRAIT ratings over 10 per trait, as a rounded percent', () => {
    expect(
      scorePercentage([
        { type: 'TRAIT', rating: 7 },
        { type: 'TRAIT', rating: 8 },
        { type: 'TRAIT', rating: 4 },
      ]),
    ).toBe(63);
  });
  it('counts only TRAIT answers, and an unanswered trait as 0', () => {
    expect(
      scorePercentage([
        { type: 'TRAIT', rating: 10 },
        { type: 'TRAIT', rating: null },
        { type: 'RATING', rating: 2 },
      ]),
    ).toBe(50);
  });
  it('is null without TRAIT answers', () => {
    expect(scorePercentage([{ type: 'GOAL', rating: null }])).toBeNull();
  });
  it('averages each category for the radar', () => {
    expect(
      categoryAverages([
        { type: 'TRAIT', rating: 3, category: 'flow' },
        { type: 'TRAIT', rating: 4, category: 'flow' },
        { type: 'TRAIT', rating: 9, category: 'silence' },
      ]),
    ).toEqual({
      flow: 3.5,
      silence: 9,
    });
  });
});

describe('default snapshot selection (spec 3 §4.3)', () => {
  it('selects all of up to 3 snapshots', () => {
    expect(defaultSnapshotSelection(['a'])).toEqual(['a']);
    expect(defaultSnapshotSelection(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });
  it('selects the first, the second-to-last and the last of more than 3', () => {
    expect(defaultSnapshotSelection(['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    expect(defaultSnapshotSelection(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'e', 'f']);
  });
  it('allows no fourth selection', () => {
    expect([0, 1, 2, 3].map(canSelectMore)).toEqual([true, true, true, false]);
  });
});

describe('rank tiers (spec 3 §4.8)', () => {
  it.each([
    [0.9, 10, 'Master'],
    [0.89, 11, 'Elite'],
    [0.8, 20, 'Elite'],
    [0.79, 21, 'Advanced'],
    [0.7, 30, 'Advanced'],
    [0.69, 31, 'Proficient'],
    [0.6, 40, 'Proficient'],
    [0.59, 41, 'Growing'],
  ])('percentile %p is top %p%%: %s', (value, top, title) => {
    expect(rankTier(value)).toMatchObject({ topPercent: top, title });
  });
  it('rounds the percentile before taking the top percent', () => {
    expect(rankTier(0.896)).toMatchObject({ topPercent: 10, title: 'Master' });
  });
  it("says 'Growing / Keep going!' above 40", () => {
    expect(rankTier(0.2)).toEqual({ topPercent: 80, title: 'Growing', suffix: 'Keep going!' });
  });
  it('shows a grade as a whole percent', () => {
    expect(gradePercent(0.456)).toBe(46);
  });
});

describe('strengths and weaknesses (spec 3 §4.8)', () => {
  const both = { name: 'pace', label: 'Pace', emoji: '🏃' };
  const only = { name: 'pitch', label: 'Pitch', emoji: '🎵' };
  const trait = (percentileValue: number | null): AssessmentTrait => ({
    label: 'Flow',
    description: '',
    grade: 0.5,
    percentile: percentileValue,
    strengths: [both],
    weaknesses: [both, only],
  });

  it('hides traits with a null percentile', () => {
    expect(visibleTraits({ flow: trait(null) })).toEqual([]);
  });
  it('above 0.5 drops weaknesses that are also strengths', () => {
    expect(visibleTraits({ flow: trait(0.51) })[0]).toMatchObject({ strengths: [both], weaknesses: [only] });
  });
  it('at or below 0.5 drops strengths that are also weaknesses', () => {
    expect(visibleTraits({ flow: trait(0.5) })[0]).toMatchObject({ strengths: [], weaknesses: [both, only] });
  });
});

describe('percentile', () => {
  it('is the mid-rank share of the population', () => {
    const population = [0.1, 0.2, 0.3, 0.4, 0.5];
    expect(population.map((value) => percentile(value, population))).toEqual([0.1, 0.3, 0.5, 0.7, 0.9]);
  });
  it('puts ties at the same percentile', () => {
    expect(percentile(0.5, [0.5, 0.5, 0.1, 0.9])).toBe(0.5);
  });
  it('is 0.5 for a lone value', () => {
    expect(percentile(3, [3])).toBe(0.5);
  });
});

describe('snapshot name (spec 3 §4.2)', () => {
  it("formats the day like 'MMM d y' in the user's zone", () => {
    expect(snapshotName(new Date('2026-03-05T23:30:00Z'), 'UTC')).toBe('Mar 5 2026');
    expect(snapshotName(new Date('2026-03-05T23:30:00Z'), 'Asia/Tokyo')).toBe('Mar 6 2026');
  });
});
