import { describe, expect, it } from '@jest/globals';
import { VOICE_BANDS } from '@impromptu/voice/bands';
import { axisTicks, formatDuration } from './figures';
import { activityLabel, calendarWeeks, CALENDAR_WEEKS } from './streak-calendar';
import { trendsOf, type VoicePoint } from './voice-trends';

const day = (iso: string) => iso.slice(0, 10);

function point(round: number, completedAt: string, metrics: Partial<VoicePoint['metrics']> = {}): VoicePoint {
  return {
    round,
    completedAt,
    metrics: {
      analysedMs: 120_000,
      speakingRatio: 0.75,
      pauseCount: 10,
      meanPauseMs: 800,
      hesitationCount: 2,
      energyRangeDb: 18,
      pitchRangeSemitones: 7,
      ...metrics,
    },
  };
}

const noBaseline = {
  sessions: 0,
  speakingRatio: null,
  meanPauseMs: null,
  hesitationsPerMinute: null,
  energyRangeDb: null,
  pitchRangeSemitones: null,
  articulationRate: null,
  filledPausesPerMinute: null,
};

describe('the streak calendar', () => {
  it('shows 12 weeks, Monday first, ending with the week of today; the days after today are still to come', () => {
    // 2026-11-25 is a Wednesday.
    const weeks = calendarWeeks('2026-11-25', []);
    expect(weeks).toHaveLength(CALENDAR_WEEKS);
    expect(weeks.every((week) => week.days.length === 7)).toBe(true);
    expect(weeks[11]!.start).toBe('2026-11-23');
    expect(weeks[0]!.start).toBe('2026-09-07');
    const lastWeek = weeks[11]!.days;
    expect(lastWeek.map((d) => [d.day, d.today, d.future])).toEqual([
      ['2026-11-23', false, false],
      ['2026-11-24', false, false],
      ['2026-11-25', true, false],
      ['2026-11-26', false, true],
      ['2026-11-27', false, true],
      ['2026-11-28', false, true],
      ['2026-11-29', false, true],
    ]);
  });

  it('marks the active days with what they held, across a month and a year end', () => {
    const weeks = calendarWeeks('2027-01-03', [
      { day: '2026-12-31', rounds: 2, practiceSteps: 0 },
      { day: '2027-01-03', rounds: 0, practiceSteps: 1 },
    ]);
    const days = weeks.flatMap((week) => week.days);
    // 2027-01-03 is a Sunday: the last day of the last week.
    expect(days[days.length - 1]).toMatchObject({ day: '2027-01-03', today: true, active: true, practiceSteps: 1 });
    expect(days.find((d) => d.day === '2026-12-31')).toMatchObject({ active: true, rounds: 2 });
    expect(days.filter((d) => d.active).map((d) => d.day)).toEqual(['2026-12-31', '2027-01-03']);
  });

  it('says what a day held', () => {
    expect(activityLabel({ rounds: 0, practiceSteps: 0 })).toBe('no activity');
    expect(activityLabel({ rounds: 1, practiceSteps: 0 })).toBe('1 round');
    expect(activityLabel({ rounds: 3, practiceSteps: 1 })).toBe('3 rounds and 1 practice step');
  });
});

