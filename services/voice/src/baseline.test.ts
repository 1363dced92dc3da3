/** The learner's own baseline (issue 18, part 5) and the comparison with it. */
import { describe, expect, it } from '@jest/globals';
import { baselineOf, compareWithBaseline, comparisonLabel, type MeasuredRound } from './baseline.js';
import type { VoiceMetrics } from './metrics.js';

const metrics = (overrides: Partial<VoiceMetrics>): VoiceMetrics => ({
  analysedMs: 60_000,
  speakingMs: 42_000,
  speakingRatio: 0.7,
  pauseCount: 10,
  meanPauseMs: 700,
  hesitationCount: 1,
  longestSilenceMs: 2_500,
  energyRangeDb: 18,
  pitchRangeSemitones: 8,
  ...overrides,
});

const round = (session: number, day: number, overrides: Partial<VoiceMetrics> = {}): MeasuredRound => ({
  sessionId: `session-${session}`,
  completedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
  metrics: metrics(overrides),
});

describe('baselineOf', () => {
  it('takes the medians over the rounds of the latest sessions only', () => {
    const old = Array.from({ length: 5 }, (_, i) => round(100 + i, 1 + i, { meanPauseMs: 5_000, speakingRatio: 0.1 }));
    const recent = Array.from({ length: 10 }, (_, i) =>
      round(i, 10 + i, { meanPauseMs: 600 + i * 20, speakingRatio: 0.6 + i * 0.01, hesitationCount: i % 3 }),
    );
    const baseline = baselineOf([...recent, ...old]);
    expect(baseline.sessions).toBe(10);
    expect(baseline.meanPauseMs).toBe(690);
    expect(baseline.speakingRatio).toBeCloseTo(0.645, 10);
    // hesitations 0,1,2,0,1,2,0,1,2,0 in a minute each: the median is 1 per minute.
    expect(baseline.hesitationsPerMinute).toBe(1);
    expect(baseline.energyRangeDb).toBe(18);
    expect(baseline.pitchRangeSemitones).toBe(8);
    // Rounds measured before issue 31 have no pace or filled pauses: none in the baseline.
    expect(baseline.articulationRate).toBeNull();
    expect(baseline.filledPausesPerMinute).toBeNull();
  });

  it('takes pace and filled pauses (issue 31) from the rounds that measured them', () => {
    const baseline = baselineOf([
      round(1, 1),
      round(2, 2, { articulationRate: 4.2, filledPausesPerMinute: 1 }),
      round(3, 3, { articulationRate: 5, filledPausesPerMinute: 3 }),
    ]);
    expect(baseline.articulationRate).toBeCloseTo(4.6);
    expect(baseline.filledPausesPerMinute).toBe(2);
    expect(compareWithBaseline('articulationRate', 5.2, baseline)).toBe('above');
    expect(compareWithBaseline('articulationRate', 4.8, baseline)).toBe('within');
    expect(compareWithBaseline('filledPausesPerMinute', 3.5, baseline)).toBe('above');
  });

  it('counts a session with several rounds once, as recent as its latest round', () => {
    const rounds = [
      round(1, 1, { energyRangeDb: 10 }),
      round(1, 20, { energyRangeDb: 12 }),
      round(2, 10, { energyRangeDb: 30 }),
      round(3, 5, { energyRangeDb: 40 }),
    ];
    const baseline = baselineOf(rounds, 2);
    expect(baseline.sessions).toBe(2);
    expect(baseline.energyRangeDb).toBe(12);
  });

  it('is empty for a new learner, and skips figures a round could not measure', () => {
    expect(baselineOf([])).toEqual({
      sessions: 0,
      speakingRatio: null,
      meanPauseMs: null,
      hesitationsPerMinute: null,
      energyRangeDb: null,
      pitchRangeSemitones: null,
      articulationRate: null,
      filledPausesPerMinute: null,
    });
    const baseline = baselineOf([
      round(1, 1, { meanPauseMs: null, pitchRangeSemitones: null, analysedMs: 3_000, speakingMs: 2_000 }),
    ]);
    expect(baseline).toMatchObject({
      sessions: 1,
      meanPauseMs: null,
      pitchRangeSemitones: null,
      hesitationsPerMinute: null,
    });
  });
});

describe('compareWithBaseline', () => {
  const baseline = baselineOf(Array.from({ length: 4 }, (_, i) => round(i, i + 1)));

  it("says above, within or below the learner's usual, with a margin of 15 % or the measurement's precision", () => {
    expect(compareWithBaseline('meanPauseMs', 700, baseline)).toBe('within');
    expect(compareWithBaseline('meanPauseMs', 800, baseline)).toBe('within');
    expect(compareWithBaseline('meanPauseMs', 820, baseline)).toBe('above');
    expect(compareWithBaseline('meanPauseMs', 580, baseline)).toBe('below');
    expect(compareWithBaseline('energyRangeDb', 19.5, baseline)).toBe('within');
    expect(compareWithBaseline('energyRangeDb', 24, baseline)).toBe('above');
    expect(comparisonLabel('above')).toBe('above your usual');
  });

  it('has nothing to say without a figure or a baseline', () => {
    expect(compareWithBaseline('meanPauseMs', null, baseline)).toBeNull();
    expect(compareWithBaseline('meanPauseMs', 700, baselineOf([]))).toBeNull();
  });
});
