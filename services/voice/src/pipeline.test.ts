/**
 * The whole analysis as the browser worker runs it (issue 18), on audio the test generates: espeak-ng
 * speech with silences of known length, resampled to 16 kHz, Silero VAD v5 through onnxruntime-web's
 * wasm backend in Node, the tracker and the summary. Tones of known level and frequency check loudness
 * and pitch through the same resampling and framing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as ort from 'onnxruntime-web';
import { PitchTracker, rmsDb } from './features.js';
import { analyseRecording, loadSileroVad, type VoiceActivityModel } from './pipeline.js';
import { Framer, resampleTo16k, VAD_FRAME_SAMPLES } from './resample.js';
import { median } from './summary.js';
import { readWav, scratchDirectory, speechWithSilences, tone, writeWav } from './testing/audio.js';

const require = createRequire(import.meta.url);
const MODEL = require.resolve('@ricky0123/vad-web/dist/silero_vad_v5.onnx');

const scratch = scratchDirectory('impromptu-voice-');
let vad: VoiceActivityModel;

beforeAll(async () => {
  vad = await loadSileroVad(ort as never, readFileSync(MODEL));
});

afterAll(async () => {
  await vad.release();
  scratch.remove();
});

function frames16k(samples: Float32Array, sampleRate: number): Float32Array[] {
  const frames: Float32Array[] = [];
  new Framer(VAD_FRAME_SAMPLES).push(resampleTo16k(samples, sampleRate), (frame) => frames.push(frame));
  return frames;
}

describe('speech with silences of known length', () => {
  const phrases = [
    'the quick brown fox jumps over the lazy dog',
    'she sells sea shells by the sea shore',
    'a journey of a thousand miles begins with one step',
    'practice makes the speaker calm and clear',
    'thank you all for listening today',
  ];
  const silencesMs = [400, 800, 1_500, 2_600];

  it('counts every pause, measures each within 100 ms, and flags the one over two seconds as a hesitation', async () => {
    const { file, silences } = speechWithSilences(scratch.dir, phrases, silencesMs);
    const wav = readWav(file);
    const { metrics, analysis } = await analyseRecording(vad, resampleTo16k(wav.samples, wav.sampleRate));

    expect(metrics.pauseCount).toBe(silences.length);
    analysis.pauses.forEach((pause, i) => {
      const inserted = silences[i]!;
      expect(Math.abs(pause.endMs - pause.startMs - (inserted.endMs - inserted.startMs))).toBeLessThanOrEqual(100);
      expect(Math.abs(pause.startMs - inserted.startMs)).toBeLessThanOrEqual(100);
    });
    expect(metrics.hesitationCount).toBe(1);
    expect(Math.abs(metrics.longestSilenceMs - 2_600)).toBeLessThanOrEqual(100);
    expect(Math.abs((metrics.meanPauseMs ?? 0) - (400 + 800 + 1_500 + 2_600) / 4)).toBeLessThanOrEqual(100);
    expect(metrics.speakingMs).toBeGreaterThan(0);
    expect(metrics.speakingRatio).toBeCloseTo(metrics.speakingMs / metrics.analysedMs, 5);
    expect(metrics.analysedMs).toBeGreaterThanOrEqual(Math.floor((wav.samples.length / wav.sampleRate) * 1000) - 32);
    expect(metrics.pitchRangeSemitones).not.toBeNull();
    expect(metrics.energyRangeDb).toBeGreaterThan(0);
  });

  it('does not count a silence shorter than the minimum pause', async () => {
    const { file } = speechWithSilences(scratch.dir, phrases.slice(0, 3), [150, 700]);
    const wav = readWav(file);
    const { metrics, analysis } = await analyseRecording(vad, resampleTo16k(wav.samples, wav.sampleRate));
    expect(metrics.pauseCount).toBe(1);
    expect(Math.abs(analysis.pauses[0]!.endMs - analysis.pauses[0]!.startMs - 700)).toBeLessThanOrEqual(100);
    expect(metrics.hesitationCount).toBe(0);
  });

  it('takes a Snow Globe cue only when the learner paused in its window', async () => {
    const { file, silences } = speechWithSilences(scratch.dir, phrases.slice(0, 3), [900, 300]);
    const wav = readWav(file);
    const first = silences[0]!;
    const second = silences[1]!;
    const { metrics } = await analyseRecording(vad, resampleTo16k(wav.samples, wav.sampleRate), {
      pauseCues: [
        { startMs: first.startMs - 300, endMs: first.startMs + 500 },
        // The 300 ms silence is a pause but shorter than a cue asks for.
        { startMs: second.startMs - 300, endMs: second.startMs + 500 },
      ],
    });
    expect(metrics.pausesOnCue).toEqual({ asked: 2, taken: 1 });
  });
});

describe('loudness and pitch of tones, through the resampling to 16 kHz', () => {
  const cases = [
    { sampleRate: 48_000, hz: 110, db: -30 },
    { sampleRate: 48_000, hz: 220, db: -20 },
    { sampleRate: 44_100, hz: 440, db: -12 },
    { sampleRate: 44_100, hz: 180, db: -40 },
  ];

  it.each(cases)('a $hz Hz tone at $db dBFS recorded at $sampleRate Hz', ({ sampleRate, hz, db }) => {
    const file = `${scratch.dir}/tone-${hz}-${sampleRate}.wav`;
    writeWav(file, tone(sampleRate, hz, db, 2));
    const wav = readWav(file);
    const pitch = new PitchTracker();
    const levels: number[] = [];
    const pitches: number[] = [];
    // The first frames hold the filter's start-up; judge the steady part.
    frames16k(wav.samples, wav.sampleRate)
      .slice(4, -2)
      .forEach((frame) => {
        levels.push(rmsDb(frame));
        const hzFound = pitch.push(frame);
        if (hzFound !== null) pitches.push(hzFound);
      });
    expect(Math.abs(median(levels)! - db)).toBeLessThanOrEqual(1);
    expect(pitches.length).toBeGreaterThan(levels.length * 0.8);
    expect(Math.abs(median(pitches)! - hz) / hz).toBeLessThanOrEqual(0.01);
  });

  it('reports digital silence as −100 dBFS and no pitch', () => {
    const pitch = new PitchTracker();
    const quiet = new Float32Array(VAD_FRAME_SAMPLES);
    expect(rmsDb(quiet)).toBe(-100);
    pitch.push(quiet);
    expect(pitch.push(quiet)).toBeNull();
  });

  it('does not call a steady tone speech', async () => {
    const { samples, sampleRate } = tone(48_000, 220, -20, 3);
    const { metrics } = await analyseRecording(vad, resampleTo16k(samples, sampleRate));
    expect(metrics.speakingMs).toBeLessThan(300);
  });
});
