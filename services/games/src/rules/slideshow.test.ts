import { describe, expect, it } from '@jest/globals';
import { fixedSequence, seededRandom } from './random.js';
import {
  photoCount,
  photoRoundLength,
  SLIDESHOW_DIFFICULTIES,
  slideshowTimeline,
  timelineSeconds,
} from './slideshow.js';

describe('photoCount = floor((total − 5 − (5 if title)) / round length)', () => {
  it.each([
    [50, 10, true, 4],
    [50, 10, false, 4],
    [50, 15, true, 2],
    [50, 5, true, 8],
    [50, 5, false, 9],
    [155, 5, true, 29],
    [155, 15, false, 10],
    [100, 10, true, 9],
    [60, 15, true, 3],
    [5, 5, false, 0],
    [155, 0, true, 29],
  ])('%p s at %p s a photo, title %p → %p photos', (total, length, hasTitle, expected) => {
    expect(photoCount(total, length, hasTitle)).toBe(expected);
  });
});

describe('slideshow difficulty (spec 2 §5)', () => {
  it('slow 15, medium 10, fast 5, random 0', () => {
    expect(SLIDESHOW_DIFFICULTIES.map((d) => [d.label, d.value])).toEqual([
      ['slow', 15],
      ['medium', 10],
      ['fast', 5],
      ['random', 0],
    ]);
  });

  it.each([
    [15, 0.5, 15],
    [5, 0.5, 5],
    [0, 0, 5],
    [0, 0.5, 10],
    [0, 0.9, 15],
  ])('difficulty %p with draw %p → %p s', (difficulty, draw, expected) => {
    expect(photoRoundLength(difficulty, () => draw)).toBe(expected);
  });
});

describe('slideshowTimeline: title 5 s, photos, wrap-up 5 s', () => {
  it('medium, 50 s with a title: 5 + 4 × 10 + 5', () => {
    const steps = slideshowTimeline({ totalDuration: 50, difficulty: 10, hasTitle: true }, seededRandom(1));
    expect(steps).toEqual([
      { kind: 'title', durationSeconds: 5 },
      { kind: 'photo', photoIndex: 0, durationSeconds: 10 },
      { kind: 'photo', photoIndex: 1, durationSeconds: 10 },
      { kind: 'photo', photoIndex: 2, durationSeconds: 10 },
      { kind: 'photo', photoIndex: 3, durationSeconds: 10 },
      { kind: 'wrap-up', durationSeconds: 5 },
    ]);
  });

  it('without a title it starts with the photos', () => {
    const steps = slideshowTimeline({ totalDuration: 60, difficulty: 15, hasTitle: false }, seededRandom(1));
    expect(steps[0]).toEqual({ kind: 'photo', photoIndex: 0, durationSeconds: 15 });
    expect(steps.filter((s) => s.kind === 'photo')).toHaveLength(3);
  });

  it('random lengths per photo fill the time without running over', () => {
    for (let seed = 0; seed < 25; seed += 1) {
      const steps = slideshowTimeline({ totalDuration: 155, difficulty: 0, hasTitle: true }, seededRandom(seed));
      const photos = steps.filter((s) => s.kind === 'photo');
      expect(photos.every((p) => [5, 10, 15].includes(p.durationSeconds))).toBe(true);
      expect(timelineSeconds(steps)).toBe(155);
    }
    const longest = slideshowTimeline({ totalDuration: 50, difficulty: 0, hasTitle: true }, fixedSequence(0.99));
    expect(longest.map((s) => s.durationSeconds)).toEqual([5, 15, 15, 10, 5]);
  });

  it('shows no more photos than were loaded', () => {
    const steps = slideshowTimeline(
      { totalDuration: 155, difficulty: 5, hasTitle: true, photosAvailable: 3 },
      seededRandom(1),
    );
    expect(steps.filter((s) => s.kind === 'photo')).toHaveLength(3);
    expect(
      slideshowTimeline({ totalDuration: 155, difficulty: 5, hasTitle: true, photosAvailable: 0 }, seededRandom(1)),
    ).toEqual([
      { kind: 'title', durationSeconds: 5 },
      { kind: 'wrap-up', durationSeconds: 5 },
    ]);
  });
});
