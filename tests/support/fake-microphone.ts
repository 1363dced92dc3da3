import { writeFileSync } from 'node:fs';
import { encodeWav } from '@impromptu/integrations';

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
