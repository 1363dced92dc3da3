import { describe, expect, it } from '@jest/globals';
import { pickUnusedTitle, roundsSurvivedText, secondsPerTopic, survivalNext, survivalQuestion } from './triple-step.js';
import { fixedSequence as sequence } from './random.js';

describe('secondsPerTopic = (total duration − 8) / topics, at least 1', () => {
  it.each([
    [60, 6, 52 / 6],
    [68, 6, 10],
    [30, 3, 22 / 3],
    [180, 10, 17.2],
    [38, 10, 3],
    [18, 10, 1],
    [10, 10, 1],
    [8, 3, 1],
  ])('%p s over %p topics → %p s', (duration, topics, expected) => {
    expect(secondsPerTopic(duration, topics)).toBeCloseTo(expected, 10);
  });
});

describe('survivalNext: duration 90 % (at least one less), topics 110 % (at least one more)', () => {
  it.each([
    [60, 6, 54, 7],
    [54, 7, 49, 8],
    [100, 10, 90, 11],
    [180, 10, 162, 11],
    [30, 3, 27, 4],
    [9, 20, 8, 22],
    [5, 25, 4, 28],
    [4, 3, 3, 4],
    [1, 3, 1, 4],
  ])('%p s, %p topics → %p s, %p topics', (totalDuration, totalTopics, duration, topics) => {
    expect(survivalNext({ totalDuration, totalTopics })).toEqual({ totalDuration: duration, totalTopics: topics });
  });
});

describe('survival texts', () => {
  it.each([
    [0, '0 rounds survived'],
    [1, '1 round survived'],
    [3, '3 rounds survived'],
  ])('%p → %p', (count, text) => {
    expect(roundsSurvivedText(count)).toBe(text);
  });

  it("asks 'Did you survive?' or 'Did {receiver} survive?'", () => {
    expect(survivalQuestion()).toBe('Did you survive?');
    expect(survivalQuestion('Ana')).toBe('Did Ana survive?');
  });
});

describe('pickUnusedTitle', () => {
  const titles = ['the bridge', 'a quiet storm', 'lost keys'];

  it('draws only titles not used yet, each round', () => {
    let used: string[] = [];
    const seen: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const picked = pickUnusedTitle(titles, used, sequence(0.99));
      expect(picked.title).not.toBeNull();
      expect(used).not.toContain(picked.title);
      seen.push(picked.title as string);
      used = picked.used;
    }
    expect([...seen].sort()).toEqual([...titles].sort());
  });

  it('starts over when every title was used, without repeating the last one at once', () => {
    const picked = pickUnusedTitle(titles, ['the bridge', 'a quiet storm', 'lost keys'], sequence(0.99));
    expect(picked.title).not.toBe('lost keys');
    expect(picked.used).toEqual([picked.title]);
  });

  it('answers null without titles', () => {
    expect(pickUnusedTitle([], [], sequence(0))).toEqual({ title: null, used: [] });
  });
});
