/**
 * The one WAV codec of the product: 16-bit PCM in a RIFF/WAVE container. The browser encodes the AI coach's
 * recordings with it (mono, 16 kHz, what the BFF takes and speech models expect), the BFF and the jobs decode
 * uploads, and the tests and seeds write their audio. Plain `Uint8Array`s, so it runs in a browser and in Node.
 */
export const WAV_SAMPLE_RATE = 16_000;

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

/** A RIFF/WAVE file of `samples` (-1…1, clipped) as 16-bit little-endian mono PCM. */
export function encodeWav(samples: ArrayLike<number>, sampleRate: number = WAV_SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i += 1) {
    const clipped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(44 + i * 2, clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff), true);
  }
  return new Uint8Array(buffer);
}

/**
 * Reads a RIFF/WAVE file of 16-bit PCM (what the browser uploads: mono, usually 16 kHz; espeak-ng's files), walking
 * its chunks; refuses anything else.
 */
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
      // A browser that streams the file, or espeak-ng writing to a pipe, may leave the size as 0 or too large: read
      // what is there.
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
