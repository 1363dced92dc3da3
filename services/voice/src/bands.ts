/**
 * The scoring bands of the voice metrics (issue 18; the sources are in
 * docs/decisions/0023-voice-metrics-bands.md). Zod-free: the games' live feedback imports these.
 */
export const VOICE_BANDS = {
  /** A silence shorter than this between two stretches of speech is part of speaking, not a pause. */
  minPauseMs: 250,
  /** Pauses between phrases of about this length read as confident and deliberate. */
  confidentPauseMs: { min: 400, max: 1_200 },
  /** A silence longer than this in the middle of a round is a hesitation. */
  hesitationMs: 2_000,
  /** A pause the game asked for (Snow Globe) counts as taken when a silence this long starts within the cue window. */
  cuePauseMs: 400,
  /**
   * Articulation rate (syllables per second of speaking time) of fluent adult English speech, roughly 4 to 6
   * (issue 31; ADR 0042): below reads as slow and deliberate, above as rushed.
   */
  articulationRate: { min: 4, max: 6 },
  /** Filled pauses ('uh', 'um') a minute above which they stand out to listeners (ADR 0042, a design choice). */
  filledPausesPerMinute: 4,
  /** How many of a learner's latest sessions of a game make their baseline. */
  baselineSessions: 10,
} as const;
