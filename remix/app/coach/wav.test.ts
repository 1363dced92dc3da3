import { describe, expect, it } from '@jest/globals';
import { downsample, encodeWav, WAV_SAMPLE_RATE } from './wav';

describe('AI coach WAV encoding', () => {
  it('writes a PCM16 mono 16 kHz RIFF header and the clipped samples', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 2, -0.5]));
    const view = new DataView(wav.buffer);
    const text = (offset: number) => String.fromCharCode(...wav.slice(offset, offset + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(36 + 10);
    expect({
      format: view.getUint16(20, true),
      channels: view.getUint16(22, true),
      rate: view.getUint32(24, true),
      bits: view.getUint16(34, true),
    }).toEqual({
      format: 1,
      channels: 1,
      rate: WAV_SAMPLE_RATE,
      bits: 16,
    });
    expect(view.getUint32(40, true)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767, -16384]);
  });

  it('downsamples 48 kHz to 16 kHz by averaging each group of three samples', () => {
    expect(
      [...downsample(new Float32Array([0.3, 0.3, 0.3, -0.6, 0, 0, 1]), 48_000)].map((v) => Number(v.toFixed(3))),
    ).toEqual([0.3, -0.2]);
    expect(() => downsample(new Float32Array(4), 8_000)).toThrow(/cannot upsample/);
  });
});
