/**
 * A learner's own baseline (issue 18, part 5): each learner is compared with themselves rather than with
 * a fixed target. The baseline of a game is the median of each figure over the rounds of the learner's
 * latest VOICE_BANDS.baselineSessions sessions of it. Zod-free: the progress page and the metrics card use it.
 */
import { VOICE_BANDS } from './bands.js';
import type { VoiceMetrics } from './metrics.js';
import { median } from './summary.js';

/** One measured round, as the progress page receives it (VoiceMetricsPoint). */
export interface MeasuredRound {
  sessionId: string;
  /** When the round was completed (ISO 8601, or ms since the epoch). */
  completedAt: string | number;
  metrics: VoiceMetrics;
}

/** The figures a learner is compared on (the shape of the progress page's VoiceBaseline). */
export interface VoiceBaseline {
  /** How many sessions the medians cover (0: no baseline yet). */
  sessions: number;
  speakingRatio: number | null;
  meanPauseMs: number | null;
  hesitationsPerMinute: number | null;
  energyRangeDb: number | null;
  pitchRangeSemitones: number | null;
  /** Issue 31: syllables a second while speaking, and filled pauses a minute (null before a round measured them). */
  articulationRate: number | null;
  filledPausesPerMinute: number | null;
}

export type BaselineFigure = Exclude<keyof VoiceBaseline, 'sessions'>;

/** Hesitations per minute of analysed audio; null for a round with under 5 s analysed (too short to rate). */
export function hesitationsPerMinute(metrics: Pick<VoiceMetrics, 'hesitationCount' | 'analysedMs'>): number | null {
  if (metrics.analysedMs < 5_000) return null;
  return (metrics.hesitationCount * 60_000) / metrics.analysedMs;
}

/** The figure of one round that a baseline figure is the median of. */
export function figureOf(metrics: VoiceMetrics, figure: BaselineFigure): number | null {
  switch (figure) {
    case 'speakingRatio':
      return metrics.analysedMs > 0 ? metrics.speakingRatio : null;
    case 'meanPauseMs':
      return metrics.meanPauseMs;
    case 'hesitationsPerMinute':
      return hesitationsPerMinute(metrics);
    case 'energyRangeDb':
      return metrics.energyRangeDb;
    case 'pitchRangeSemitones':
      return metrics.pitchRangeSemitones;
    case 'articulationRate':
      return metrics.articulationRate ?? null;
    case 'filledPausesPerMinute':
      return metrics.filledPausesPerMinute ?? null;
  }
}

const FIGURES: BaselineFigure[] = [
  'speakingRatio',
  'meanPauseMs',
  'hesitationsPerMinute',
  'energyRangeDb',
  'pitchRangeSemitones',
  'articulationRate',
  'filledPausesPerMinute',
];

function timeOf(round: MeasuredRound): number {
  return typeof round.completedAt === 'number' ? round.completedAt : Date.parse(round.completedAt);
}

/**
 * The medians over the rounds of the latest `sessions` sessions (a session is as recent as its latest
 * round). Rounds of one game only: the caller groups by game.
 */
export function baselineOf(
  rounds: readonly MeasuredRound[],
  sessions: number = VOICE_BANDS.baselineSessions,
): VoiceBaseline {
  const latestBySession = new Map<string, number>();
  for (const round of rounds)
    latestBySession.set(round.sessionId, Math.max(latestBySession.get(round.sessionId) ?? -Infinity, timeOf(round)));
  const kept = new Set(
    [...latestBySession.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, sessions)
      .map(([id]) => id),
  );
  const inBaseline = rounds.filter((round) => kept.has(round.sessionId));
  const baseline: VoiceBaseline = {
    sessions: kept.size,
    speakingRatio: null,
    meanPauseMs: null,
    hesitationsPerMinute: null,
    energyRangeDb: null,
    pitchRangeSemitones: null,
    articulationRate: null,
    filledPausesPerMinute: null,
  };
  for (const figure of FIGURES) {
    baseline[figure] = median(
      inBaseline.flatMap((round) => {
        const value = figureOf(round.metrics, figure);
        return value === null ? [] : [value];
      }),
    );
  }
  return baseline;
}

export type BaselineComparison = 'above' | 'within' | 'below';

/**
 * How far from the baseline still counts as 'your usual': the larger of 15 % of the baseline and an
 * absolute margin near the measurement's own precision (pause lengths are measured to about ±100 ms,
 * loudness to about 1 dB).
 */
export const BASELINE_MARGINS: Record<BaselineFigure, { relative: number; absolute: number }> = {
  speakingRatio: { relative: 0.15, absolute: 0.05 },
  meanPauseMs: { relative: 0.15, absolute: 100 },
  hesitationsPerMinute: { relative: 0.15, absolute: 0.5 },
  energyRangeDb: { relative: 0.15, absolute: 1.5 },
  pitchRangeSemitones: { relative: 0.15, absolute: 1 },
  // The detectors' own error (ADR 0042): about a tenth of the rate; a filled pause a minute either way.
  articulationRate: { relative: 0.1, absolute: 0.3 },
  filledPausesPerMinute: { relative: 0.15, absolute: 1 },
};

/** Compares a round's figure with the learner's baseline; null when either is missing. */
export function compareWithBaseline(
  figure: BaselineFigure,
  value: number | null,
  baseline: VoiceBaseline,
): BaselineComparison | null {
  const usual = baseline[figure];
  if (value === null || usual === null || baseline.sessions === 0) return null;
  const margin = BASELINE_MARGINS[figure];
  const tolerance = Math.max(Math.abs(usual) * margin.relative, margin.absolute);
  if (value > usual + tolerance) return 'above';
  if (value < usual - tolerance) return 'below';
  return 'within';
}

/** The words the card and the progress page show for a comparison. */
export function comparisonLabel(comparison: BaselineComparison): string {
  return comparison === 'above'
    ? 'above your usual'
    : comparison === 'below'
      ? 'below your usual'
      : 'within your usual';
}
