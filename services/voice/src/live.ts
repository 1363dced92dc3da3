/**
 * The contract between the browser's voice analysis (remix/app/games/voice/engine) and the games that
 * show it (issue 18). Types only: nothing here is loaded until a learner turns 'Voice metrics' on.
 */
import type { RoundQuality } from './confidence.js';
import type { VoiceMetrics } from './metrics.js';

/** What the games draw while a round runs, about ten times a second. Times are ms since the round started. */
export interface VoiceLiveState {
  elapsedMs: number;
  /** Voice activity now (the VAD's decision, with its hangover). */
  speaking: boolean;
  /** Loudness of the latest frame in dBFS (-100 for digital silence). */
  rmsDb: number;
  /** The latest frame's loudness mapped to 0–1 for drawing (-60 dBFS → 0, -10 dBFS → 1). */
  energy: number;
  /** Pitch of the latest voiced frame in Hz; null when unvoiced. */
  pitchHz: number | null;
  /** Voice activity so far this round. */
  speakingMs: number;
  /** The silence going on now, since the last speech (0 while speaking or before the first word). */
  currentSilenceMs: number;
  /** The pauses so far: silences of at least VOICE_BANDS.minPauseMs between two stretches of speech. */
  pauses: { startMs: number; endMs: number }[];
  /** How many of them were longer than VOICE_BANDS.hesitationMs. */
  hesitationCount: number;
  /** The energy over the round, one point per 100 ms, for traces (Conductor). */
  energyTrace: { atMs: number; energy: number }[];
  /**
   * Audio the live feedback skipped to keep up (a busy device): the live figures leave it out and say so; the
   * round's saved figures never do (they are computed from the round's whole audio). Absent: nothing skipped.
   */
  skippedMs?: number;
}

/** What a game tells the analysis about its round, so the summary can judge what the round asked for. */
export interface VoiceRoundContext {
  /**
   * Conductor: the energy (0–1) each slide asked for, from the moment it showed; null from a slide that asks
   * for no level (the final 'finish strong' slide), whose time is then left out of the score.
   */
  energyTargets?: { atMs: number; level: number | null }[];
  /** Snow Globe: the windows in which the pie asked for a pause. */
  pauseCues?: { startMs: number; endMs: number }[];
}

/**
 * Where things happened in a round, for the debrief's timeline (issue 31). Stays on the device: it is never
 * posted with the round. Times are ms since the round's analysis started.
 */
export interface VoiceTimeline {
  analysedMs: number;
  speech: { startMs: number; endMs: number }[];
  pauses: { startMs: number; endMs: number }[];
  filledPauses: { startMs: number; endMs: number }[];
  /** The syllable nuclei found. */
  syllablesMs: number[];
  /**
   * The room's loudness (frames outside speech) and the speech's, in dBFS (summary.ts roomLevels): a room
   * nearly as loud as the voice makes pauses, pace and filled pauses unreliable. Absent on rounds kept before.
   */
  roomLevelDb?: number | null;
  speechLevelDb?: number | null;
  /** Whether pace and filled pauses passed, with their error bars (issue 46). Absent on rounds kept before. */
  quality?: RoundQuality;
  /**
   * Where the figures come from: the round's decoded recording, or every frame the analysis captured. Absent on
   * rounds kept before issue 46 (the live path's frames).
   */
  source?: 'recording' | 'captured';
  /** Audio the live feedback skipped during the round (the saved figures did not: they come from `source`). */
  skippedMs?: number;
}

/** A round's figures and, for the debrief, its timeline and (when recording) its audio. */
export interface VoiceRoundOutcome {
  metrics: VoiceMetrics;
  timeline: VoiceTimeline;
  /** The round's recording (MediaRecorder), kept on the device; null when not recording or it failed. */
  audio: Blob | null;
  /** The microphone stopped during the round (unplugged, taken by another app, permission withdrawn). */
  microphoneLost: boolean;
}

/** Why there are no metrics: the line the game shows instead. */
export type VoiceUnavailableReason = 'denied' | 'absent' | 'unsupported' | 'failed';

/** One microphone session across a game's rounds; rounds are analysed one at a time. */
export interface VoiceSession {
  /** Starts a round's analysis: the live state and the summary restart from zero. */
  startRound(): void;
  /** Listens to the live state; returns the unsubscribe. */
  subscribe(listener: (state: VoiceLiveState) => void): () => void;
  /**
   * Ends the round's analysis and summarises it with what the game asked for: the figures, the timeline and,
   * when the session records, the round's audio.
   */
  endRound(context?: VoiceRoundContext): Promise<VoiceRoundOutcome>;
  /** Whether this session records the rounds' audio (asked for, and the browser can). */
  readonly recording: boolean;
  /** Releases the microphone, the worklet and the worker. */
  stop(): void;
}
