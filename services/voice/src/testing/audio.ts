/**
 * Test audio for the voice analysis (issue 18): 16-bit PCM WAV files written and read back, tones of a
 * known level and frequency, and speech synthesised with espeak-ng with silences of known length between
 * phrases. The tests generate every file they use into a temporary directory.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeWav, encodeWav } from '../wav.js';

export interface Pcm {
  sampleRate: number;
  samples: Float32Array;
}

/** Writes mono 16-bit PCM. */
export function writeWav(file: string, { sampleRate, samples }: Pcm): void {
  writeFileSync(file, encodeWav(samples, sampleRate));
}

/** Reads a 16-bit PCM WAV (the first channel), walking its chunks. */
export function readWav(file: string): Pcm {
  const { sampleRate, samples } = decodeWav(readFileSync(file));
  return { sampleRate, samples };
}

/** A sine of the given RMS level (dBFS) and frequency. */
export function tone(sampleRate: number, frequencyHz: number, rmsDbfs: number, seconds: number): Pcm {
  const amplitude = Math.SQRT2 * 10 ** (rmsDbfs / 20);
  const samples = new Float32Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequencyHz * i) / sampleRate);
  return { sampleRate, samples };
}

export function silence(sampleRate: number, ms: number): Float32Array {
  return new Float32Array(Math.round((sampleRate * ms) / 1000));
}

export function concat(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Cuts the near-silence espeak-ng leaves before and after a phrase (below −50 dBFS peak). */
export function trimSilence(samples: Float32Array, threshold = 0.003): Float32Array {
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]!) < threshold) start += 1;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1]!) < threshold) end -= 1;
  return samples.slice(start, end);
}

