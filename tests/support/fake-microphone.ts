import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeWav } from '@impromptu/integrations';
import { chromiumArgs, fullChromium } from './chromium.js';

/**
 * Audio for Chromium's fake microphone (`--use-file-for-fake-audio-capture`), which loops the file it is given:
 * the AI coach's and the voice metrics' e2e specs and the main-thread benchmark make theirs here.
 */

/** 16-bit samples as a mono WAV file. */
export function writePcm16Wav(file: string, samples: Int16Array, sampleRate: number): void {
  writeFileSync(
    file,
    encodeWav(
      Float32Array.from(samples, (sample) => sample / 32767),
      sampleRate,
    ),
  );
}

/**
 * Something speech-like at 48 kHz: voiced bursts (a 140 Hz voice with two harmonics, its loudness rising and
 * falling like syllables at 4.5 Hz) between silences, at the times `bursts` gives in seconds.
 */
export function speechLikeWav(
  file: string,
  { seconds, bursts }: { seconds: number; bursts: readonly (readonly [number, number])[] },
): void {
  const rate = 48_000;
  const samples = new Float32Array(rate * seconds);
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / rate;
    const burst = bursts.find(([from, to]) => t >= from && t < to);
    if (!burst) continue;
    const syllable = 0.5 - 0.5 * Math.cos(2 * Math.PI * 4.5 * (t - burst[0]));
    const pitch = 140 * (1 + 0.08 * Math.sin(2 * Math.PI * 0.7 * t));
    const voice =
      Math.sin(2 * Math.PI * pitch * t) +
      0.5 * Math.sin(4 * Math.PI * pitch * t) +
      0.25 * Math.sin(6 * Math.PI * pitch * t);
    samples[i] = 0.35 * syllable * (voice / 1.75);
  }
  writeFileSync(file, encodeWav(samples, rate));
}

/** espeak-ng's speech of `text` as 16-bit samples at `sampleRate`, its edge silence trimmed (linear resampling). */
export function espeakSamples(text: string, sampleRate: number, wordsPerMinute = 165): Int16Array {
  const file = path.join(os.tmpdir(), `impromptu-e2e-espeak-${process.pid}-${text.length}-${wordsPerMinute}.wav`);
  execFileSync('espeak-ng', ['-s', String(wordsPerMinute), '-w', file, text]);
  const wav = readFileSync(file);
  rmSync(file, { force: true });
  const rate = wav.readUInt32LE(24);
  const dataAt = wav.indexOf('data') + 8;
  const source = new Int16Array(
    wav.buffer.slice(wav.byteOffset + dataAt, wav.byteOffset + wav.length - ((wav.length - dataAt) % 2)),
  );
  let first = source.findIndex((sample) => Math.abs(sample) > 300);
  let last = source.length - 1;
  while (last > 0 && Math.abs(source[last] ?? 0) <= 300) last -= 1;
  if (first < 0) first = 0;
  const trimmed = source.subarray(first, last + 1);
  const out = new Int16Array(Math.floor((trimmed.length * sampleRate) / rate));
  for (let i = 0; i < out.length; i += 1) {
    const at = (i * rate) / sampleRate;
    const low = Math.floor(at);
    const a = trimmed[low] ?? 0;
    const b = trimmed[low + 1] ?? a;
    out[i] = Math.round(a + (b - a) * (at - low));
  }
  return out;
}

/**
 * The launch options of a spec whose browser hears `file` as its microphone: the full Chromium (the headless
 * shell does not hear it the same way, tests/playwright.config.ts), with the suite's flags and `extra` ones.
 */
export function fakeMicrophoneBrowser(file: string, extra: readonly string[] = []) {
  return {
    launchOptions: {
      executablePath: fullChromium,
      args: [
        ...chromiumArgs,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${file}`,
        ...extra,
      ],
    },
  };
}
