/**
 * The accuracy of pace and filled pauses (issue 31), measured against speech with a known ground truth:
 * espeak-ng in several voices and at several rates speaks sentences whose syllables were counted by hand,
 * with silences of known lengths between them; a second take inserts a filled pause ('uh' or 'um', 0.3–1.2 s)
 * into the middle of each sentence. The whole browser analysis runs on it (resampling, Silero VAD v5 through
 * onnxruntime-web's Node build, pitch, the tracker, the syllable and filled-pause detectors).
 *
 * The filled pauses are espeak-ng's own 'uh' and 'um' held for the wanted length: one pitch period from
 * the middle of its vowel (and of its 'm') repeated, with a slow fall of under a semitone and a wobble of ±0.3 semitone, so the voice's
 * timbre is espeak-ng's and the length is known to the sample.
 *
 * Prints: syllable-rate error per voice and rate (median and 90th percentile over the sentences, where a
 * sentence's error is |found − counted| / counted over the same speaking time), filled-pause precision and
 * recall, the error of the pause lengths, and the analysis's real-time factor in Node.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-web';
import { analyseRecording, loadSileroVad, type VoiceActivityModel } from '@impromptu/voice/pipeline';
import { resampleTo16k } from '@impromptu/voice/resample';
import { concat, readWav, scratchDirectory, silence, trimSilence } from '../../services/voice/src/testing/audio.js';
import { runWhenMain } from './scratch-database.js';

const require = createRequire(import.meta.url);

/** Sentences and their syllables, counted by hand (no word with a disputed count: 'every', 'family', 'fire'). */
export const SENTENCES: { text: string; syllables: number }[] = [
  { text: 'the quick brown fox jumps over the lazy dog', syllables: 11 },
  { text: 'she sells sea shells by the sea shore', syllables: 8 },
  { text: 'a journey of a thousand miles begins with one step', syllables: 13 },
  { text: 'practice makes the speaker calm and clear', syllables: 9 },
  { text: 'thank you all for listening today', syllables: 9 },
  { text: 'my sister bought a yellow umbrella at the market', syllables: 14 },
  { text: 'we will meet again tomorrow after lunch', syllables: 11 },
  { text: 'the children played football in the park until sunset', syllables: 13 },
];
const VOICES = ['en-us', 'en-gb', 'en-gb-scotland', 'en-us+f3'];
const RATES = [130, 170, 220];
const SILENCES_MS = [300, 600, 1_000, 1_500, 2_500];
const FILLED_MS = [300, 500, 700, 900, 1_200];
const SAMPLE_RATE = 16_000;

interface Span {
  startMs: number;
  endMs: number;
}

function espeak(dir: string, voice: string, rate: number, text: string): Float32Array {
  const file = path.join(dir, 'say.wav');
  execFileSync('espeak-ng', ['-v', voice, '-s', String(rate), '-w', file, text]);
  const wav = readWav(file);
  return resampleTo16k(trimSilence(wav.samples), wav.sampleRate);
}

/** The period (in samples) of a voiced stretch: the shortest lag, 70–400 Hz, within 90 % of the best autocorrelation. */
function periodOf(samples: Float32Array): number {
  const scores: { lag: number; score: number }[] = [];
  for (let lag = Math.round(SAMPLE_RATE / 400); lag <= Math.round(SAMPLE_RATE / 70); lag += 1) {
    let sum = 0;
    let energy = 0;
    for (let i = 0; i + lag < samples.length; i += 1) {
      sum += samples[i]! * samples[i + lag]!;
      energy += samples[i]! * samples[i]! + samples[i + lag]! * samples[i + lag]!;
    }
    scores.push({ lag, score: energy > 0 ? (2 * sum) / energy : 0 });
  }
  const best = Math.max(...scores.map((s) => s.score));
  return scores.find((s, i) => s.score >= best * 0.9 && s.score >= (scores[i + 1]?.score ?? 0))!.lag;
}

