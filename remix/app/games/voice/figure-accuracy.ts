import {
  paceMarginPct,
  VOICE_ACCURACY,
  WITHHELD_TEXT,
  type FigureQuality,
  type RoundQuality,
} from '@impromptu/voice/confidence';
import type { VoiceTimeline } from '@impromptu/voice/live';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { formatSeconds } from './voice-figures';

/*
 * Every pace and filled-pause figure with its accuracy, or the words that say why there is none (issue 46, ADR
 * 0050): "about 120 words a minute, ±20 %", "not enough speech to measure". Pure, for the debrief, the game's
 * summary and the progress page alike.
 */

type Figures = Pick<
  VoiceMetrics,
  'articulationRate' | 'wordsPerMinute' | 'syllableCount' | 'filledPauseCount' | 'filledPausesPerMinute'
>;

/**
 * The round's verdict: the analysis' own (timeline.quality) or, for a round kept or saved before it, one read from
 * its figures (a figure saved as null was not measured; one saved had the method's error).
 */
export function qualityOf(metrics: Figures, timeline?: Pick<VoiceTimeline, 'quality'> | null): RoundQuality {
  if (timeline?.quality) return timeline.quality;
  const tooLittle: FigureQuality = { ok: false, reason: 'too-little-speech' };
  return {
    pace:
      metrics.articulationRate == null ? tooLittle : { ok: true, marginPct: paceMarginPct(metrics.syllableCount ?? 0) },
    filledPauses:
      metrics.filledPausesPerMinute == null
        ? tooLittle
        : { ok: true, marginPct: Math.ceil((1 - VOICE_ACCURACY.filledPauseAccuracy) * 100) },
  };
}

/** ±N % of a syllable rate over this many syllables (words a minute carry the syllables-per-word guess too). */
export function paceMargins(syllables: number): { rate: number; words: number } {
  return { rate: paceMarginPct(syllables), words: paceMarginPct(syllables, true) };
}

/** "5.1 syllables/s ±13 % · about 120 words/min ±20 %", or why there is no pace. */
export function paceText(metrics: Figures, quality: RoundQuality): string {
  const rate = metrics.articulationRate ?? null;
  if (!quality.pace.ok || rate === null)
    return WITHHELD_TEXT[quality.pace.ok ? 'too-little-speech' : quality.pace.reason];
  const margins = paceMargins(metrics.syllableCount ?? 0);
  const words =
    metrics.wordsPerMinute != null ? ` · about ${metrics.wordsPerMinute} words/min ±${margins.words} %` : '';
  return `${rate.toFixed(1)} syllables/s ±${margins.rate} %${words}`;
}

/** How many filled pauses the count may be off by: the detector's measured misses and false alarms, at least one. */
export function fillerMargin(count: number): number {
  return Math.max(1, Math.ceil(count * (1 - VOICE_ACCURACY.filledPauseAccuracy)));
}

/** "3 ±1 (4.5 a minute)", or why they were not counted. */
export function fillerText(metrics: Figures, quality: RoundQuality): string {
  const perMinute = metrics.filledPausesPerMinute ?? null;
  if (!quality.filledPauses.ok || perMinute === null)
    return WITHHELD_TEXT[quality.filledPauses.ok ? 'too-little-speech' : quality.filledPauses.reason];
  const count = metrics.filledPauseCount ?? 0;
  return `${count} ±${fillerMargin(count)} (${perMinute.toFixed(1)} a minute)`;
}

/** A round's pace, pauses and filled pauses in words (the compact debrief and the game summary). */
export function roundFigures(
  metrics: Figures & Pick<VoiceMetrics, 'pauseCount' | 'meanPauseMs'>,
  timeline?: Pick<VoiceTimeline, 'quality'> | null,
): [string, string, string] {
  const quality = qualityOf(metrics, timeline);
  return [
    `Pace: ${paceText(metrics, quality)}`,
    metrics.pauseCount === 0
      ? 'no pauses'
      : `${metrics.pauseCount} ${metrics.pauseCount === 1 ? 'pause' : 'pauses'}, ${formatSeconds(metrics.meanPauseMs ?? 0)} on average`,
    `filled pauses: ${fillerText(metrics, quality)}`,
  ];
}
