/**
 * No audio lost, ever, silently (issue 46): the worker's rounds (`VoiceRounds`, the class the browser worker
 * wraps) starved of time — frames arrive far faster than the live path can analyse them, as on a busy phone —
 * skip live frames and say how much, while the figures and the timeline saved with the round are those of the
 * unstarved run. The round's decoded recording, when there is one, is what the saved figures come from.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as ort from 'onnxruntime-web';
import { loadSileroVad, VoiceRounds, type VoiceActivityModel } from './pipeline.js';
import { Framer, resampleTo16k, VAD_FRAME_SAMPLES } from './resample.js';
import { concat, readWav, scratchDirectory, silence, speechWithSilences } from './testing/audio.js';

const require = createRequire(import.meta.url);
const MODEL = require.resolve('@ricky0123/vad-web/dist/silero_vad_v5.onnx');

const scratch = scratchDirectory('impromptu-voice-rounds-');
const vads: VoiceActivityModel[] = [];
let speech: { samples: Float32Array; sampleRate: number };

beforeAll(async () => {
  const model = readFileSync(MODEL);
  for (let i = 0; i < 4; i += 1) vads.push(await loadSileroVad(ort as never, model));
  const { file } = speechWithSilences(
    scratch.dir,
    [
      'the quick brown fox jumps over the lazy dog',
      'she sells sea shells by the sea shore',
      'a journey of a thousand miles begins with one step',
      'thank you all for listening today',
    ],
    [500, 1_200, 2_400],
  );
  speech = readWav(file);
});

afterAll(async () => {
  await Promise.all(vads.map((vad) => vad.release()));
  scratch.remove();
});

function framesOf(samples16k: Float32Array): Float32Array[] {
  const frames: Float32Array[] = [];
  new Framer(VAD_FRAME_SAMPLES).push(samples16k, (frame) => frames.push(frame));
  return frames;
}

/** Plays a round into the worker's rounds: every frame as the microphone delivers it, then the round's end. */
async function playRound(rounds: VoiceRounds, frames: Float32Array[], paced: boolean, id = 1, roundScale = 1) {
  rounds.startRound();
  for (const frame of frames) {
    rounds.push(frame.slice());
    // Unstarved: the live path finishes each frame before the next arrives.
    if (paced) await rounds.liveCaughtUp();
  }
  await rounds.liveCaughtUp();
  const live = rounds.liveState();
  const roundMs = (frames.length * VAD_FRAME_SAMPLES * 1000 * roundScale) / 16_000;
  rounds.endRound(id, {}, roundMs);
  return { live, roundMs };
}

describe('a starved analysis', () => {
  it('skips live frames and says so, and saves the figures and timeline of the unstarved run', async () => {
    const samples16k = resampleTo16k(speech.samples, speech.sampleRate);
    const frames = framesOf(samples16k);

    const unstarved = new VoiceRounds(vads[0]!, vads[1]!, { maxBacklogFrames: 10 });
    const calm = await playRound(unstarved, frames, true);
    const expected = await unstarved.saveRound(1, { samples: null, sampleRate: 16_000 });

    // Starved: the whole round arrives while the live path is still on its first frames (a throttled worker).
    const starved = new VoiceRounds(vads[2]!, vads[3]!, { maxBacklogFrames: 10 });
    const busy = await playRound(starved, frames, false);
    const saved = await starved.saveRound(1, { samples: null, sampleRate: 16_000 });

    expect(calm.live.skippedMs ?? 0).toBe(0);
    // The live path kept up with barely any of it, and says how much it skipped.
    expect(busy.live.skippedMs).toBeGreaterThan(busy.roundMs * 0.9);
    expect(saved.timeline.skippedMs).toBe(busy.live.skippedMs);
    // Tolerance: none. The saved figures and every mark of the timeline are those of the unstarved run.
    expect(saved.metrics).toEqual(expected.metrics);
    expect({ ...saved.timeline, skippedMs: 0 }).toEqual({ ...expected.timeline, skippedMs: 0 });
    expect(saved.metrics.analysedMs).toBeGreaterThanOrEqual(Math.floor(busy.roundMs) - 32);
    expect(saved.metrics.pauseCount).toBe(3);
    expect(saved.timeline.source).toBe('captured');
  });

  it('computes the saved figures from the recording when the captured frames lost some of the round', async () => {
    const samples16k = resampleTo16k(speech.samples, speech.sampleRate);
    const frames = framesOf(samples16k);
    const reference = new VoiceRounds(vads[0]!, vads[1]!);
    await playRound(reference, frames, false);
    const whole = await reference.saveRound(1, { samples: null, sampleRate: 16_000 });

    // The audio thread dropped a third of the frames before the worker saw them (a device under load).
    const rounds = new VoiceRounds(vads[2]!, vads[3]!);
    const kept = frames.filter((_, i) => i % 3 !== 1);
    await playRound(rounds, kept, false, 2, 1.5);
    await playRound(rounds, kept, false, 3, 1.5);
    // The recording, at the file's own 22.05 kHz, is complete: the figures are the whole round's.
    const fromRecording = await rounds.saveRound(2, speech);
    expect(fromRecording.timeline.source).toBe('recording');
    expect(fromRecording.metrics).toEqual(whole.metrics);
    // Without a recording, the frames that came are analysed, and pace and filled pauses are withheld as partial.
    const fromFrames = await rounds.saveRound(3, { samples: null, sampleRate: 16_000 });
    expect(fromFrames.timeline.source).toBe('captured');
    expect(fromFrames.timeline.quality?.pace).toEqual({ ok: false, reason: 'partial' });
    expect(fromFrames.metrics.articulationRate).toBeNull();
    expect(fromFrames.metrics.filledPausesPerMinute).toBeNull();
  });

  it('withholds pace and filled pauses in a round with too little speech, and in silence', async () => {
    const rounds = new VoiceRounds(vads[0]!, vads[1]!);
    const short = resampleTo16k(speech.samples, speech.sampleRate).subarray(0, 16_000 * 1.6);
    for (const samples of [concat([short, silence(16_000, 4_000)]), silence(16_000, 5_000)]) {
      await playRound(rounds, framesOf(samples), false);
      const saved = await rounds.saveRound(1, { samples: null, sampleRate: 16_000 });
      expect(saved.timeline.quality?.pace).toEqual({ ok: false, reason: 'too-little-speech' });
      expect(saved.timeline.quality?.filledPauses).toEqual({ ok: false, reason: 'too-little-speech' });
      expect(saved.metrics.wordsPerMinute).toBeNull();
    }
  });
});
