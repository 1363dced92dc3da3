/**
 * Bad input (issue 46): silence, a cough, music, a noisy room, a clipped or very quiet microphone, a 44.1 or
 * 48 kHz device, a round cut short. Each gives "not enough speech to measure" (a withheld figure, saved as null)
 * or a figure with its error bar, never a confident wrong number.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as ort from 'onnxruntime-web';
import { analyseRecording, loadSileroVad, type VoiceActivityModel } from './pipeline.js';
import { resampleTo16k } from './resample.js';
import { concat, readWav, scratchDirectory, silence, speechWithSilences } from './testing/audio.js';

const require = createRequire(import.meta.url);
const MODEL = require.resolve('@ricky0123/vad-web/dist/silero_vad_v5.onnx');
const RATE = 16_000;

const scratch = scratchDirectory('impromptu-voice-bad-');
let vad: VoiceActivityModel;
/** Clean speech at espeak-ng's 22.05 kHz: four sentences with pauses. */
let speech: { samples: Float32Array; sampleRate: number };

beforeAll(async () => {
  vad = await loadSileroVad(ort as never, readFileSync(MODEL));
  const { file } = speechWithSilences(
    scratch.dir,
    [
      'the quick brown fox jumps over the lazy dog',
      'she sells sea shells by the sea shore',
      'a journey of a thousand miles begins with one step',
      'thank you all for listening today',
    ],
    [500, 900, 700],
  );
  speech = readWav(file);
});

afterAll(async () => {
  await vad.release();
  scratch.remove();
});

/** A deterministic noise source (the tests must give the same figures every run). */
function noise(length: number, rms: number, seed = 7): Float32Array {
  let state = seed;
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    out[i] = ((state / 2 ** 31) * 2 - 1) * rms * Math.SQRT2 * 1.22;
  }
  return out;
}

/** Linear interpolation to another rate: its images lie above 11 kHz, where the resampler to 16 kHz filters. */
function toRate(samples: Float32Array, from: number, to: number): Float32Array {
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  for (let i = 0; i < out.length; i += 1) {
    const at = (i * from) / to;
    const low = Math.floor(at);
    const a = samples[low] ?? 0;
    const b = samples[low + 1] ?? a;
    out[i] = a + (b - a) * (at - low);
  }
  return out;
}

const analyse = (samples: Float32Array, sampleRate: number) =>
  analyseRecording(vad, resampleTo16k(samples, sampleRate));

describe('bad input gives no confident wrong number', () => {
  it('clean speech: a pace and filled pauses with their error bars', async () => {
    const { metrics, timeline } = await analyse(speech.samples, speech.sampleRate);
    expect(timeline.quality?.pace.ok).toBe(true);
    expect(timeline.quality?.filledPauses.ok).toBe(true);
    expect(metrics.articulationRate).not.toBeNull();
  });

  it('silence, a cough and a round cut short: not enough speech to measure', async () => {
    const cough = concat([silence(RATE, 1_000), noise(RATE * 0.3, 0.2), silence(RATE, 3_000)]);
    const cut = resampleTo16k(speech.samples, speech.sampleRate).subarray(0, RATE * 2);
    for (const samples of [silence(RATE, 6_000), cough, cut]) {
      const { metrics, timeline } = await analyseRecording(vad, samples);
      expect(timeline.quality?.pace).toEqual({ ok: false, reason: 'too-little-speech' });
      expect(timeline.quality?.filledPauses).toEqual({ ok: false, reason: 'too-little-speech' });
      expect(metrics.articulationRate ?? null).toBeNull();
      expect(metrics.wordsPerMinute ?? null).toBeNull();
      expect(metrics.filledPausesPerMinute ?? null).toBeNull();
    }
  });

  it('music (a melody of harmonic notes): no pace and no filled pauses', async () => {
    const notes = [220, 247, 262, 294, 330, 294, 262, 247, 220, 196, 220, 262];
    const melody = concat(
      notes.flatMap((hz) => {
        const note = new Float32Array(RATE * 0.6);
        for (let i = 0; i < note.length; i += 1) {
          const envelope = Math.min(1, i / 400, (note.length - i) / 800);
          let v = 0;
          for (let h = 1; h <= 6; h += 1) v += Math.sin((2 * Math.PI * hz * h * i) / RATE) / h;
          note[i] = 0.15 * envelope * v;
        }
        return [note];
      }),
    );
    const { metrics, timeline } = await analyseRecording(vad, melody);
    expect(timeline.quality?.pace.ok).toBe(false);
    expect(metrics.articulationRate ?? null).toBeNull();
    expect(metrics.filledPausesPerMinute ?? null).toBeNull();
  });

  it('a room as loud as the voice: withheld as noise', async () => {
    const clean = resampleTo16k(speech.samples, speech.sampleRate);
    const noisy = new Float32Array(clean.length);
    const loud = noise(clean.length, 0.08);
    for (let i = 0; i < noisy.length; i += 1) noisy[i] = clean[i]! + loud[i]!;
    const { metrics, timeline } = await analyseRecording(vad, noisy);
    expect(timeline.quality?.pace.ok).toBe(false);
    expect(metrics.articulationRate ?? null).toBeNull();
  });

  it('a clipped microphone: withheld as clipped; a very quiet one: withheld as quiet', async () => {
    const clean = resampleTo16k(speech.samples, speech.sampleRate);
    const clipped = clean.map((v) => Math.max(-1, Math.min(1, v * 12)));
    const overloaded = await analyseRecording(vad, clipped);
    expect(overloaded.timeline.quality?.pace).toEqual({ ok: false, reason: 'clipped' });
    expect(overloaded.metrics.articulationRate ?? null).toBeNull();
    const quiet = await analyseRecording(
      vad,
      clean.map((v) => v * 0.0015),
    );
    expect(quiet.timeline.quality?.pace.ok).toBe(false);
    expect(quiet.metrics.articulationRate ?? null).toBeNull();
  });

  it('a 44.1 kHz and a 48 kHz device measure the same speech alike', async () => {
    const reference = await analyse(speech.samples, speech.sampleRate);
    for (const rate of [44_100, 48_000]) {
      const { metrics, timeline } = await analyse(toRate(speech.samples, speech.sampleRate, rate), rate);
      expect(metrics.pauseCount).toBe(reference.metrics.pauseCount);
      expect(timeline.quality?.pace.ok).toBe(true);
      // Within the pace's own error bar of the reference.
      const margin = timeline.quality?.pace.ok ? timeline.quality.pace.marginPct / 100 : 0;
      expect(Math.abs(metrics.articulationRate! - reference.metrics.articulationRate!)).toBeLessThanOrEqual(
        reference.metrics.articulationRate! * margin,
      );
    }
  });
});
