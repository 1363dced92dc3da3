import { WAV_SAMPLE_RATE } from '@impromptu/voice/wav';

// The AI coach's recordings: PCM16, mono, 16 kHz, in a WAV container (the voice package's codec).
export { encodeWav, WAV_SAMPLE_RATE } from '@impromptu/voice/wav';

/** Averages each output sample over the input samples it covers: enough of a low-pass for speech at 16 kHz. */
export function downsample(input: Float32Array, fromRate: number, toRate: number = WAV_SAMPLE_RATE): Float32Array {
  if (fromRate === toRate) return input.slice();
  if (fromRate < toRate) throw new Error(`cannot upsample ${fromRate} Hz to ${toRate} Hz`);
  const ratio = fromRate / toRate;
  const length = Math.floor(input.length / ratio);
  const output = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const start = Math.floor(i * ratio);
    const end = Math.min(input.length, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j += 1) sum += input[j] ?? 0;
    output[i] = end > start ? sum / (end - start) : 0;
  }
  return output;
}
