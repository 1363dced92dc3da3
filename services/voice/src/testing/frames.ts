/**
 * Frame sequences for the tracker's and summary's tests: stretches of speech and silence of given lengths,
 * cut into 32 ms frames like the VAD's.
 */
import type { VoiceFrame } from '../tracker.js';

export const FRAME_MS = 32;

export interface Stretch {
  ms: number;
  /** The VAD's probability over the stretch. */
  probability: number;
  rmsDb?: number;
  pitchHz?: number | null;
}

export const speech = (ms: number, rmsDb = -20, pitchHz: number | null = 150): Stretch => ({
  ms,
  probability: 0.95,
  rmsDb,
  pitchHz,
});
export const quiet = (ms: number): Stretch => ({ ms, probability: 0.02, rmsDb: -70, pitchHz: null });

/** The frames of consecutive stretches (each rounded to whole frames). */
export function framesOf(stretches: Stretch[]): VoiceFrame[] {
  const frames: VoiceFrame[] = [];
  let index = 0;
  for (const stretch of stretches) {
    const count = Math.round(stretch.ms / FRAME_MS);
    for (let i = 0; i < count; i += 1) {
      frames.push({
        timeMs: index * FRAME_MS,
        durationMs: FRAME_MS,
        probability: stretch.probability,
        rmsDb: stretch.rmsDb ?? -20,
        pitchHz: stretch.pitchHz ?? null,
      });
      index += 1;
    }
  }
  return frames;
}