describe('the voice trends of a game', () => {
  it('charts only the metrics its rounds measured, in the units the page reads', () => {
    const game = {
      voice: [
        point(1, '2026-11-20T10:00:00Z'),
        point(2, '2026-11-21T10:00:00Z', {
          speakingRatio: 0.5,
          meanPauseMs: null,
          pauseCount: 0,
          hesitationCount: 0,
        }),
      ],
      baseline: noBaseline,
    };
    const trends = trendsOf(game, day);
    // Neither Conductor's score nor Snow Globe's cues were measured.
    expect(trends.map((trend) => trend.definition.key)).toEqual([
      'speakingRatio',
      'pauseCount',
      'meanPause',
      'hesitationsPerMinute',
      'energyRange',
      'pitchRange',
    ]);
    const byKey = Object.fromEntries(trends.map((trend) => [trend.definition.key, trend]));
    expect(byKey.speakingRatio!.rows.map((row) => row.value)).toEqual([75, 50]);
    expect(byKey.meanPause!.rows.map((row) => row.value)).toEqual([0.8, null]);
    // Two hesitations in two minutes of audio.
    expect(byKey.hesitationsPerMinute!.rows.map((row) => row.value)).toEqual([1, 0]);
    expect(byKey.meanPause!.definition.band).toEqual({
      from: VOICE_BANDS.confidentPauseMs.min / 1000,
      to: VOICE_BANDS.confidentPauseMs.max / 1000,
      label: 'Confident pauses',
    });
    expect(byKey.meanPause!.definition.threshold?.value).toBe(VOICE_BANDS.hesitationMs / 1000);
  });

  it('draws the learner’s own baseline in the chart’s unit and says where the latest round stands', () => {
    const game = {
      voice: [
        point(1, '2026-11-20T10:00:00Z', {
          speakingRatio: 0.6,
          articulationRate: 4.5,
          filledPausesPerMinute: 2,
        }),
        point(1, '2026-11-22T10:00:00Z', {
          speakingRatio: 0.8,
          meanPauseMs: 2_500,
          articulationRate: 5.1,
          filledPausesPerMinute: 3,
        }),
      ],
      baseline: {
        sessions: 2,
        speakingRatio: 0.7,
        meanPauseMs: 1_000,
        hesitationsPerMinute: 0.5,
        energyRangeDb: 20,
        pitchRangeSemitones: 7,
        articulationRate: 4.8,
        filledPausesPerMinute: 2.5,
      },
    };
    const byKey = Object.fromEntries(trendsOf(game, day).map((trend) => [trend.definition.key, trend]));
    expect(byKey.speakingRatio!.baseline).toBeCloseTo(70);
    expect(byKey.meanPause!.baseline).toBe(1);
    // Pace and filled pauses are read against the BFF's baseline too (issue 31).
    expect(byKey.pace!.baseline).toBe(4.8);
    expect(byKey.filledPauses!.baseline).toBe(2.5);
    expect(byKey.speakingRatio!.summary).toBe(
      'Speaking time: 2 rounds, from 2026-11-20 to 2026-11-22. Latest 80%, above your baseline of 70%. Lowest 60%, highest 80%.',
    );
    expect(byKey.energyRange!.summary).toContain('Latest 18.0 dB, below your baseline of 20.0 dB.');
    expect(byKey.pitchRange!.summary).toContain('level with your baseline of 7.0 semitones');
    expect(byKey.meanPause!.summary).toContain('1 of 2 in the confident pauses band (0.4 s to 1.2 s).');
    expect(byKey.pauseCount!.baseline).toBeNull();
  });

  it('reads Conductor’s score and Snow Globe’s pauses on cue', () => {
    const game = {
      voice: [
        point(1, '2026-11-20T10:00:00Z', { followEnergyScore: 64, pausesOnCue: { asked: 4, taken: 3 } }),
        point(2, '2026-11-20T10:05:00Z', { followEnergyScore: null, pausesOnCue: { asked: 0, taken: 0 } }),
      ],
      baseline: noBaseline,
    };
    const byKey = Object.fromEntries(trendsOf(game, day).map((trend) => [trend.definition.key, trend]));
    expect(byKey.followEnergy!.rows.map((row) => row.value)).toEqual([64, null]);
    expect(byKey.pausesOnCue!.rows.map((row) => [row.value, row.detail])).toEqual([
      [75, '3 of 4'],
      [null, '0 of 0'],
    ]);
    expect(byKey.pausesOnCue!.summary).toBe('Pauses on cue: 1 round, on 2026-11-20. Latest 75%.');
    // Both rounds on one day: one date.
    expect(byKey.followEnergy!.summary).toBe('Follow the energy: 1 round, on 2026-11-20. Latest 64 points.');
  });

  it("gives each round's pace and filled pauses their accuracy, and says which rounds had too little speech", () => {
    const game = {
      voice: [
        point(1, '2026-11-20T10:00:00Z', {
          articulationRate: 5.1,
          syllableCount: 60,
          filledPauseCount: 5,
          filledPausesPerMinute: 3,
        }),
        point(2, '2026-11-20T10:05:00Z', {
          articulationRate: null,
          syllableCount: 3,
          filledPauseCount: 0,
          filledPausesPerMinute: null,
        }),
      ],
      baseline: noBaseline,
    };
    const byKey = Object.fromEntries(trendsOf(game, day).map((trend) => [trend.definition.key, trend]));
    expect(byKey.pace!.rows.map((row) => [row.value, row.margin, row.withheld])).toEqual([
      [5.1, expect.stringMatching(/^±\d+ %$/), null],
      [null, null, 'not enough speech to measure'],
    ]);
    expect(byKey.filledPauses!.rows.map((row) => [row.value, row.margin, row.withheld])).toEqual([
      [3, expect.stringMatching(/^±\d+ in the round$/), null],
      [null, null, 'not enough speech to measure'],
    ]);
  });

  it('has nothing to chart for a game played without voice metrics', () => {
    expect(trendsOf({ voice: [], baseline: noBaseline }, day)).toEqual([]);
  });
});

describe('figures', () => {
  it('reads durations as the stats show them', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(720)).toBe('12 min');
    expect(formatDuration(3_900)).toBe('1 h 5 min');
    expect(formatDuration(7_200)).toBe('2 h');
  });

  it('steps a value axis from 0 in readable figures past the highest value', () => {
    expect(axisTicks(2.2, false)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(1.3, false)).toEqual([0, 0.5, 1, 1.5]);
    expect(axisTicks(22, false)).toEqual([0, 10, 20, 30]);
    expect(axisTicks(100, false)).toEqual([0, 25, 50, 75, 100]);
    // Counts step in whole numbers.
    expect(axisTicks(9.9, true)).toEqual([0, 5, 10]);
    expect(axisTicks(2, true)).toEqual([0, 1, 2]);
    expect(axisTicks(0, true)).toEqual([0, 1]);
  });
});
