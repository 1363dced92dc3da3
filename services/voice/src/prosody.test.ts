/**
 * The pace and filled-pause detectors (issue 31) on generated audio: trains of synthetic syllables of known
 * count (vowels with their own quality and a moving pitch, faint noise between them) and sustained
 * hesitation vowels of known length inserted among them. The detectors run as the worker runs them: 16 kHz,
 * 512-sample frames, pitch from the analysis's PitchTracker.
 */
import { describe, expect, it } from '@jest/globals';
import { PitchTracker } from './features.js';
import { paceFigures, powerSpectrum, ProsodyTracker, syllablesPerWord } from './prosody.js';
import { Framer, VAD_FRAME_SAMPLES } from './resample.js';
import { concat, filledPause, silence, syllableTrain } from './testing/audio.js';

const RATE = 16_000;
const FRAME_MS = (VAD_FRAME_SAMPLES / RATE) * 1000;

/** Runs the detectors over the audio, all of it taken as speech (the VAD is tested in pipeline.test.ts). */
function detect(samples: Float32Array) {
  const tracker = new ProsodyTracker(RATE);
  const pitch = new PitchTracker({ sampleRate: RATE });
  let index = 0;
  new Framer(VAD_FRAME_SAMPLES).push(samples, (frame) => {
    pitch.push(frame);
    tracker.push(frame, index * FRAME_MS, FRAME_MS, pitch.fillerPitch(), pitch.lastClarity);
    index += 1;
  });
  return tracker.finish([{ startMs: 0, endMs: index * FRAME_MS }]);
}

describe('syllable nuclei', () => {
  it.each([8, 15, 24])('counts %i synthetic syllables within 10 %%', (count) => {
    const audio = concat([silence(RATE, 300), syllableTrain(RATE, count, count), silence(RATE, 300)]);
    const { syllablesMs } = detect(audio);
    expect(Math.abs(syllablesMs.length - count)).toBeLessThanOrEqual(Math.max(1, Math.round(count * 0.1)));
  });

  it('finds nothing in silence or in faint noise', () => {
    const noise = new Float32Array(RATE * 2).map(() => (Math.random() - 0.5) * 0.002);
    expect(detect(silence(RATE, 2_000)).syllablesMs).toEqual([]);
    expect(detect(noise).syllablesMs).toEqual([]);
  });

  it("gives the articulation rate over speaking time and words per minute at that rate's syllables per word", () => {
    const figures = paceFigures(
      { syllablesMs: Array.from({ length: 45 }, (_, i) => i * 200), filledPauses: [] },
      10_000,
      30_000,
    );
    expect(figures.articulationRate).toBe(4.5);
    expect(figures.syllablesPerMinute).toBe(90);
    // At 4.5 syllables a second, 1.41 syllables a word: 90 / 1.41.
    expect(figures.wordsPerMinute).toBe(64);
    expect(figures.filledPausesPerMinute).toBe(0);
    // The time of a filled pause is not articulation: it leaves the speaking time.
    expect(
      paceFigures(
        { syllablesMs: Array.from({ length: 40 }, (_, i) => i * 200), filledPauses: [{ startMs: 0, endMs: 2_000 }] },
        10_000,
        30_000,
      ).articulationRate,
    ).toBe(5);
    // A round under two seconds has no per-minute figures.
    expect(paceFigures({ syllablesMs: [100], filledPauses: [] }, 500, 1_500).syllablesPerMinute).toBeNull();
  });
});

describe('syllables per word', () => {
  it('grows with the articulation rate, within the range it was measured on', () => {
    expect(syllablesPerWord(3)).toBeLessThan(syllablesPerWord(4));
    expect(syllablesPerWord(4)).toBeLessThan(syllablesPerWord(5));
    expect(syllablesPerWord(4)).toBeCloseTo(1.3);
    expect(syllablesPerWord(1)).toBe(syllablesPerWord(2.5));
    expect(syllablesPerWord(9)).toBe(syllablesPerWord(5));
    expect(syllablesPerWord(null)).toBe(syllablesPerWord(4));
  });
});

describe('filled pauses', () => {
  it.each([
    [300, 'uh'],
    [600, 'uh'],
    [1_200, 'uh'],
    [800, 'um'],
  ] as const)('finds a %i ms "%s" among syllables, at its time, and does not count it as syllables', (ms, kind) => {
    const before = syllableTrain(RATE, 10, 3);
    const after = syllableTrain(RATE, 10, 4);
    const startMs = ((300 + 0) * RATE) / RATE + (before.length / RATE) * 1000 + 150;
    const audio = concat([
      silence(RATE, 300),
      before,
      silence(RATE, 150),
      filledPause(RATE, ms, 125, kind),
      silence(RATE, 150),
      after,
      silence(RATE, 300),
    ]);
    const { filledPauses, syllablesMs } = detect(audio);
    expect(filledPauses).toHaveLength(1);
    expect(Math.abs(filledPauses[0]!.startMs - startMs)).toBeLessThanOrEqual(100);
    expect(filledPauses[0]!.endMs - filledPauses[0]!.startMs).toBeGreaterThanOrEqual(Math.min(ms, 1_200) * 0.6);
    expect(Math.abs(syllablesMs.length - 20)).toBeLessThanOrEqual(2);
  });

  it.each([
    [500, 'uh', 3],
    [800, 'uh', 5],
    [1_000, 'um', 4],
    [400, 'uh', 4],
  ] as const)('finds a %i ms "%s" whose pitch glides down %i semitones (issue 46)', (ms, kind, fall) => {
    const audio = concat([
      silence(RATE, 300),
      syllableTrain(RATE, 10, 5),
      silence(RATE, 150),
      filledPause(RATE, ms, 140, kind, fall),
      silence(RATE, 150),
      syllableTrain(RATE, 10, 6),
      silence(RATE, 300),
    ]);
    const { filledPauses } = detect(audio);
    expect(filledPauses).toHaveLength(1);
    expect(filledPauses[0]!.endMs - filledPauses[0]!.startMs).toBeGreaterThanOrEqual(ms * 0.6);
  });

  it('finds none in syllables alone, nor in a vowel shorter than 300 ms', () => {
    expect(detect(syllableTrain(RATE, 30, 7)).filledPauses).toEqual([]);
    const short = concat([syllableTrain(RATE, 5, 8), filledPause(RATE, 200), syllableTrain(RATE, 5, 9)]);
    expect(detect(short).filledPauses).toEqual([]);
  });
});

describe('the spectrum', () => {
  it('puts a sine in its bin', () => {
    const n = 512;
    const sine = new Float32Array(n).map((_, i) => Math.sin((2 * Math.PI * 1000 * i) / RATE));
    const power = powerSpectrum(sine, new Float32Array(n).fill(1));
    const peak = power.indexOf(Math.max(...power));
    expect(peak).toBe(Math.round((1000 * n) / RATE));
  });
});
