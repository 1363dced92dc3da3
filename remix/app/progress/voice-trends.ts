import type { GameProgressSchema, VoiceBaselineSchema, VoiceMetricsPointSchema } from '@impromptu/bff/contracts';
import { VOICE_BANDS } from '@impromptu/voice/bands';
import { paceMarginPct, VOICE_ACCURACY, WITHHELD_TEXT } from '@impromptu/voice/confidence';
import type { z } from 'zod';

type VoicePointRead = z.output<typeof VoiceMetricsPointSchema>;
/** A measured round as the page charts it: the BFF's point less what no chart or table shows (ADR 0043, addendum 2). */
export type VoicePoint = Pick<VoicePointRead, 'round' | 'completedAt'> & {
  metrics: Omit<VoicePointRead['metrics'], 'speakingMs' | 'longestSilenceMs'>;
};
/** A game's figures as the page shows them, its rounds trimmed to what the charts read. */
export type GameProgress = Omit<z.output<typeof GameProgressSchema>, 'voice'> & { voice: VoicePoint[] };

/** The page's view of one measured round (loader data carries only this). */
export function voicePointView({ round, completedAt, metrics }: VoicePointRead): VoicePoint {
  const { speakingMs: _speakingMs, longestSilenceMs: _longestSilenceMs, ...shown } = metrics;
  return { round, completedAt, metrics: shown };
}
export type VoiceBaseline = z.output<typeof VoiceBaselineSchema>;

export type TrendKey =
  | 'speakingRatio'
  | 'pauseCount'
  | 'meanPause'
  | 'hesitationsPerMinute'
  | 'energyRange'
  | 'pitchRange'
  | 'followEnergy'
  | 'pausesOnCue'
  | 'pace'
  | 'filledPauses';

/** One voice metric as the progress page charts it: its figure per round, in the unit it is read in. */
export interface TrendDefinition {
  key: TrendKey;
  title: string;
  /** What the figure is, in a line under the title. */
  explanation: string;
  /** The axis unit, as the figures show it ('%', 's', 'dB'…). */
  unit: string;
  value: (point: VoicePoint) => number | null;
  /** The learner's own baseline in the same unit; null when the BFF has none for this metric. */
  baseline: (baseline: VoiceBaseline) => number | null;
  /** A research band drawn behind the line (VOICE_BANDS). */
  band?: { from: number; to: number; label: string };
  /** A research threshold drawn as a line (VOICE_BANDS). */
  threshold?: { value: number; label: string };
  /** Whether more reads as better, for the summary's words; null when neither does. */
  higherIsBetter: boolean | null;
  /** Axis bounds when the figure has natural ones. */
  domain?: [number, number];
  /**
   * Issue 46: the round's accuracy ("±12 %") beside a figure, and why a round measured none ("not enough speech to
   * measure", for a round that was analysed but whose figure did not pass); null when the metric has no such note.
   */
  accuracy?: (point: VoicePoint) => { margin: string | null; withheld: string | null };
  decimals: number;
}

const seconds = (ms: number) => ms / 1000;

