import { z } from 'zod';
import { VoiceMetricsSchema } from '@impromptu/voice/metrics';

/** One round's voice figures, as the progress page charts them. */
export const VoiceMetricsPointSchema = z
  .object({
    sessionId: z.uuid(),
    round: z.number().int().min(1),
    playerIndex: z.number().int().min(0),
    /** When the round was completed, ISO 8601. */
    completedAt: z.string(),
    metrics: VoiceMetricsSchema,
  })
  .meta({ id: 'VoiceMetricsPoint' });

/**
 * A learner's own baseline of a game: the medians over every measured round of their latest
 * VOICE_BANDS.baselineSessions sessions with metrics (null when no round measured the figure).
 */
export const VoiceBaselineSchema = z
  .object({
    sessions: z.number().int().min(0),
    speakingRatio: z.number().nullable(),
    meanPauseMs: z.number().nullable(),
    hesitationsPerMinute: z.number().nullable().meta({
      description:
        "Per minute of audio analysed: each round's hesitationCount * 60000 / analysedMs, the median over the rounds",
    }),
    energyRangeDb: z.number().nullable(),
    pitchRangeSemitones: z.number().nullable(),
    articulationRate: z.number().nullable().meta({
      description:
        'Syllables a second while speaking (issue 31), the median over the rounds that measured it; null before any did',
    }),
    filledPausesPerMinute: z.number().nullable().meta({
      description: "Filled pauses ('uh', 'um') a minute (issue 31), the median over the rounds that measured them",
    }),
  })
  .meta({ id: 'VoiceBaseline' });

/** One game on the progress page: the per-game stats already projected, and its voice trend. */
export const GameProgressSchema = z
  .object({
    shortCode: z.string(),
    name: z.string(),
    colour: z.string(),
    playCount: z.number().int(),
    totalRounds: z.number().int(),
    /** Seconds, of the finished sessions. */
    totalDuration: z.number(),
    survivedRounds: z.number().int(),
    lastPlayedAt: z.string().nullable(),
    /** The latest rounds with voice metrics, oldest first (at most PROGRESS_POINTS_PER_GAME). */
    voice: z.array(VoiceMetricsPointSchema),
    baseline: VoiceBaselineSchema,
  })
  .meta({ id: 'GameProgress' });

/** GET /pages/progress: everything /games/progress shows, in one read. */
export const ProgressPageSchema = z
  .object({
    /** The games the user has played or measured, most recently played first. */
    games: z.array(GameProgressSchema),
    streak: z.object({
      /** The current daily streak (0 when the last active day is before yesterday in the user's zone). */
      current: z.number().int().min(0),
      /** The user's local today, YYYY-MM-DD. */
      today: z.string(),
      /** Active local days (a round or a practice step) of the last 12 weeks, YYYY-MM-DD, ascending. */
      activeDays: z.array(z.object({ day: z.string(), rounds: z.number().int(), practiceSteps: z.number().int() })),
    }),
  })
  .meta({
    id: 'ProgressPage',
    description: "The signed-in user's per-game stats, voice metric trends and daily streak calendar",
  });

export const PROGRESS_POINTS_PER_GAME = 200;

export type ProgressPageDto = z.output<typeof ProgressPageSchema>;
export type GameProgressDto = z.output<typeof GameProgressSchema>;
