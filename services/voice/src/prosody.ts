/**
 * Pace and filled pauses without speech recognition (issue 31; the choices are in
 * docs/decisions/0042-round-debrief-pace-filled-pauses-and-recordings.md). Zod-free: the analysis worker
 * bundles it, and the Node tests and the accuracy benchmark run the same code.
 *
 * - **Syllable nuclei** after De Jong & Wempe (2009): an intensity contour (dB, every 10 ms, over a 70 ms
 *   Hann window), its peaks above a threshold set from the round's own loudness, each kept only when the
 *   intensity dips by at least `minDipDb` before the next peak, and only when voiced (pitched) and inside
 *   the VAD's speech. The count over speaking time is the articulation rate.
 * - **Filled pauses** ("uh", "um", "er") after Goto, Itou & Hayamizu (1999): a stretch of at least
 *   `minFilledPauseMs` in which every 32 ms frame is voiced, the pitch moves by less than a fraction of a
 *   semitone from frame to frame and within a small band over the whole stretch, and the spectral envelope
 *   (log energies of bands between 100 Hz and 4 kHz, their mean removed so loudness does not count)
 *   barely changes. Ordinary syllables change pitch or vowel quality within a few frames; a hesitation
 *   vowel holds both.
 */
import type { Span } from './tracker.js';

export const PROSODY_DEFAULTS = {
  /** Intensity contour hop and smoothing window. */
  hopMs: 10,
  /** 50 ms, not 70 (issue 46): on human speech the longer window merged syllables, counting 15 % too few. */
  windowHops: 5,
  /** Peaks lower than the round's 99th percentile minus this are not nuclei (De Jong & Wempe's 'silence threshold'). */
  silenceDb: 25,
  /**
   * A peak counts when the intensity falls this much before the next peak (their 'minimum dip'). 1 dB, not De Jong &
   * Wempe's 2 (issue 46): people's syllables run into one another more than espeak-ng's; measured on the real set.
   */
  minDipDb: 1,
  /** Peaks further than this below the median of the round's speech are not nuclei (3 dB since issue 46, was 6). */
  belowMedianDb: 3,
  /** A nucleus must be voiced: the pitch detector's clarity at least this near the peak. */
  voicingClarity: 0.5,
  /** Peaks closer than this are one nucleus (no syllable is shorter). */
  minPeakGapMs: 70,
  /** A filled pause holds steady at least this long (a 300 ms 'uh' with its onset and release), at most maxFilledPauseMs. */
  minFilledPauseMs: 250,
  /**
   * A run whose pitch only fell, by at least `minGlideSemitones`, counts from this length (ADR 0062): a short 'uh'
   * gliding down loses its first and last frames' pitch, so a 300 ms one held steady for under 250 ms. Flat runs keep
   * 250 ms: a held syllable is often 200 ms long. The fall must be 2 semitones (1.5 until ADR 0062's addendum: with the
   * pitch re-read in range, runs of 192 ms in trains of synthetic syllables fell 1.5–2 semitones).
   */
  minGlidingFilledPauseMs: 170,
  minGlideSemitones: 2.0,
  /** Steady stretches this close are one filled pause (the vowel and the hum of an 'um'). */
  filledPauseJoinMs: 100,
  maxFilledPauseMs: 2_000,
  /** Largest pitch step between consecutive frames of a filled pause, in semitones. */
  maxPitchStepSemitones: 1.0,
  /** Largest pitch spread (max over min) over a whole filled pause that does not only fall, in semitones. */
  maxPitchSpreadSemitones: 2.0,
  /**
   * A filler whose pitch glides down (issue 46: people's 'uh's often fall, 0 of 7 were found when only flat ones
   * counted) may spread this far, as long as it never rises by more than `maxGlideRiseSemitones` a frame.
   */
  maxGlideSemitones: 7.0,
  maxGlideRiseSemitones: 0.3,
  /** Frames in a row whose pitch was lost that a filled pause may bridge when its spectrum holds. */
  maxBridgeFrames: 2,
  /** Largest spectral-envelope change between consecutive frames (RMS of the band differences, dB). */
  maxSpectralStepDb: 3.0,
  /** Largest drift of the envelope from the stretch's first frame (dB RMS; 8 since ADR 0062, was 5: a glide drifts). */
  maxSpectralDriftDb: 8.0,
} as const;

/**
 * Syllables per word at an articulation rate (issue 46, ADR 0062): people who articulate faster say longer words
 * (a syllable is shorter inside a long word than as a word of its own), so words a minute are syllables over
 * `atRate4 + perSyllablePerSecond · (rate − 4)`, the rate held within the range it was measured on. Fitted on half
 * of the real-speech set's speakers (the telephone prompts and the "go forward" speaker), checked on the other half.
 * A fixed 1.5 was off by 14 % median on human speech: 1.0 for card names to 1.85 for telephone prompts.
 */
