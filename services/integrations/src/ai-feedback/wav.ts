/** A decoded PCM16 WAV: one channel of samples in [-1, 1] and its rate. */
export interface DecodedWav {
  sampleRate: number;
  channels: number;
  /** The first channel, as floats. */
  samples: Float32Array;
  durationSeconds: number;
}

export class InvalidWavError extends Error {
  override name = 'InvalidWavError';
}

/** Reads a RIFF/WAVE file of 16-bit PCM (what the browser uploads: mono, usually 16 kHz); refuses anything else. */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.byteLength < 44 || text(0) !== 'RIFF' || text(8) !== 'WAVE')
    throw new InvalidWavError('not a RIFF/WAVE file');
  let offset = 12;
  let format: { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number } | null = null;
  while (offset + 8 <= bytes.byteLength) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.byteLength) throw new InvalidWavError('short fmt chunk');
      format = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new InvalidWavError('data before fmt');
      if (format.audioFormat !== 1 || format.bitsPerSample !== 16) throw new InvalidWavError('only 16-bit PCM is read');
      if (format.channels < 1 || format.channels > 8 || format.sampleRate < 1000 || format.sampleRate > 192_000)
        throw new InvalidWavError('unusable channels or sample rate');
      // A browser that streams the file may leave the size as 0 or too large: read what is there.
      const end = Math.min(bytes.byteLength, size === 0 || size === 0xffffffff ? bytes.byteLength : body + size);
      const frameBytes = 2 * format.channels;
      const frames = Math.floor((end - body) / frameBytes);
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i += 1) samples[i] = view.getInt16(body + i * frameBytes, true) / 32768;
      return {
        sampleRate: format.sampleRate,
        channels: format.channels,
        samples,
        durationSeconds: frames / format.sampleRate,
      };
    }
    offset = body + size + (size % 2);
  }
  throw new InvalidWavError('no data chunk');
}

/** A PCM16 mono WAV of the given samples (tests and the seed make their recordings with it). */
export function encodeWav(samples: ArrayLike<number>, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1)
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round((samples[i] ?? 0) * 32767))), i * 2);
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
  return Buffer.concat([header, data]);
}

/**
 * A speech-like test signal: bursts of a tone with a syllable-rate envelope at the given levels, separated by
 * silences, so measured speaking time, pauses and loudness variation are known in advance.
 */
export function synthesiseSpeech(
  segments: readonly { seconds: number; level: number }[],
  sampleRate = 16_000,
): Float32Array {
  const total = segments.reduce((sum, s) => sum + Math.round(s.seconds * sampleRate), 0);
  const out = new Float32Array(total);
  let at = 0;
  for (const segment of segments) {
    const n = Math.round(segment.seconds * sampleRate);
    for (let i = 0; i < n; i += 1) {
      const t = i / sampleRate;
      const envelope = segment.level === 0 ? 0 : segment.level * (0.75 + 0.25 * Math.sin(2 * Math.PI * 4 * t));
      out[at + i] = envelope * Math.sin(2 * Math.PI * 180 * t);
    }
    at += n;
  }
  return out;
}
