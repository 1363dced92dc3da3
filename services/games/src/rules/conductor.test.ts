import { describe, expect, it } from '@jest/globals';
import {
  CONDUCTOR_DEFAULT_ROUND_DURATION,
  CONDUCTOR_FINAL_SLIDE_INDEX,
  CONDUCTOR_PREFERRED_SLIDES,
  CONDUCTOR_SLIDE_COUNT,
  conductorSegmentAt,
  conductorTimeline,
} from './conductor.js';
import { fixedSequence, seededRandom } from './random.js';
import { timelineSeconds } from './slideshow.js';

describe('conductorTimeline (spec 2 §9)', () => {
  it.each([
    // total, durations in order: intro 10, 6 s segments with the rest on the last, 5 s slide, final 10 s
    [60, [10, 6, 6, 6, 6, 11, 5, 10]],
    [61, [10, 6, 6, 6, 6, 6, 6, 5, 10]],
    [70, [10, 6, 6, 6, 6, 6, 6, 9, 5, 10]],
    [90, [10, 6, 6, 6, 6, 6, 6, 6, 6, 6, 11, 5, 10]],
  ])('%p s → %j', (total, durations) => {
    const timeline = conductorTimeline(total, seededRandom(7));
    expect(timeline.map((s) => s.durationSeconds)).toEqual(durations);
    expect(timelineSeconds(timeline)).toBe(total);
  });

  it.each([60, 70, 100, 120, 150, 180])('sums exactly to %p s, last segment up to 12 s, final slide 11', (total) => {
    for (let seed = 0; seed < 20; seed += 1) {
      const timeline = conductorTimeline(total, seededRandom(seed));
      expect(timelineSeconds(timeline)).toBe(total);
      expect(timeline[0]?.durationSeconds).toBe(10);
      expect(timeline.at(-1)).toEqual({ slideIndex: CONDUCTOR_FINAL_SLIDE_INDEX, durationSeconds: 10 });
      expect(timeline.at(-2)?.durationSeconds).toBe(5);
      const segments = timeline.slice(1, -2);
      expect(segments.slice(0, -1).every((s) => s.durationSeconds === 6)).toBe(true);
      expect(segments.at(-1)?.durationSeconds).toBeGreaterThanOrEqual(6);
      expect(segments.at(-1)?.durationSeconds).toBeLessThanOrEqual(12);
    }
  });

  it('draws the intro from slides 0-10, then the preferred set 1, 2, 3, 8, 9, 10 without repeating a slide', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const timeline = conductorTimeline(120, seededRandom(seed));
      expect(timeline[0]?.slideIndex).toBeGreaterThanOrEqual(0);
      expect(timeline[0]?.slideIndex).toBeLessThanOrEqual(10);
      const drawn = timeline.slice(1, -1);
      for (const segment of drawn) expect(CONDUCTOR_PREFERRED_SLIDES).toContain(segment.slideIndex);
      for (let i = 1; i < timeline.length; i += 1) {
        expect(timeline[i]?.slideIndex).not.toBe(timeline[i - 1]?.slideIndex);
      }
    }
  });

  it('takes every slide from the random source', () => {
    const low = conductorTimeline(60, fixedSequence(0));
    expect(low.map((s) => s.slideIndex)).toEqual([0, 1, 2, 1, 2, 1, 2, 11]);
  });

  it('knows twelve slides and the per-round default of 7', () => {
    expect(CONDUCTOR_SLIDE_COUNT).toBe(12);
    expect(CONDUCTOR_DEFAULT_ROUND_DURATION).toBe(7);
  });

  it('finds the slide on screen at a time', () => {
    const timeline = conductorTimeline(60, seededRandom(3));
    expect(conductorSegmentAt(timeline, 0)?.index).toBe(0);
    expect(conductorSegmentAt(timeline, 9.9)?.index).toBe(0);
    expect(conductorSegmentAt(timeline, 10)?.index).toBe(1);
    expect(conductorSegmentAt(timeline, 50)?.segment.slideIndex).toBe(11);
    expect(conductorSegmentAt(timeline, 75)?.segment.slideIndex).toBe(11);
    expect(conductorSegmentAt([], 1)).toBeNull();
  });
});