export const WORDS_FROM_SYLLABLES = {
  atRate4: 1.3,
  perSyllablePerSecond: 0.22,
  rateRange: { min: 2.5, max: 5 },
} as const;

/** Syllables per word for a round articulated at `articulationRate` syllables a second (null: the rate at 4). */
export function syllablesPerWord(articulationRate: number | null): number {
  const { atRate4, perSyllablePerSecond, rateRange } = WORDS_FROM_SYLLABLES;
  const rate = Math.min(rateRange.max, Math.max(rateRange.min, articulationRate ?? 4));
  return atRate4 + perSyllablePerSecond * (rate - 4);
}

type ProsodySettings = { -readonly [K in keyof typeof PROSODY_DEFAULTS]: number };
export type ProsodyOptions = Partial<ProsodySettings>;

/** What the debrief's timeline draws and the metrics count: nuclei (ms) and filled pauses. */
export interface ProsodyResult {
  syllablesMs: number[];
  filledPauses: Span[];
}

const BANDS_HZ = [100, 200, 300, 400, 510, 630, 770, 920, 1080, 1270, 1480, 1720, 2000, 2320, 2700, 3150, 4000];

/** In-place radix-2 FFT of real samples; returns the power spectrum's first n/2 bins. */
export function powerSpectrum(samples: Float32Array, window: Float32Array): Float32Array {
  const n = samples.length;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let i = 0; i < n; i += 1) re[i] = samples[i]! * window[i]!;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1;
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < half; k += 1) {
        const wr = Math.cos(step * k);
        const wi = Math.sin(step * k);
        const a = start + k;
        const b = a + half;
        const tr = wr * re[b]! - wi * im[b]!;
        const ti = wr * im[b]! + wi * re[b]!;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
  const power = new Float32Array(n / 2);
  for (let i = 0; i < n / 2; i += 1) power[i] = re[i]! * re[i]! + im[i]! * im[i]!;
  return power;
}

function hann(n: number): Float32Array {
  const w = new Float32Array(n);
  for (let i = 0; i < n; i += 1) w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
  return w;
}

/** Log band energies (dB) of a frame, their mean removed: the shape of the spectral envelope, not its level. */
export function envelopeOf(power: Float32Array, sampleRate: number): Float32Array {
  const binHz = sampleRate / (power.length * 2);
  const bands = new Float32Array(BANDS_HZ.length - 1);
  let mean = 0;
  for (let b = 0; b < bands.length; b += 1) {
    let sum = 1e-10;
    const from = Math.max(1, Math.floor(BANDS_HZ[b]! / binHz));
    const to = Math.min(power.length - 1, Math.ceil(BANDS_HZ[b + 1]! / binHz));
    for (let i = from; i < to; i += 1) sum += power[i]!;
    bands[b] = 10 * Math.log10(sum);
    mean += bands[b]!;
  }
  mean /= bands.length;
  for (let b = 0; b < bands.length; b += 1) bands[b] = bands[b]! - mean;
  return bands;
}

function envelopeDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum / a.length);
}

interface ProsodyFrame {
  timeMs: number;
  durationMs: number;
  pitchHz: number | null;
  clarity: number;
  envelope: Float32Array;
}

/**
 * Follows one round's 16 kHz frames beside the VAD: the intensity contour every 10 ms and, per frame,
 * the pitch (from the analysis's PitchTracker) and the spectral envelope. `finish` finds the nuclei and
 * the filled pauses within the round's speech.
 */
export class ProsodyTracker {
  private readonly options: ProsodySettings;
  private readonly hopSamples: number;
  private readonly window: Float32Array;
  private readonly energies: number[] = [];
  private hopSum = 0;
  private hopCount = 0;
  private readonly frames: ProsodyFrame[] = [];
  private readonly fftWindow = new Map<number, Float32Array>();

  constructor(
    private readonly sampleRate = 16_000,
    options: ProsodyOptions = {},
  ) {
    this.options = { ...PROSODY_DEFAULTS, ...options };
    this.hopSamples = Math.round((this.sampleRate * this.options.hopMs) / 1000);
    this.window = hann(this.options.windowHops + 2).subarray(1, this.options.windowHops + 1);
  }

