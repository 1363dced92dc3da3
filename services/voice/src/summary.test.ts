/** The round summary (issue 18): the figures of VoiceMetricsSchema, followEnergyScore and pausesOnCue. */
import { describe, expect, it } from '@jest/globals';
import { VoiceMetricsSchema } from './metrics.js';
import { followEnergyScore, pausesOnCue, quantile, roomLevels, summarise } from './summary.js';
import { segment } from './tracker.js';
import { FRAME_MS, framesOf, quiet, speech } from './testing/frames.js';

const f = (n: number) => n * FRAME_MS;

describe('summarise', () => {
  it('gives speaking time and ratio, pauses, hesitations, the longest silence and the ranges, valid for the schema', () => {
    const analysis = segment(
      framesOf([
        quiet(f(10)),
        speech(f(25), -30, 100),
        quiet(f(20)),
        speech(f(25), -20, 200),
        quiet(f(80)),
        speech(f(25), -10, 400),
        quiet(f(15)),
      ]),
    );
    const metrics = summarise(analysis);
    expect(metrics).toEqual({
      analysedMs: f(200),
      speakingMs: f(75),
      speakingRatio: 75 / 200,
      pauseCount: 2,
      meanPauseMs: f(50),
      hesitationCount: 1,
      longestSilenceMs: f(80),
      energyRangeDb: 20,
      pitchRangeSemitones: 24,
    });
    expect(VoiceMetricsSchema.safeParse(metrics).success).toBe(true);
  });

  it('gives zeros and nulls for a silent round, still valid', () => {
    const metrics = summarise(segment(framesOf([quiet(f(50))])));
    expect(metrics).toMatchObject({
      speakingMs: 0,
      speakingRatio: 0,
      pauseCount: 0,
      meanPauseMs: null,
      longestSilenceMs: 0,
      energyRangeDb: null,
      pitchRangeSemitones: null,
    });
    expect(VoiceMetricsSchema.safeParse(metrics).success).toBe(true);
    expect(VoiceMetricsSchema.safeParse(summarise(segment([]))).success).toBe(true);
  });

  it('leaves out the pitch range when too few frames were pitched', () => {
    const metrics = summarise(segment(framesOf([speech(f(5), -20, 150), speech(f(20), -20, null)])));
    expect(metrics.pitchRangeSemitones).toBeNull();
    expect(metrics.energyRangeDb).toBe(0);
  });

  it('adds the game figures only when the game asked for them', () => {
    const analysis = segment(framesOf([speech(f(20)), quiet(f(20)), speech(f(20))]));
    expect(summarise(analysis)).not.toHaveProperty('followEnergyScore');
    expect(summarise(analysis)).not.toHaveProperty('pausesOnCue');
    expect(summarise(analysis, { pauseCues: [] }).pausesOnCue).toEqual({ asked: 0, taken: 0 });
  });
});

describe('followEnergyScore', () => {
  const slides = [
    { atMs: 0, level: 0.2 },
    { atMs: f(30), level: 0.8 },
    { atMs: f(60), level: 0.5 },
  ];

  it("is 100 when the energy rises and falls with the slides, whatever the voice's own loudness", () => {
    const loud = segment(framesOf([speech(f(30), -45), speech(f(30), -15), speech(f(30), -30)]));
    const quietVoice = segment(framesOf([speech(f(30), -50), speech(f(30), -38), speech(f(30), -44)]));
    expect(followEnergyScore(loud, slides)).toBe(100);
    expect(followEnergyScore(quietVoice, slides)).toBe(100);
  });

  it('is 0 when the energy goes the other way or stays flat, and in between when it half follows', () => {
    expect(
      followEnergyScore(segment(framesOf([speech(f(30), -15), speech(f(30), -40), speech(f(30), -25)])), slides),
    ).toBe(0);
    expect(followEnergyScore(segment(framesOf([speech(f(90), -25)])), slides)).toBe(0);
    const half = followEnergyScore(
      segment(framesOf([speech(f(30), -40), speech(f(30), -15), speech(f(30), -45)])),
      slides,
    );
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThan(100);
  });

  it('judges only the slides spoken on, and is null with fewer than two or nothing to follow', () => {
    expect(followEnergyScore(segment(framesOf([speech(f(30), -40), quiet(f(30)), speech(f(30), -25)])), slides)).toBe(
      100,
    );
    expect(followEnergyScore(segment(framesOf([speech(f(30), -40), quiet(f(60))])), slides)).toBeNull();
    expect(
      followEnergyScore(segment(framesOf([speech(f(90), -25)])), [
        { atMs: 0, level: 0.5 },
        { atMs: f(45), level: 0.5 },
      ]),
    ).toBeNull();
  });

  it('leaves out the time of a slide that asks for no level, rather than stretching the slide before it over it', () => {
    // Followed perfectly up to the final slide, then loud on it: with the final slide judged as the one before, the
    // loud last third would spoil the score.
    const analysis = segment(
      framesOf([speech(f(30), -45), speech(f(30), -15), speech(f(30), -45), speech(f(30), -10)]),
    );
    const withFinal = [...slides.slice(0, 2), { atMs: f(60), level: 0.2 }, { atMs: f(90), level: null }];
    expect(followEnergyScore(analysis, withFinal)).toBe(100);
    expect(followEnergyScore(analysis, withFinal.slice(0, 3))).toBeLessThan(100);
  });
});