/** Holds a voiced stretch for `ms`: one pitch period from its middle repeated, the pitch falling `fallSemitones`. */
function hold(source: Float32Array, ms: number, fallSemitones: number): Float32Array {
  const middle = source.subarray(Math.floor(source.length * 0.35), Math.floor(source.length * 0.65));
  const period = periodOf(middle);
  const loop = middle.subarray(0, period);
  const out = new Float32Array(Math.round((SAMPLE_RATE * ms) / 1000));
  let position = 0;
  for (let i = 0; i < out.length; i += 1) {
    const at = position % loop.length;
    const low = Math.floor(at);
    const a = loop[low]!;
    const b = loop[(low + 1) % loop.length]!;
    out[i] = a + (b - a) * (at - low);
    // The fall, and a slow wobble of ±0.3 semitone at 3 Hz: a held voice is never perfectly flat.
    position += 2 ** ((-(fallSemitones * i) / out.length + 0.3 * Math.sin((2 * Math.PI * 3 * i) / SAMPLE_RATE)) / 12);
  }
  const edge = Math.round(SAMPLE_RATE * 0.03);
  for (let i = 0; i < edge && i < out.length; i += 1) {
    const gain = 0.5 - 0.5 * Math.cos((Math.PI * i) / edge);
    out[i] = out[i]! * gain;
    out[out.length - 1 - i] = out[out.length - 1 - i]! * gain;
  }
  return out;
}

/** espeak-ng's 'uh' or 'um' in this voice, held for `ms`. */
function filledPause(dir: string, voice: string, kind: 'uh' | 'um', ms: number): Float32Array {
  if (kind === 'uh') return hold(espeak(dir, voice, 120, 'uh'), ms, 0.7);
  const um = espeak(dir, voice, 120, 'um');
  const vowel = um.subarray(0, Math.floor(um.length * 0.55));
  const nasal = um.subarray(Math.floor(um.length * 0.65));
  return concat([hold(vowel, ms * 0.6, 0.5), hold(nasal, ms * 0.4, 0.3)]);
}

interface Take {
  samples: Float32Array;
  sentences: (Span & { syllables: number })[];
  silences: Span[];
  fillers: Span[];
}

export function take(dir: string, voice: string, rate: number, withFillers: boolean, seed: number): Take {
  const parts: Float32Array[] = [silence(SAMPLE_RATE, 500)];
  let atMs = 500;
  const sentences: Take['sentences'] = [];
  const silences: Span[] = [];
  const fillers: Span[] = [];
  const add = (samples: Float32Array) => {
    parts.push(samples);
    atMs += (samples.length / SAMPLE_RATE) * 1000;
  };
  SENTENCES.forEach((sentence, i) => {
    const startMs = atMs;
    if (withFillers) {
      const words = sentence.text.split(' ');
      const cut = Math.ceil(words.length / 2);
      add(espeak(dir, voice, rate, words.slice(0, cut).join(' ')));
      add(silence(SAMPLE_RATE, 80));
      const ms = FILLED_MS[(i + seed) % FILLED_MS.length]!;
      fillers.push({ startMs: atMs, endMs: atMs + ms });
      add(filledPause(dir, voice, i % 2 === 0 ? 'uh' : 'um', ms));
      add(silence(SAMPLE_RATE, 80));
      add(espeak(dir, voice, rate, words.slice(cut).join(' ')));
    } else {
      add(espeak(dir, voice, rate, sentence.text));
    }
    sentences.push({ startMs, endMs: atMs, syllables: sentence.syllables });
    const gap = SILENCES_MS[(i + seed) % SILENCES_MS.length]!;
    silences.push({ startMs: atMs, endMs: atMs + gap });
    add(silence(SAMPLE_RATE, gap));
  });
  return { samples: concat(parts), sentences, silences, fillers };
}

const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.endMs, b.endMs) - Math.max(a.startMs, b.startMs));

function quantile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * p;
  const low = Math.floor(position);
  return sorted[low]! + (sorted[Math.ceil(position)]! - sorted[low]!) * (position - low);
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export interface VoiceAccuracyResult {
  syllableRateError: { median: number; p90: number; meanSigned: number };
  perVoiceAndRate: { voice: string; rate: number; median: number; p90: number }[];
  filledPauses: { precision: number; recall: number; inserted: number; found: number };
  pauseLengthErrorMs: { median: number; p90: number; missed: number };
  realTimeFactor: number;
}