  push(
    frame: Float32Array,
    timeMs: number,
    durationMs: number,
    pitchHz: number | null,
    clarity = pitchHz === null ? 0 : 1,
  ): void {
    for (let i = 0; i < frame.length; i += 1) {
      this.hopSum += frame[i]! * frame[i]!;
      this.hopCount += 1;
      if (this.hopCount === this.hopSamples) {
        this.energies.push(this.hopSum / this.hopCount);
        this.hopSum = 0;
        this.hopCount = 0;
      }
    }
    const n = 1 << Math.floor(Math.log2(frame.length));
    let window = this.fftWindow.get(n);
    if (!window) this.fftWindow.set(n, (window = hann(n)));
    const envelope = envelopeOf(
      powerSpectrum(frame.length === n ? frame : frame.subarray(0, n), window),
      this.sampleRate,
    );
    this.frames.push({ timeMs, durationMs, pitchHz, clarity, envelope });
  }

  /** The intensity contour in dB, one value per hop, smoothed over the window. */
  intensity(): Float32Array {
    const e = this.energies;
    const w = this.window;
    const half = Math.floor(w.length / 2);
    const out = new Float32Array(e.length);
    for (let i = 0; i < e.length; i += 1) {
      let sum = 0;
      let weight = 0;
      for (let k = 0; k < w.length; k += 1) {
        const j = i + k - half;
        if (j < 0 || j >= e.length) continue;
        sum += w[k]! * e[j]!;
        weight += w[k]!;
      }
      out[i] = 10 * Math.log10(Math.max(1e-10, sum / weight));
    }
    return out;
  }

  /** The nuclei and filled pauses of the round, within its speech (the VAD's kept stretches). */
  finish(speech: readonly Span[]): ProsodyResult {
    const filledPauses = this.filledPauses(speech);
    const syllablesMs = this.syllables(speech).filter(
      (t) => !filledPauses.some((p) => t >= p.startMs - 50 && t <= p.endMs + 50),
    );
    return { syllablesMs, filledPauses };
  }

  private clarityAt(timeMs: number): number {
    const frame = this.frames[Math.floor(timeMs / (this.frames[0]?.durationMs ?? 32))];
    return frame?.clarity ?? 0;
  }

  private voicedNear(timeMs: number): boolean {
    const d = this.frames[0]?.durationMs ?? 32;
    return (
      Math.max(this.clarityAt(timeMs), this.clarityAt(timeMs - d), this.clarityAt(timeMs + d)) >=
      this.options.voicingClarity
    );
  }

  private syllables(speech: readonly Span[]): number[] {
    const { hopMs, silenceDb, minDipDb, minPeakGapMs, belowMedianDb } = this.options;
    const db = this.intensity();
    if (db.length < 3) return [];
    const inSpeech = (t: number) => speech.some((s) => t >= s.startMs && t < s.endMs);
    const speechDb: number[] = [];
    db.forEach((v, i) => inSpeech(i * hopMs) && speechDb.push(v));
    if (speechDb.length === 0) return [];
    speechDb.sort((a, b) => a - b);
    const p99 = speechDb[Math.floor((speechDb.length - 1) * 0.99)]!;
    const median = speechDb[Math.floor((speechDb.length - 1) * 0.5)]!;
    const threshold = Math.max(p99 - silenceDb, median - belowMedianDb);
    const peaks: number[] = [];
    for (let i = 1; i < db.length - 1; i += 1) {
      if (db[i]! > db[i - 1]! && db[i]! >= db[i + 1]! && db[i]! > threshold) peaks.push(i);
    }
    // Keep a peak when the intensity dips by minDipDb between it and its neighbours on both sides.
    const kept: number[] = [];
    for (let k = 0; k < peaks.length; k += 1) {
      const i = peaks[k]!;
      const next = peaks[k + 1];
      const previous = kept.at(-1);
      let dipAfter = Number.POSITIVE_INFINITY;
      if (next !== undefined) {
        let low = db[i]!;
        for (let j = i; j <= next; j += 1) low = Math.min(low, db[j]!);
        dipAfter = db[i]! - low;
      }
      let dipBefore = Number.POSITIVE_INFINITY;
      if (previous !== undefined) {
        let low = db[i]!;
        for (let j = previous; j <= i; j += 1) low = Math.min(low, db[j]!);
        dipBefore = db[i]! - low;
      }
      if (previous !== undefined && (dipBefore < minDipDb || (i - previous) * hopMs < minPeakGapMs)) {
        // Not separated from the last kept peak: one nucleus, at the higher of the two.
        if (db[i]! > db[previous]!) kept[kept.length - 1] = i;
        continue;
      }
      if (dipAfter < minDipDb && next !== undefined && db[next]! > db[i]!) continue;
      kept.push(i);
    }
    return kept.map((i) => i * hopMs + hopMs / 2).filter((t) => inSpeech(t) && this.voicedNear(t));
  }

