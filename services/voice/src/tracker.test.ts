/** The segmenter and live tracker (issue 18) on frame sequences built here. */
import { describe, expect, it } from '@jest/globals';
import { segment, VoiceTracker } from './tracker.js';
import { FRAME_MS, framesOf, quiet, speech } from './testing/frames.js';

const f = (n: number) => n * FRAME_MS;

describe('the segmenter', () => {
  it('finds the pauses between stretches of speech and leaves out the silence before and after', () => {
    const analysis = segment(
      framesOf([quiet(f(10)), speech(f(20)), quiet(f(15)), speech(f(20)), quiet(f(70)), speech(f(10)), quiet(f(20))]),
    );
    expect(analysis.speech).toEqual([
      { startMs: f(10), endMs: f(30) },
      { startMs: f(45), endMs: f(65) },
      { startMs: f(135), endMs: f(145) },
    ]);
    expect(analysis.pauses).toEqual([
      { startMs: f(30), endMs: f(45) },
      { startMs: f(65), endMs: f(135) },
    ]);
    expect(analysis.analysedMs).toBe(f(165));
  });

  it('keeps a silence shorter than the minimum pause (250 ms) inside the stretch of speech', () => {
    const analysis = segment(framesOf([speech(f(10)), quiet(f(7)), speech(f(10))]));
    expect(analysis.speech).toEqual([{ startMs: 0, endMs: f(27) }]);
    expect(analysis.pauses).toEqual([]);
  });

  it('holds its decision between the thresholds (hysteresis): 0.4 neither starts nor ends speech', () => {
    const analysis = segment(
      framesOf([
        { ms: f(10), probability: 0.4 },
        speech(f(5)),
        { ms: f(20), probability: 0.4 },
        { ms: f(10), probability: 0.3 },
        { ms: f(5), probability: 0.45 },
      ]),
    );
    expect(analysis.speech).toEqual([{ startMs: f(10), endMs: f(35) }]);
  });

  it('drops a blip shorter than 100 ms, so it neither counts as speech nor splits a silence', () => {
    const analysis = segment(framesOf([speech(f(10)), quiet(f(20)), speech(f(2)), quiet(f(20)), speech(f(10))]));
    expect(analysis.speech).toEqual([
      { startMs: 0, endMs: f(10) },
      { startMs: f(52), endMs: f(62) },
    ]);
    expect(analysis.pauses).toEqual([{ startMs: f(10), endMs: f(52) }]);
  });
});

describe('the live tracker', () => {
  it('reports speaking, the silence going on, the pauses and hesitations as frames arrive', () => {
    const tracker = new VoiceTracker();
    const frames = framesOf([
      quiet(f(5)),
      speech(f(20), -20, 200),
      quiet(f(70)),
      speech(f(10), -30, 180),
      quiet(f(12)),
    ]);
    const stateAfter = (count: number) => {
      while (frames.length > 0 && count > 0) {
        tracker.push(frames.shift()!);
        count -= 1;
      }
      return tracker.liveState();
    };

    const beforeSpeech = stateAfter(5);
    expect(beforeSpeech).toMatchObject({
      elapsedMs: f(5),
      speaking: false,
      speakingMs: 0,
      currentSilenceMs: 0,
      pauses: [],
      pitchHz: null,
    });

    const speaking = stateAfter(20);
    expect(speaking).toMatchObject({
      speaking: true,
      speakingMs: f(20),
      currentSilenceMs: 0,
      pitchHz: 200,
      rmsDb: -20,
    });
    expect(speaking.energy).toBeCloseTo(0.8, 5);

    const silent = stateAfter(70);
    expect(silent).toMatchObject({
      speaking: false,
      speakingMs: f(20),
      currentSilenceMs: f(70),
      pauses: [],
      hesitationCount: 0,
      pitchHz: null,
      rmsDb: -70,
    });

    const resumed = stateAfter(4);
    expect(resumed.pauses).toEqual([{ startMs: f(25), endMs: f(95) }]);
    expect(resumed.hesitationCount).toBe(1);
    expect(resumed.currentSilenceMs).toBe(0);

    const end = stateAfter(18);
    expect(end.speakingMs).toBe(f(30));
    expect(end.currentSilenceMs).toBe(f(12));
    expect(end.elapsedMs).toBe(f(117));
    // One point per 100 ms of the round, from its start.
    expect(end.energyTrace.length).toBeGreaterThanOrEqual(36);
    expect(end.energyTrace[0]).toEqual({ atMs: 0, energy: 0 });
    expect(end.energyTrace.map((p) => p.atMs)).toEqual(end.energyTrace.map((_, i) => i * 100));
    expect(Math.max(...end.energyTrace.map((p) => p.energy))).toBeCloseTo(0.8, 5);
  });

  it('does not call a blip speaking time', () => {
    const tracker = new VoiceTracker();
    framesOf([quiet(f(5)), speech(f(2))]).forEach((frame) => tracker.push(frame));
    expect(tracker.liveState().speakingMs).toBe(0);
  });
});