export async function runVoiceAccuracyBench(): Promise<VoiceAccuracyResult> {
  const scratch = scratchDirectory('impromptu-voice-accuracy-');
  const vad: VoiceActivityModel = await loadSileroVad(
    ort as never,
    readFileSync(require.resolve('@ricky0123/vad-web/dist/silero_vad_v5.onnx')),
  );
  try {
    const errors: number[] = [];
    const signed: number[] = [];
    const perVoiceAndRate: VoiceAccuracyResult['perVoiceAndRate'] = [];
    const pauseErrors: number[] = [];
    let missedPauses = 0;
    let inserted = 0;
    let found = 0;
    let truePositives = 0;
    let detectedTrue = 0;
    let audioMs = 0;
    let wallMs = 0;
    let seed = 0;
    for (const voice of VOICES) {
      for (const rate of RATES) {
        seed += 1;
        const clean = take(scratch.dir, voice, rate, false, seed);
        const fillered = take(scratch.dir, voice, rate, true, seed + 2);
        const started = performance.now();
        const a = await analyseRecording(vad, clean.samples);
        const b = await analyseRecording(vad, fillered.samples);
        wallMs += performance.now() - started;
        audioMs += ((clean.samples.length + fillered.samples.length) / SAMPLE_RATE) * 1000;

        const here: number[] = [];
        for (const sentence of clean.sentences) {
          const count = a.timeline.syllablesMs.filter((t) => t >= sentence.startMs && t < sentence.endMs).length;
          here.push(Math.abs(count - sentence.syllables) / sentence.syllables);
          signed.push((count - sentence.syllables) / sentence.syllables);
        }
        errors.push(...here);
        perVoiceAndRate.push({ voice, rate, median: quantile(here, 0.5), p90: quantile(here, 0.9) });

        for (const gap of clean.silences.slice(0, -1)) {
          const pause = a.timeline.pauses.find((p) => overlap(p, gap) > 0);
          if (!pause) missedPauses += 1;
          else pauseErrors.push(Math.abs(pause.endMs - pause.startMs - (gap.endMs - gap.startMs)));
        }

        inserted += fillered.fillers.length;
        found += b.timeline.filledPauses.length;
        truePositives += b.timeline.filledPauses.filter((p) => fillered.fillers.some((f) => overlap(p, f) > 0)).length;
        detectedTrue += fillered.fillers.filter((f) => b.timeline.filledPauses.some((p) => overlap(p, f) > 0)).length;
        // The clean take has no filled pause: whatever is found there is a false alarm.
        found += a.timeline.filledPauses.length;
      }
    }
    const result: VoiceAccuracyResult = {
      syllableRateError: {
        median: quantile(errors, 0.5),
        p90: quantile(errors, 0.9),
        meanSigned: signed.reduce((x, y) => x + y, 0) / signed.length,
      },
      perVoiceAndRate,
      filledPauses: {
        precision: found === 0 ? 0 : truePositives / found,
        recall: detectedTrue / inserted,
        inserted,
        found,
      },
      pauseLengthErrorMs: { median: quantile(pauseErrors, 0.5), p90: quantile(pauseErrors, 0.9), missed: missedPauses },
      realTimeFactor: wallMs / audioMs,
    };
    print(result, audioMs);
    return result;
  } finally {
    await vad.release();
    scratch.remove();
  }
}

function print(r: VoiceAccuracyResult, audioMs: number): void {
  console.log(
    `\nPace and filled pauses on ${(audioMs / 1000).toFixed(0)} s of espeak-ng speech (${VOICES.length} voices × ${RATES.length} rates, ${SENTENCES.length} sentences each), load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  console.log('syllable-rate error per sentence (|found − counted| / counted):');
  for (const row of r.perVoiceAndRate)
    console.log(
      `  ${row.voice.padEnd(15)} ${String(row.rate).padStart(3)} wpm: median ${pct(row.median)}, p90 ${pct(row.p90)}`,
    );
  console.log(
    `  all: median ${pct(r.syllableRateError.median)}, p90 ${pct(r.syllableRateError.p90)}, mean signed ${pct(r.syllableRateError.meanSigned)} (target: median ≤ 10 %)`,
  );
  console.log(
    `filled pauses: precision ${r.filledPauses.precision.toFixed(2)}, recall ${r.filledPauses.recall.toFixed(2)} (${r.filledPauses.inserted} inserted, ${r.filledPauses.found} found; target ≥ 0.8 both)`,
  );
  console.log(
    `pause length error: median ${r.pauseLengthErrorMs.median.toFixed(0)} ms, p90 ${r.pauseLengthErrorMs.p90.toFixed(0)} ms, ${r.pauseLengthErrorMs.missed} missed`,
  );
  console.log(`analysis real-time factor in Node (whole pipeline, detectors included): ${r.realTimeFactor.toFixed(3)}`);
}

runWhenMain(import.meta.url, () => runVoiceAccuracyBench());