/** The trends of issue 18's metrics card, in the order the page shows them. */
export const TRENDS: readonly TrendDefinition[] = [
  {
    key: 'speakingRatio',
    title: 'Speaking time',
    explanation: 'The share of each round you spent speaking.',
    unit: '%',
    value: (point) => point.metrics.speakingRatio * 100,
    baseline: (baseline) => (baseline.speakingRatio === null ? null : baseline.speakingRatio * 100),
    higherIsBetter: true,
    domain: [0, 100],
    decimals: 0,
  },
  {
    key: 'pauseCount',
    title: 'Pauses',
    explanation: 'How many pauses you took in each round.',
    unit: 'pauses',
    value: (point) => point.metrics.pauseCount,
    baseline: () => null,
    higherIsBetter: null,
    decimals: 0,
  },
  {
    key: 'meanPause',
    title: 'Mean pause',
    explanation: `Pauses of ${seconds(VOICE_BANDS.confidentPauseMs.min)}–${seconds(VOICE_BANDS.confidentPauseMs.max)} s between phrases read as confident; silences over ${seconds(VOICE_BANDS.hesitationMs)} s as hesitation.`,
    unit: 's',
    value: (point) => (point.metrics.meanPauseMs === null ? null : seconds(point.metrics.meanPauseMs)),
    baseline: (baseline) => (baseline.meanPauseMs === null ? null : seconds(baseline.meanPauseMs)),
    band: {
      from: seconds(VOICE_BANDS.confidentPauseMs.min),
      to: seconds(VOICE_BANDS.confidentPauseMs.max),
      label: 'Confident pauses',
    },
    threshold: { value: seconds(VOICE_BANDS.hesitationMs), label: 'Hesitation' },
    higherIsBetter: null,
    decimals: 1,
  },
  {
    key: 'hesitationsPerMinute',
    title: 'Hesitations',
    explanation: `Silences over ${seconds(VOICE_BANDS.hesitationMs)} s in the middle of a round, per minute of audio measured.`,
    unit: 'per min',
    value: (point) =>
      point.metrics.analysedMs > 0 ? point.metrics.hesitationCount / (point.metrics.analysedMs / 60_000) : null,
    baseline: (baseline) => baseline.hesitationsPerMinute,
    higherIsBetter: false,
    decimals: 1,
  },
  {
    key: 'energyRange',
    title: 'Energy range',
    explanation: 'How far your loudness moved between quiet and loud, in decibels: more range reads as more lively.',
    unit: 'dB',
    value: (point) => point.metrics.energyRangeDb,
    baseline: (baseline) => baseline.energyRangeDb,
    higherIsBetter: true,
    decimals: 1,
  },
  {
    key: 'pace',
    title: 'Pace',
    explanation:
      "Syllables a second while you were speaking (your articulation rate), counted from the voice alone on your device. Each round's figure carries its measured error (±); a round with too little speech shows none.",
    unit: 'syllables/s',
    value: (point) => point.metrics.articulationRate ?? null,
    accuracy: (point) =>
      point.metrics.articulationRate != null
        ? { margin: `±${paceMarginPct(point.metrics.syllableCount ?? 0)} %`, withheld: null }
        : {
            margin: null,
            withheld: point.metrics.syllableCount !== undefined ? WITHHELD_TEXT['too-little-speech'] : null,
          },
    baseline: (baseline) => baseline.articulationRate,
    band: {
      from: VOICE_BANDS.articulationRate.min,
      to: VOICE_BANDS.articulationRate.max,
      label: 'Fluent adult English',
    },
    higherIsBetter: null,
    decimals: 1,
  },
  {
    key: 'filledPauses',
    title: 'Filled pauses',
    explanation: "How many 'uh's and 'um's a minute, found by their sound on your device.",
    unit: 'a minute',
    value: (point) => point.metrics.filledPausesPerMinute ?? null,
    accuracy: (point) =>
      point.metrics.filledPausesPerMinute != null
        ? {
            margin: `±${Math.max(1, Math.ceil((point.metrics.filledPauseCount ?? 0) * (1 - VOICE_ACCURACY.filledPauseAccuracy)))} in the round`,
            withheld: null,
          }
        : {
            margin: null,
            withheld: point.metrics.filledPauseCount !== undefined ? WITHHELD_TEXT['too-little-speech'] : null,
          },
    baseline: (baseline) => baseline.filledPausesPerMinute,
    threshold: { value: VOICE_BANDS.filledPausesPerMinute, label: 'They stand out' },
    higherIsBetter: false,
    decimals: 1,
  },
  {
    key: 'pitchRange',
    title: 'Pitch range',
    explanation: 'How far your voice moved between low and high, in semitones: more range reads as less monotone.',
    unit: 'semitones',
    value: (point) => point.metrics.pitchRangeSemitones,
    baseline: (baseline) => baseline.pitchRangeSemitones,
    higherIsBetter: true,
    decimals: 1,
  },
  {
    key: 'followEnergy',
    title: 'Follow the energy',
    explanation: 'Conductor: how closely your energy followed what each slide asked for, out of 100.',
    unit: 'points',
    value: (point) => point.metrics.followEnergyScore ?? null,
    baseline: () => null,
    higherIsBetter: true,
    domain: [0, 100],
    decimals: 0,
  },
  {
    key: 'pausesOnCue',
    title: 'Pauses on cue',
    explanation: 'Snow Globe: the share of the pauses the globe asked for that you took on cue.',
    unit: '%',
    value: (point) => {
      const cues = point.metrics.pausesOnCue;
      return cues && cues.asked > 0 ? (cues.taken / cues.asked) * 100 : null;
    },
    baseline: () => null,
    higherIsBetter: true,
    domain: [0, 100],
    decimals: 0,
  },
];

