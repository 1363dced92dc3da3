/**
 * `@impromptu/voice/analysis`: the zod-free analysis (issue 18) for the browser — features, the tracker,
 * the summary, the learner's baseline and the resampler. The VAD and the session pipeline are in
 * `@impromptu/voice/pipeline` (the worker's entry); the schema stays in `@impromptu/voice/metrics`.
 */
export { VOICE_BANDS } from './bands.js';
export {
  paceMarginPct,
  QUALITY_LIMITS,
  roundQuality,
  VOICE_ACCURACY,
  WITHHELD_TEXT,
  withholdFigures,
  type FigureQuality,
  type RoundQuality,
  type WithheldReason,
} from './confidence.js';
export type {
  VoiceLiveState,
  VoiceRoundContext,
  VoiceRoundOutcome,
  VoiceSession,
  VoiceTimeline,
  VoiceUnavailableReason,
} from './live.js';
export type { VoiceMetrics } from './metrics.js';
export { energyOf, PitchTracker, PITCH_MAX_HZ, PITCH_MIN_HZ, rmsDb, SILENCE_DB } from './features.js';
export {
  segment,
  SEGMENTER_DEFAULTS,
  VoiceTracker,
  type RoundAnalysis,
  type SegmenterOptions,
  type Span,
  type TrackedFrame,
  type VoiceFrame,
} from './tracker.js';
export {
  energyRangeDb,
  followEnergyScore,
  median,
  pausesOnCue,
  pitchRangeSemitones,
  quantile,
  summarise,
  voicedFrames,
} from './summary.js';
export {
  BASELINE_MARGINS,
  baselineOf,
  compareWithBaseline,
  comparisonLabel,
  figureOf,
  hesitationsPerMinute,
  type BaselineComparison,
  type BaselineFigure,
  type MeasuredRound,
  type VoiceBaseline,
} from './baseline.js';
export { paceFigures, PROSODY_DEFAULTS, ProsodyTracker, type ProsodyOptions, type ProsodyResult } from './prosody.js';
export { Framer, resampleTo16k, StreamResampler, VAD_FRAME_SAMPLES, VAD_SAMPLE_RATE } from './resample.js';