describe('pausesOnCue', () => {
  // Speech, a 640 ms pause from 640 ms, speech, a 320 ms pause from 1920 ms, speech until 2880, then silence.
  const analysis = segment(
    framesOf([speech(f(20)), quiet(f(20)), speech(f(20)), quiet(f(10)), speech(f(20)), quiet(f(30))]),
  );

  it('takes a cue when a long enough silence starts in its window or is going on at its start', () => {
    expect(pausesOnCue(analysis, [{ startMs: 600, endMs: 900 }])).toEqual({ asked: 1, taken: 1 });
    expect(pausesOnCue(analysis, [{ startMs: 800, endMs: 1_100 }])).toEqual({ asked: 1, taken: 1 });
    // The silence after the last word counts: the learner stopped on cue.
    expect(pausesOnCue(analysis, [{ startMs: 2_800, endMs: 3_000 }])).toEqual({ asked: 1, taken: 1 });
  });

  it('does not take a cue with a silence shorter than the cue pause, nor one outside the window', () => {
    expect(pausesOnCue(analysis, [{ startMs: 1_900, endMs: 2_100 }])).toEqual({ asked: 1, taken: 0 });
    expect(pausesOnCue(analysis, [{ startMs: 1_300, endMs: 1_600 }])).toEqual({ asked: 1, taken: 0 });
    expect(
      pausesOnCue(analysis, [
        { startMs: 0, endMs: 500 },
        { startMs: 600, endMs: 900 },
      ]),
    ).toEqual({ asked: 2, taken: 1 });
  });
});

it('quantile interpolates between ranks', () => {
  expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
  expect(quantile([0, 10], 0.95)).toBeCloseTo(9.5, 10);
});

describe('roomLevels (a very loud room, issue 31)', () => {
  it('takes the room from the frames outside speech and the speech from those inside', () => {
    const analysis = segment(framesOf([quiet(f(40)), speech(f(60), -22), quiet(f(40))]));
    expect(roomLevels(analysis.frames)).toEqual({ roomLevelDb: -70, speechLevelDb: -22 });
  });

  it('with under a second outside speech (a noise the VAD takes for speech), the room is the quietest tenth of the frames', () => {
    const analysis = segment(framesOf([speech(f(50), -30), speech(f(50), -26)]));
    const levels = roomLevels(analysis.frames);
    expect(levels.roomLevelDb).toBeCloseTo(-30);
    expect(levels.speechLevelDb).toBeCloseTo(-28);
  });

  it('is null without frames', () => {
    expect(roomLevels([])).toEqual({ roomLevelDb: null, speechLevelDb: null });
  });

  it("a held 'uh' the VAD does not call speech is pitched: it is not the room", () => {
    // Speech, a loud held vowel the VAD misses (pitched, probability low), and quiet gaps.
    const uh = { ms: f(40), probability: 0.1, rmsDb: -22, pitchHz: 120 };
    const analysis = segment(framesOf([quiet(f(20)), speech(f(40), -20), uh, quiet(f(20)), speech(f(40), -20), uh]));
    expect(roomLevels(analysis.frames).roomLevelDb).toBe(-70);
  });

  it('a steady loud noise outside speech is the room', () => {
    const noise = { ms: f(60), probability: 0.1, rmsDb: -32, pitchHz: null };
    const analysis = segment(framesOf([noise, speech(f(60), -25), noise]));
    expect(roomLevels(analysis.frames)).toEqual({ roomLevelDb: -32, speechLevelDb: -25 });
  });
});
