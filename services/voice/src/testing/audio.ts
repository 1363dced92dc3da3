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
