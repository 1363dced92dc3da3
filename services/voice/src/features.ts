/**
 * Per-frame features of the voice analysis (issue 18): loudness as RMS in dBFS and pitch with pitchy's
 * McLeod pitch method. Pure functions over Float32Array samples in [-1, 1]: the browser worker and the
 * Node tests run the same code.
 */
import { Autocorrelator, PitchDetector } from 'pitchy';

/** The loudness reported for digital silence (an all-zero frame has no finite dBFS). */
export const SILENCE_DB = -100;

/**
 * Root-mean-square level of a frame in dBFS: 20·log10(rms), where a full-scale square wave is 0 dBFS and
 * a full-scale sine about −3 dBFS. Clamped below at {@link SILENCE_DB}.
 */
export function rmsDb(samples: ArrayLike<number>): number {
  if (samples.length === 0) return SILENCE_DB;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const s = samples[i]!;
    sum += s * s;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return SILENCE_DB;
  return Math.max(SILENCE_DB, 20 * Math.log10(rms));
}

/** A frame's loudness mapped to 0–1 for drawing: −60 dBFS → 0, −10 dBFS → 1 (VoiceLiveState.energy). */
export function energyOf(db: number): number {
  return Math.min(1, Math.max(0, (db + 60) / 50));
}

/** The range of speaking-voice fundamentals the pitch tracker accepts (a low male voice to a child's). */
export const PITCH_MIN_HZ = 60;
/**
 * A gliding 'uh' smears the periods of a 64 ms window: its pitch is still taken at this clarity (issue 46; 0.5 since
 * ADR 0062's addendum, 0.6 in ADR 0062, was 0.75: measured on the synthetic gliding fillers, whose short fast ones held
 * 0.52–0.59 for three frames in a row; the real set checked for false alarms).
 */
export const FILLER_CLARITY = 0.5;
export const PITCH_MAX_HZ = 600;

export interface PitchTrackerOptions {
  /** Samples per analysis window; at 16 kHz, 1024 samples (64 ms) hold several periods of a 60 Hz voice. */
  windowSize?: number;
  sampleRate?: number;
  /** pitchy's clarity (the normalised autocorrelation peak) below which a frame counts as unpitched. */
  clarityThreshold?: number;
  /** Frames quieter than this (dBFS) are not pitch-tracked. */
  minVolumeDb?: number;
}

/**
 * Pitch of voiced frames: keeps the latest `windowSize` samples (so a 512-sample frame is analysed with
 * its predecessor) and runs pitchy's McLeod pitch method on them. Returns null when the window is not
 * clearly periodic or the pitch lies outside the speaking range.
 */
export class PitchTracker {
  private readonly detector: PitchDetector<Float32Array>;
  private readonly window: Float32Array;
  private readonly sampleRate: number;
  private readonly clarityThreshold: number;
  private filled = 0;
  private autocorrelator: Autocorrelator<Float32Array> | undefined;
  private nsdf: Float32Array | undefined;
  /** The clarity of the latest window (0 before the window fills): a voicing strength for the pace detector. */
  lastClarity = 0;
  /**
   * The latest window's pitch whatever its clarity (null out of range): a voice gliding fast smears the window's
   * periods, so the filled-pause detector takes it at a lower clarity than the pitch figures do (issue 46).
   */
  lastCandidateHz: number | null = null;

  constructor(options: PitchTrackerOptions = {}) {
    const windowSize = options.windowSize ?? 1024;
    this.sampleRate = options.sampleRate ?? 16_000;
    this.clarityThreshold = options.clarityThreshold ?? 0.9;
    this.window = new Float32Array(windowSize);
    this.detector = PitchDetector.forFloat32Array(windowSize);
    this.detector.minVolumeDecibels = options.minVolumeDb ?? -50;
  }

  /** Adds a frame and returns the pitch of the window ending with it (Hz), or null. */
  push(frame: Float32Array): number | null {
    const size = this.window.length;
    if (frame.length >= size) {
      this.window.set(frame.subarray(frame.length - size));
    } else {
      this.window.copyWithin(0, frame.length);
      this.window.set(frame, size - frame.length);
    }
    this.filled = Math.min(size, this.filled + frame.length);
    if (this.filled < size) return null;
    let [pitch, clarity] = this.detector.findPitch(this.window, this.sampleRate);
    if (pitch > 0 && pitch < PITCH_MIN_HZ) [pitch, clarity] = this.pitchWithinRange();
    this.lastClarity = Number.isFinite(clarity) && pitch >= PITCH_MIN_HZ && pitch <= PITCH_MAX_HZ ? clarity : 0;
    this.lastCandidateHz = this.lastClarity > 0 ? pitch : null;
    if (!Number.isFinite(pitch) || clarity < this.clarityThreshold) return null;
    if (pitch < PITCH_MIN_HZ || pitch > PITCH_MAX_HZ) return null;
    return pitch;
  }

  /**
   * The McLeod pitch method (pitchy's, section 5 of the paper) over the lags of the speaking range only (ADR 0062,
   * addendum). Near the window's length few samples overlap, so the normalised autocorrelation there can come out
   * near 1 by chance; when a voice glides, its true peak falls under 0.9 of such a chance peak and pitchy answered
   * 16–24 Hz: a falling 'uh' lost its pitch in the middle. Only asked when pitchy's answer lies below the range.
   */
  private pitchWithinRange(): [number, number] {
    const x = this.window;
    const minLag = Math.floor(this.sampleRate / PITCH_MAX_HZ);
    const maxLag = Math.min(x.length - 2, Math.ceil(this.sampleRate / PITCH_MIN_HZ) + 1);
    const nsdf = (this.autocorrelator ??= Autocorrelator.forFloat32Array(x.length)).autocorrelate(
      x,
      (this.nsdf ??= new Float32Array(x.length)),
    );
    let m = 2 * nsdf[0]!;
    for (let i = 0; i <= maxLag + 1; i += 1) {
      nsdf[i] = m > 0 ? (2 * nsdf[i]!) / m : 0;
      m -= x[i]! ** 2 + x[x.length - i - 1]! ** 2;
    }
    // Key maxima: the highest point between a rising and the next falling zero crossing (pitchy's rule).
    const keys: number[] = [];
    let best = -1;
    for (let i = 1; i <= maxLag; i += 1) {
      if (nsdf[i - 1]! <= 0 && nsdf[i]! > 0) best = i;
      else if (nsdf[i - 1]! > 0 && nsdf[i]! <= 0) {
        if (best >= minLag) keys.push(best);
        best = -1;
      } else if (best !== -1 && nsdf[i]! > nsdf[best]!) best = i;
    }
    if (best >= minLag) keys.push(best);
    if (keys.length === 0) return [0, 0];
    const highest = Math.max(...keys.map((i) => nsdf[i]!));
    const k = keys.find((i) => nsdf[i]! >= 0.9 * highest)!;
    const [y0, y1, y2] = [nsdf[k - 1]!, nsdf[k]!, nsdf[k + 1]!];
    const a = y0 / 2 - y1 + y2 / 2;
    const shift = a === 0 ? 0 : (y0 - y2) / (4 * a);
    return [this.sampleRate / (k + shift), Math.min(1, y1 - (y0 - y2) * shift * 0.25)];
  }

  /** The latest window's pitch for the filled-pause detector: taken at a clarity of FILLER_CLARITY or more. */
  fillerPitch(): number | null {
    return this.lastClarity >= FILLER_CLARITY ? this.lastCandidateHz : null;
  }

  reset(): void {
    this.window.fill(0);
    this.filled = 0;
    this.lastClarity = 0;
  }
}
