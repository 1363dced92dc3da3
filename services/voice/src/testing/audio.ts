/**
 * Test audio for the voice analysis (issue 18): 16-bit PCM WAV files written and read back, tones of a
 * known level and frequency, and speech synthesised with espeak-ng with silences of known length between
 * phrases. The tests generate every file they use into a temporary directory.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Pcm {
  sampleRate: number;
  samples: Float32Array;
}

/** Writes mono 16-bit PCM. */
export function writeWav(file: string, { sampleRate, samples }: Pcm): void {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  writeFileSync(file, Buffer.concat([header, data]));
}

/** Reads a 16-bit PCM WAV (the first channel), walking its chunks. */
export function readWav(file: string): Pcm {
  const buffer = readFileSync(file);
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error(`${file} is not a WAV file`);
  let offset = 12;
  let channels = 1;
  let sampleRate = 0;
  let bits = 16;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    let size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = buffer.readUInt16LE(body + 2);
      sampleRate = buffer.readUInt32LE(body + 4);
      bits = buffer.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16) throw new Error(`${file}: only 16-bit PCM is read`);
      // espeak-ng writing to a pipe leaves the sizes unset: take the data to the file's end.
      if (size === 0 || size === 0xffffffff || body + size > buffer.length) size = buffer.length - body;
      const count = Math.floor(size / (2 * channels));
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i += 1) samples[i] = buffer.readInt16LE(body + i * 2 * channels) / 32768;
      return { sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${file} has no data chunk`);
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
