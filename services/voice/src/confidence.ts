/**
 * How far a round's pace and filled-pause figures can be trusted (issue 46, ADR 0059). Zod-free: the worker
 * bundles it. A figure either passes, with its error bar from what `npm run bench -- voice-accuracy` measured,
 * or is withheld with the reason the debrief puts into words ("not enough speech to measure"). Withheld figures
 * are saved as null, so the progress page and the learner's usual never count them, and no tip speaks from them.
 */
import type { VoiceMetrics } from './metrics.js';

/**
 * What the accuracy benchmark measured (tests/bench/voice-accuracy.bench.ts, the real-speech set and the
 * synthetic one; the table is in ADR 0059). The margins below are derived from these, never typed in by hand.
 */
export const VOICE_ACCURACY = {
  /** 90th percentile of the syllable-count error per utterance: real set 22.7 %, synthetic 11.1 % (the worse). */
  syllableRateP90: 0.23,
  /** Mean signed error of the syllable count (real −1.9 %, synthetic +0.7 %): the bias whatever the round's length. */
  syllableRateBias: 0.03,
  /** The mean syllables of the real set's utterances that p90 was measured on (its error shrinks with more). */
  syllablesPerUtterance: 19,
  /**
   * 90th percentile of the words-a-minute error per utterance, syllables per word at the articulation rate (ADR 0062):
   * real 16.0 %, synthetic 24.9 % (the worse). Was 0.34 with syllables / 1.5.
   */
  wordsPerMinuteP90: 0.25,
  /**
   * Filled pauses: the lower of precision and recall, held and gliding fillers together (recall 0.81, synthetic, ADR
   * 0062). Not raised to the 0.85 of its addendum: on the fourteen real (acted) fillers recall is 0.07, so a narrower
   * bar would claim more than real voices show.
   */
  filledPauseAccuracy: 0.81,
} as const;

/** Why a figure is not shown. */
export type WithheldReason = 'too-little-speech' | 'noisy' | 'quiet' | 'clipped' | 'not-speech' | 'partial';

export type FigureQuality = { ok: true; marginPct: number } | { ok: false; reason: WithheldReason };

export interface RoundQuality {
  /** Syllables a second and words a minute. */
  pace: FigureQuality;
  /** Filled pauses (their count and rate); marginPct is of the count. */
  filledPauses: FigureQuality;
}

/** Below these the figure is withheld. */
export const QUALITY_LIMITS = {
  /** Articulating time (speech less filled pauses) under which a pace is a guess. */
  minPaceSpeechMs: 3_000,
  /** Syllables under which the counting error alone passes ±35 %. */
  minSyllables: 8,
  /** A margin wider than this is no figure. */
  maxMarginPct: 35,
  /** Speech at least this far above the room (dB) to tell syllables and fillers from the noise. */
  minSignalToNoiseDb: 12,
  /** Speech quieter than this (dBFS median) is too close to the microphone's own noise. */
  quietSpeechDb: -55,
  /** More than this share of the speech's samples at full scale: the peaks that make syllables are cut off. */
  maxClippedRatio: 0.005,
  /** Articulation rates outside this range are not speech (music, chant, a held tone) or not measured right. */
  plausibleRate: { min: 1.5, max: 9 },
  /** Speech under which filled pauses are not counted. */
  minFillerSpeechMs: 3_000,
  /** Share of the round's time that must have been heard when the whole audio was not available. */
  minCoverage: 0.95,
} as const;

export interface QualityInput {
  metrics: Pick<VoiceMetrics, 'speakingMs' | 'syllableCount' | 'articulationRate' | 'filledPauseCount'>;
  /** Speaking time less filled pauses. */
  articulatingMs: number;
  roomLevelDb: number | null;
  speechLevelDb: number | null;
  /** Share of the speech's samples at or near full scale. */
  clippedRatio: number;
  /** Share of the round's time the figures were computed from (1 for the whole recording). */
  coverage: number;
}

/** The margin of a syllable rate over `syllables`: the per-utterance p90 shrinks as 1/√n, down to the bias. */
export function paceMarginPct(syllables: number, wordsPerMinute = false): number {
  const a = VOICE_ACCURACY;
  const p90 = wordsPerMinute ? a.wordsPerMinuteP90 : a.syllableRateP90;
  const random = p90 * Math.sqrt(a.syllablesPerUtterance / Math.max(1, syllables));
  return Math.ceil(Math.max(a.syllableRateBias, random) * 100);
}

/** Judges a round's pace and filled pauses from how much speech there was and how clean it was. */
export function roundQuality(input: QualityInput): RoundQuality {
  const limits = QUALITY_LIMITS;
  const common = ((): WithheldReason | null => {
    if (input.coverage < limits.minCoverage) return 'partial';
    if (input.speechLevelDb !== null && input.speechLevelDb < limits.quietSpeechDb) return 'quiet';
    if (
      input.roomLevelDb !== null &&
      input.speechLevelDb !== null &&
      input.speechLevelDb - input.roomLevelDb < limits.minSignalToNoiseDb
    )
      return 'noisy';
    if (input.clippedRatio > limits.maxClippedRatio) return 'clipped';
    return null;
  })();
  const syllables = input.metrics.syllableCount ?? 0;
  const rate = input.metrics.articulationRate ?? null;
  const pace = ((): FigureQuality => {
    if (input.articulatingMs < limits.minPaceSpeechMs || syllables < limits.minSyllables || rate === null)
      return { ok: false, reason: 'too-little-speech' };
    if (common) return { ok: false, reason: common };
    if (rate < limits.plausibleRate.min || rate > limits.plausibleRate.max) return { ok: false, reason: 'not-speech' };
    const marginPct = paceMarginPct(syllables, true);
    return marginPct > limits.maxMarginPct ? { ok: false, reason: 'too-little-speech' } : { ok: true, marginPct };
  })();
  const filledPauses = ((): FigureQuality => {
    if (input.metrics.speakingMs < limits.minFillerSpeechMs) return { ok: false, reason: 'too-little-speech' };
    if (common) return { ok: false, reason: common };
    if (!pace.ok && pace.reason === 'not-speech') return pace;
    return { ok: true, marginPct: Math.ceil((1 - VOICE_ACCURACY.filledPauseAccuracy) * 100) };
  })();
  return { pace, filledPauses };
}

/** The round's figures with those that did not pass set to null (never a confident wrong number saved). */
export function withholdFigures<M extends Partial<VoiceMetrics>>(metrics: M, quality: RoundQuality): M {
  const out = { ...metrics };
  if (!quality.pace.ok) {
    out.articulationRate = null;
    out.syllablesPerMinute = null;
    out.wordsPerMinute = null;
  }
  if (!quality.filledPauses.ok) out.filledPausesPerMinute = null;
  return out;
}

/** The words the debrief and the progress page use for a withheld figure. */
export const WITHHELD_TEXT: Record<WithheldReason, string> = {
  'too-little-speech': 'not enough speech to measure',
  noisy: 'too much noise to measure',
  quiet: 'too quiet to measure',
  clipped: 'the microphone was overloaded (clipped)',
  'not-speech': 'did not sound like speech (music or a held tone?)',
  partial: 'too little of the round was heard',
};

/** Share of samples within 1 % of full scale. */
export function clippedRatioOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let clipped = 0;
  for (let i = 0; i < samples.length; i += 1) if (Math.abs(samples[i]!) >= 0.99) clipped += 1;
  return clipped / samples.length;
}