/** A temporary directory for a test's files, and its removal. */
export function scratchDirectory(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Speaks a phrase with espeak-ng into a WAV in `dir` and reads it back, trimmed of its edge silence. */
export function speak(dir: string, text: string, index: number, voice = 'en'): Pcm {
  const file = path.join(dir, `phrase-${index}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-s', '160', '-w', file, text]);
  const pcm = readWav(file);
  return { sampleRate: pcm.sampleRate, samples: trimSilence(pcm.samples) };
}

/**
 * Phrases with silences of known length between them (silencesMs[i] follows phrase i), written to
 * `speech.wav` in `dir`; returns the file and where each inserted silence lies, in ms.
 */
export function speechWithSilences(
  dir: string,
  phrases: string[],
  silencesMs: number[],
): { file: string; pcm: Pcm; silences: { startMs: number; endMs: number }[] } {
  const spoken = phrases.map((text, i) => speak(dir, text, i));
  const sampleRate = spoken[0]!.sampleRate;
  const parts: Float32Array[] = [silence(sampleRate, 500)];
  const silences: { startMs: number; endMs: number }[] = [];
  let atMs = 500;
  spoken.forEach((phrase, i) => {
    parts.push(phrase.samples);
    atMs += (phrase.samples.length / sampleRate) * 1000;
    const gap = silencesMs[i] ?? 500;
    if (i < silencesMs.length) silences.push({ startMs: atMs, endMs: atMs + gap });
    parts.push(silence(sampleRate, gap));
    atMs += gap;
  });
  const pcm = { sampleRate, samples: concat(parts) };
  const file = path.join(dir, 'speech.wav');
  writeWav(file, pcm);
  return { file, pcm, silences };
}

/** Formants (Hz) of a few vowels, for synthesised syllables and hesitation vowels. */
export const VOWELS = {
  a: [730, 1090, 2440],
  i: [270, 2290, 3010],
  u: [300, 870, 2240],
  e: [530, 1840, 2480],
  o: [570, 840, 2410],
  /** The schwa-like 'uh' of a filled pause. */
  uh: [500, 1500, 2500],
} as const;

/**
 * A voiced vowel: harmonics of a pitch gliding from f0Start to f0End (Hz), weighted by resonances at the
 * formants, with a raised-cosine attack and release of `edgeMs`. Peak amplitude about `peak`.
 */
export function vowel(
  sampleRate: number,
  ms: number,
  f0Start: number,
  f0End: number,
  formants: readonly number[],
  { peak = 0.3, edgeMs = 30 }: { peak?: number; edgeMs?: number } = {},
): Float32Array {
  const n = Math.round((sampleRate * ms) / 1000);
  const out = new Float32Array(n);
  let phase = 0;
  const edge = Math.max(1, Math.round((sampleRate * edgeMs) / 1000));
  for (let i = 0; i < n; i += 1) {
    const f0 = f0Start + ((f0End - f0Start) * i) / n;
    phase += (2 * Math.PI * f0) / sampleRate;
    let s = 0;
    for (let k = 1; k * f0 < sampleRate / 2 && k * f0 < 4_500; k += 1) {
      let weight = 0;
      for (const f of formants) weight += 1 / (1 + ((k * f0 - f) / 90) ** 2);
      s += (weight / Math.sqrt(k)) * Math.sin(k * phase);
    }
    const attack = i < edge ? 0.5 - 0.5 * Math.cos((Math.PI * i) / edge) : 1;
    const release = i > n - edge ? 0.5 - 0.5 * Math.cos((Math.PI * (n - i)) / edge) : 1;
    out[i] = s * attack * release;
  }
  let max = 0;
  for (const s of out) max = Math.max(max, Math.abs(s));
  if (max > 0) for (let i = 0; i < n; i += 1) out[i] = (out[i]! / max) * peak;
  return out;
}

/**
 * A train of `count` synthetic syllables: vowels of 110–190 ms, each with its own vowel quality and a
 * pitch that rises or falls a few semitones, separated by 50–90 ms of faint noise (the consonants).
 */
export function syllableTrain(sampleRate: number, count: number, seed = 1): Float32Array {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const names = ['a', 'i', 'o', 'e', 'u'] as const;
  const parts: Float32Array[] = [];
  let f0 = 120 + random() * 40;
  for (let s = 0; s < count; s += 1) {
    const next = f0 * 2 ** ((random() * 6 - 3) / 12);
    parts.push(
      vowel(sampleRate, 110 + random() * 80, f0, next, VOWELS[names[s % names.length]!], {
        peak: 0.2 + random() * 0.15,
      }),
    );
    f0 = Math.min(220, Math.max(90, next));
    const gap = new Float32Array(Math.round((sampleRate * (50 + random() * 40)) / 1000));
    for (let i = 0; i < gap.length; i += 1) gap[i] = (random() - 0.5) * 0.004;
    parts.push(gap);
  }
  return concat(parts);
}

/**
 * A filled pause: a sustained 'uh' with a nearly flat pitch (a drift of under a semitone and a little
 * jitter), and for 'um' a closing hum (the vowel's lowest formant only).
 */
export function filledPause(
  sampleRate: number,
  ms: number,
  f0 = 120,
  kind: 'uh' | 'um' = 'uh',
  /** How far the pitch falls over the filler, in semitones: under one held flat, 3–6 gliding down (issue 46). */
  fallSemitones = kind === 'um' ? 1 : 0.7,
): Float32Array {
  const vowelMs = kind === 'um' ? ms * 0.6 : ms;
  const vowelFall = kind === 'um' ? fallSemitones * 0.7 : fallSemitones;
  const parts = [vowel(sampleRate, vowelMs, f0, f0 * 2 ** (-vowelFall / 12), VOWELS.uh, { peak: 0.25, edgeMs: 40 })];
  if (kind === 'um')
    parts.push(
      vowel(sampleRate, ms - vowelMs, f0 * 2 ** (-vowelFall / 12), f0 * 2 ** (-fallSemitones / 12), [250, 1_200], {
        peak: 0.15,
      }),
    );
  return concat(parts);
}