  private filledPauses(speech: readonly Span[]): Span[] {
    const o = this.options;
    const found: Span[] = [];
    const inSpeech = (f: ProsodyFrame) => speech.some((s) => f.timeMs + f.durationMs > s.startMs && f.timeMs < s.endMs);
    // The run's frames; a frame whose pitch the detector lost (a fast glide smears its window's periods) may bridge
    // up to maxBridgeFrames in a row when its spectrum holds. A run ends at its last pitched frame.
    let run: ProsodyFrame[] = [];
    let pitched: ProsodyFrame[] = [];
    let bridging = 0;
    let low = Number.POSITIVE_INFINITY;
    let high = 0;
    // Whether the run's pitch has only fallen (or held) so far: a gliding filler may then spread further.
    let falling = true;
    const close = () => {
      const first = pitched[0];
      const last = pitched.at(-1);
      if (run.length > 0 && first && last && pitched.length >= run.length * 0.6) {
        const startMs = run[0]!.timeMs;
        const endMs = last.timeMs + last.durationMs;
        const glided = falling && 12 * Math.log2(first.pitchHz! / last.pitchHz!) >= o.minGlideSemitones;
        if (endMs - startMs >= (glided ? o.minGlidingFilledPauseMs : o.minFilledPauseMs))
          found.push({ startMs, endMs });
      }
      run = [];
      pitched = [];
      bridging = 0;
    };
    for (const frame of this.frames) {
      const previous = run.at(-1);
      const lastPitched = pitched.at(-1);
      const spectrumHolds =
        !previous ||
        (envelopeDistance(frame.envelope, previous.envelope) <= o.maxSpectralStepDb &&
          envelopeDistance(frame.envelope, run[0]!.envelope) <= o.maxSpectralDriftDb);
      if (frame.pitchHz === null) {
        if (lastPitched && inSpeech(frame) && spectrumHolds && bridging < o.maxBridgeFrames) {
          bridging += 1;
          run.push(frame);
        } else close();
        continue;
      }
      // Over a bridge the pitch may have moved one step per frame.
      const frames = lastPitched ? bridging + 1 : 1;
      const step = lastPitched ? 12 * Math.log2(frame.pitchHz / lastPitched.pitchHz!) : 0;
      const spread = 12 * Math.log2(Math.max(high, frame.pitchHz) / Math.min(low, frame.pitchHz));
      const stillFalling: boolean = falling && step <= o.maxGlideRiseSemitones * frames;
      const steady =
        inSpeech(frame) &&
        (!lastPitched ||
          (Math.abs(step) <= o.maxPitchStepSemitones * frames &&
            spectrumHolds &&
            (spread <= o.maxPitchSpreadSemitones || (stillFalling && spread <= o.maxGlideSemitones))));
      if (!steady) {
        close();
        if (!inSpeech(frame)) continue;
      }
      if (pitched.length === 0) {
        low = frame.pitchHz;
        high = frame.pitchHz;
        falling = true;
      } else {
        falling = stillFalling;
      }
      run.push(frame);
      pitched.push(frame);
      bridging = 0;
      low = Math.min(low, frame.pitchHz);
      high = Math.max(high, frame.pitchHz);
    }
    close();
    const joined: Span[] = [];
    for (const span of found) {
      const last = joined.at(-1);
      if (last && span.startMs - last.endMs <= o.filledPauseJoinMs) last.endMs = span.endMs;
      else joined.push({ ...span });
    }
    return joined.filter((span) => span.endMs - span.startMs <= o.maxFilledPauseMs);
  }
}

/** The figures of pace and filled pauses for a round's metrics. */
export function paceFigures(
  result: ProsodyResult,
  speakingMs: number,
  analysedMs: number,
): {
  syllableCount: number;
  articulationRate: number | null;
  syllablesPerMinute: number | null;
  wordsPerMinute: number | null;
  filledPauseCount: number;
  filledPausesPerMinute: number | null;
} {
  const syllableCount = result.syllablesMs.length;
  const minutes = analysedMs / 60_000;
  // A filled pause is voiced time without syllables of speech: it leaves the articulation rate's speaking time too.
  const articulatingMs = Math.max(
    0,
    speakingMs - result.filledPauses.reduce((sum, pause) => sum + (pause.endMs - pause.startMs), 0),
  );
  const perMinute = analysedMs >= 2_000 ? syllableCount / minutes : null;
  const articulationRate = articulatingMs >= 1_000 ? syllableCount / (articulatingMs / 1000) : null;
  return {
    syllableCount,
    articulationRate: articulationRate === null ? null : round1(articulationRate),
    syllablesPerMinute: perMinute === null ? null : Math.round(perMinute),
    wordsPerMinute: perMinute === null ? null : Math.round(perMinute / syllablesPerWord(articulationRate)),
    filledPauseCount: result.filledPauses.length,
    filledPausesPerMinute: analysedMs >= 2_000 ? round1(result.filledPauses.length / minutes) : null,
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
