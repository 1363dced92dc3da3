// The WAV codec is the voice package's, one for the browser and the server; the AI feedback reads uploads with it.
export { decodeWav, encodeWav, InvalidWavError, type DecodedWav } from '@impromptu/voice/wav';

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
