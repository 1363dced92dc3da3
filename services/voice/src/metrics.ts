import { z } from 'zod';

/**
 * The figures of one round's voice analysis (issue 18), measured in the learner's browser and recorded
 * with the round. Only figures: never audio. Impossible values (negative durations, a ratio above 1,
 * NaN, more pauses taken than asked) are refused, so nothing impossible is ever stored.
 */
export const VoiceMetricsSchema = z
  .object({
    /** How much audio of the round was analysed. */
    analysedMs: z.number().int().min(0).max(3_600_000),
    /** Time with voice activity. */
    speakingMs: z.number().int().min(0).max(3_600_000),
    /** speakingMs / analysedMs; 0 when nothing was analysed. */
    speakingRatio: z.number().min(0).max(1),
    /** Silences of at least VOICE_BANDS.minPauseMs between two stretches of speech (hesitations included). */
    pauseCount: z.number().int().min(0).max(10_000),
    /** Their mean length; null without pauses. */
    meanPauseMs: z.number().min(0).max(3_600_000).nullable(),
    /** Silences mid-round longer than VOICE_BANDS.hesitationMs. */
    hesitationCount: z.number().int().min(0).max(10_000),
    /** The longest silence between two stretches of speech; 0 without one. */
    longestSilenceMs: z.number().int().min(0).max(3_600_000),
    /** Loudness range of the voiced frames (95th minus 5th percentile of RMS in dBFS); null without speech. */
    energyRangeDb: z.number().min(0).max(120).nullable(),
    /** Pitch range of the voiced frames (95th over 5th percentile, in semitones); null without pitched speech. */
    pitchRangeSemitones: z.number().min(0).max(48).nullable(),
    /** Syllable nuclei found (issue 31, De Jong & Wempe 2009); absent on rounds measured before it. */
    syllableCount: z.number().int().min(0).max(100_000).optional(),
    /** Articulation rate: syllables per second of speaking time; null with under a second of speech. */
    articulationRate: z.number().min(0).max(20).nullable().optional(),
    /** Syllables per minute of the round; null for a round under two seconds. */
    syllablesPerMinute: z.number().min(0).max(1_200).nullable().optional(),
    /** An estimate of words per minute (syllables / 1.5); null for a round under two seconds. */
    wordsPerMinute: z.number().min(0).max(800).nullable().optional(),
    /** Filled pauses ('uh', 'um') by their acoustic signature (Goto, Itou & Hayamizu 1999). */
    filledPauseCount: z.number().int().min(0).max(10_000).optional(),
    /** Filled pauses per minute of the round; null for a round under two seconds. */
    filledPausesPerMinute: z.number().min(0).max(600).nullable().optional(),
    /** Conductor: how closely the measured energy followed the energy each slide asked for, 0–100. */
    followEnergyScore: z.number().min(0).max(100).nullable().optional(),
    /** Snow Globe: the pauses the pie asked for, and those taken on cue. */
    pausesOnCue: z
      .object({ asked: z.number().int().min(0).max(1_000), taken: z.number().int().min(0).max(1_000) })
      .refine((cues) => cues.taken <= cues.asked, {
        message: 'cannot take more pauses than were asked for',
        path: ['taken'],
      })
      .nullable()
      .optional(),
  })
  .refine((m) => m.speakingMs <= m.analysedMs, {
    message: 'cannot speak longer than the audio analysed',
    path: ['speakingMs'],
  })
  .refine((m) => m.hesitationCount <= m.pauseCount, {
    message: 'every hesitation is also a pause',
    path: ['hesitationCount'],
  });

export type VoiceMetrics = z.infer<typeof VoiceMetricsSchema>;
