export { VoiceMetricsSchema, type VoiceMetrics } from './metrics.js';
export { VOICE_BANDS } from './bands.js';
export type {
  VoiceLiveState,
  VoiceRoundContext,
  VoiceRoundOutcome,
  VoiceSession,
  VoiceTimeline,
  VoiceUnavailableReason,
} from './live.js';
