/** The worklet's resampling to 16 kHz (issue 18): block by block as the audio thread feeds it, and without aliasing. */
import { describe, expect, it } from '@jest/globals';
import { rmsDb } from './features.js';
import { Framer, resampleTo16k, StreamResampler } from './resample.js';
import { tone } from './testing/audio.js';

describe('StreamResampler', () => {
  it('gives the same samples fed in 128-sample render quanta as in one piece', () => {
    const { samples } = tone(44_100, 300, -20, 1);
    const whole = new StreamResampler(44_100).push(samples);
    const streamed = new StreamResampler(44_100);
    const parts: number[] = [];
    for (let i = 0; i < samples.length; i += 128) parts.push(...streamed.push(samples.subarray(i, i + 128)));
    expect(parts.length).toBe(whole.length);
    // Equal up to the filter's phase quantisation (1/256 of an input sample): over 80 dB below the signal.
    expect(Math.max(...parts.map((s, i) => Math.abs(s - whole[i]!)))).toBeLessThan(1e-4);
  });

  it('keeps 16 kHz output per second of input, and removes what would fold back above 8 kHz', () => {
    const high = tone(48_000, 12_000, -10, 1);
    const out = resampleTo16k(high.samples, 48_000);
    expect(out.length).toBe(16_000);
    // A 12 kHz tone would alias to 4 kHz without the low-pass; after it, it is more than 50 dB down.
    expect(rmsDb(out.subarray(200, -200))).toBeLessThan(-60);
    const speechBand = resampleTo16k(tone(48_000, 1_000, -10, 1).samples, 48_000);
    expect(Math.abs(rmsDb(speechBand.subarray(200, -200)) + 10)).toBeLessThan(0.5);
  });
});

describe('Framer', () => {
  it('cuts any run of blocks into whole frames, carrying the rest over', () => {
    const framer = new Framer(512);
    const frames: Float32Array[] = [];
    const ramp = Float32Array.from({ length: 1_300 }, (_, i) => i);
    framer.push(ramp.subarray(0, 300), (f) => frames.push(f));
    framer.push(ramp.subarray(300), (f) => frames.push(f));
    expect(frames.map((f) => f.length)).toEqual([512, 512]);
    expect(frames[1]![0]).toBe(512);
    expect(frames[1]![511]).toBe(1_023);
  });
});