export interface TrendRow {
  /** 1-based position in the chart, oldest first. */
  index: number;
  completedAt: string;
  round: number;
  value: number | null;
  /** What the table shows for the round (Snow Globe: '3 of 4'). */
  detail: string | null;
  /** The figure's accuracy for this round ('±12 %'), where the metric has one. */
  margin?: string | null;
  /** Why a round analysed shows no figure ('not enough speech to measure'). */
  withheld?: string | null;
}

export interface Trend {
  definition: TrendDefinition;
  rows: TrendRow[];
  baseline: number | null;
  summary: string;
}

export function formatFigure(value: number, definition: Pick<TrendDefinition, 'unit' | 'decimals'>): string {
  const figure = value.toFixed(definition.decimals);
  return definition.unit === '%' ? `${figure}%` : `${figure} ${definition.unit}`;
}

/** The trends a game has data for: a metric none of its rounds measured is left out. */
export function trendsOf(game: Pick<GameProgress, 'voice' | 'baseline'>, formatDay: (iso: string) => string): Trend[] {
  return TRENDS.flatMap((definition) => {
    const rows = game.voice.map((point, position) => ({
      index: position + 1,
      completedAt: point.completedAt,
      round: point.round,
      value: definition.value(point),
      detail:
        definition.key === 'pausesOnCue' && point.metrics.pausesOnCue
          ? `${point.metrics.pausesOnCue.taken} of ${point.metrics.pausesOnCue.asked}`
          : null,
      ...(definition.accuracy ? definition.accuracy(point) : {}),
    }));
    const measured = rows.filter(
      (row): row is TrendRow & { value: number } => row.value !== null && Number.isFinite(row.value),
    );
    if (measured.length === 0) return [];
    const baseline = definition.baseline(game.baseline);
    return [{ definition, rows, baseline, summary: summarise(definition, measured, baseline, formatDay) }];
  });
}

/** The chart in words, for those who do not see it: how many rounds, when, the latest against the baseline, the range. */
export function summarise(
  definition: TrendDefinition,
  measured: readonly { completedAt: string; value: number }[],
  baseline: number | null,
  formatDay: (iso: string) => string,
): string {
  const first = measured[0];
  const latest = measured[measured.length - 1];
  if (!first || !latest) return `${definition.title}: no rounds measured yet.`;
  const figure = (value: number) => formatFigure(value, definition);
  const values = measured.map((row) => row.value);
  const [from, to] = [formatDay(first.completedAt), formatDay(latest.completedAt)];
  const rounds = measured.length === 1 ? '1 round' : `${measured.length} rounds`;
  const span = from === to ? `${rounds}, on ${from}` : `${rounds}, from ${from} to ${to}`;
  const parts = [`${definition.title}: ${span}.`, `Latest ${figure(latest.value)}`];
  if (baseline !== null)
    parts[1] += `, ${comparison(latest.value, baseline, definition)} your baseline of ${figure(baseline)}`;
  parts[1] += '.';
  if (measured.length > 1) parts.push(`Lowest ${figure(Math.min(...values))}, highest ${figure(Math.max(...values))}.`);
  if (definition.band) {
    const { from, to, label } = definition.band;
    const inBand = values.filter((value) => value >= from && value <= to).length;
    parts.push(
      `${inBand} of ${values.length} in the ${label.toLowerCase()} band (${formatFigure(from, definition)} to ${formatFigure(to, definition)}).`,
    );
  }
  return parts.join(' ');
}

function comparison(value: number, baseline: number, definition: TrendDefinition): string {
  const step = 10 ** -definition.decimals;
  if (Math.abs(value - baseline) < step / 2) return 'level with';
  return value > baseline ? 'above' : 'below';
}
