/**
 * A round's voice figures (issue 18) from the tracker's analysis and what the game asked for. Zod-free:
 * the worker summarises, the server validates what it receives with VoiceMetricsSchema.
 */
import { VOICE_BANDS } from './bands.js';
import { energyOf } from './features.js';
import type { VoiceRoundContext } from './live.js';
import type { VoiceMetrics } from './metrics.js';
import type { RoundAnalysis, Span, TrackedFrame } from './tracker.js';

/** Fewer pitched frames than this (about a third of a second) give no pitch range. */
const MIN_PITCHED_FRAMES = 10;

/** The p-th quantile (0–1) of ascending values, linearly interpolated. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * p;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** The frames the VAD called speech that lie in a kept stretch of speech. */
export function voicedFrames(analysis: RoundAnalysis): TrackedFrame[] {
  const voiced: TrackedFrame[] = [];
  let s = 0;
  for (const frame of analysis.frames) {
    if (!frame.active) continue;
    while (s < analysis.speech.length && analysis.speech[s]!.endMs <= frame.timeMs) s += 1;
    const stretch = analysis.speech[s];
    if (stretch && frame.timeMs >= stretch.startMs && frame.timeMs < stretch.endMs) voiced.push(frame);
  }
  return voiced;
}

/** Loudness range of the voiced frames: 95th minus 5th percentile of their dBFS; null without speech. */
export function energyRangeDb(voiced: readonly TrackedFrame[]): number | null {
  if (voiced.length === 0) return null;
  const db = voiced.map((f) => f.rmsDb).sort((a, b) => a - b);
  return clamp(quantile(db, 0.95) - quantile(db, 0.05), 0, 120);
}

/** Pitch range of the voiced frames in semitones: 12·log2(p95 / p5) of their pitch; null with too few pitched frames. */
export function pitchRangeSemitones(voiced: readonly TrackedFrame[]): number | null {
  const hz = voiced.flatMap((f) => (f.pitchHz === null ? [] : [f.pitchHz])).sort((a, b) => a - b);
  if (hz.length < MIN_PITCHED_FRAMES) return null;
  return clamp(12 * Math.log2(quantile(hz, 0.95) / quantile(hz, 0.05)), 0, 48);
}

/** A second of frames: fewer frames of the room than this and the room is judged from all the frames. */
const ROOM_FRAMES = 31;

/**
 * How loud the room was and how loud the speech (issue 31, bad input 'a very loud room'), for the debrief.
 * The room is the quietest quarter (25th percentile, dBFS) of the frames that are neither speech to the VAD nor
 * pitched: a held 'uh' is pitched and often not speech to Silero, and must not count as the room. With under a
 * second of such frames (a noise the VAD takes for speech), the room is the quietest tenth of all frames. The
 * speech is the median of the frames the VAD called speech. Null without frames (the speech: without speech).
 */
export function roomLevels(frames: readonly TrackedFrame[]): {
  roomLevelDb: number | null;
  speechLevelDb: number | null;
} {
  const room = frames
    .filter((f) => !f.active && f.pitchHz === null)
    .map((f) => f.rmsDb)
    .sort((a, b) => a - b);
  const inside = frames.filter((f) => f.active).map((f) => f.rmsDb);
  const roomLevelDb =
    room.length >= ROOM_FRAMES
      ? quantile(room, 0.25)
      : frames.length > 0
        ? quantile(
            frames.map((f) => f.rmsDb).sort((a, b) => a - b),
            0.1,
          )
        : null;
  return { roomLevelDb, speechLevelDb: median(inside) };
}

/**
 * Conductor's follow-the-energy score, 0–100, or null when it cannot be judged.
 *
 * Each slide asks for a level (0–1) from its `atMs` until the next slide's (the last until the round's
 * end). The learner's energy on a slide is the mean drawing energy (energyOf: −60 dBFS → 0, −10 dBFS → 1)
 * of the frames they spoke in while it showed; slides on which they did not speak are left out. The score
 * is the Pearson correlation between the asked levels and those energies over the slides, with negative
 * correlations counted as 0, times 100. A correlation ignores the learner's own loudness and range (a quiet
 * voice that rises and falls with the slides scores as well as a loud one): 100 means the energy went up
 * and down exactly as asked, 0 that it did not follow the slides at all (or went the other way).
 *
 * Null when fewer than two slides had speech or the slides spoken on all asked the same level (nothing
 * to follow). If the asked levels vary but the learner's energy did not, the score is 0.
 */
export function followEnergyScore(
  analysis: RoundAnalysis,
  targets: readonly { atMs: number; level: number | null }[],
): number | null {
  const slides = [...targets].sort((a, b) => a.atMs - b.atMs);
  const voiced = voicedFrames(analysis);
  const asked: number[] = [];
  const measured: number[] = [];
  slides.forEach((slide, i) => {
    // A slide that asks for no level ends the one before it and is not judged.
    if (slide.level === null) return;
    const end = slides[i + 1]?.atMs ?? Number.POSITIVE_INFINITY;
    const energies = voiced.filter((f) => f.timeMs >= slide.atMs && f.timeMs < end).map((f) => energyOf(f.rmsDb));
    if (energies.length === 0) return;
    asked.push(slide.level);
    measured.push(energies.reduce((a, b) => a + b, 0) / energies.length);
  });
  if (asked.length < 2) return null;
  const r = pearson(asked, measured);
  if (r === 'no-variation-asked') return null;
  if (r === 'no-variation-measured') return 0;
  return Math.round(clamp(r, 0, 1) * 100);
}

function pearson(x: readonly number[], y: readonly number[]): number | 'no-variation-asked' | 'no-variation-measured' {
  const mx = x.reduce((a, b) => a + b, 0) / x.length;
  const my = y.reduce((a, b) => a + b, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i += 1) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  if (sxx < 1e-12) return 'no-variation-asked';
  if (syy < 1e-12) return 'no-variation-measured';
  return sxy / Math.sqrt(sxx * syy);
}

/**
 * The silences a cue can be taken with: the pauses between stretches of speech and the silence after the
 * last stretch until the round's end (a learner who stops at the last cue has paused).
 */
function silencesAfterFirstWord(analysis: RoundAnalysis): Span[] {
  const last = analysis.speech.at(-1);
  const trailing =
    last && analysis.analysedMs > last.endMs ? [{ startMs: last.endMs, endMs: analysis.analysedMs }] : [];
  return [...analysis.pauses, ...trailing];
}

/**
 * Snow Globe's pauses on cue: a cue (a window in which the pie asked for a pause) is taken when a silence
 * of at least VOICE_BANDS.cuePauseMs starts within its window, or was already going on at its start.
 */
export function pausesOnCue(
  analysis: RoundAnalysis,
  cues: readonly Span[],
  cuePauseMs: number = VOICE_BANDS.cuePauseMs,
): { asked: number; taken: number } {
  const silences = silencesAfterFirstWord(analysis).filter((s) => s.endMs - s.startMs >= cuePauseMs);
  const taken = cues.filter((cue) =>
    silences.some(
      (s) => (s.startMs >= cue.startMs && s.startMs <= cue.endMs) || (s.startMs < cue.startMs && s.endMs > cue.startMs),
    ),
  ).length;
  return { asked: cues.length, taken };
}

/** A round's figures, as VoiceMetricsSchema defines them. */
export function summarise(analysis: RoundAnalysis, context: VoiceRoundContext = {}): VoiceMetrics {
  const analysedMs = Math.max(0, Math.round(analysis.analysedMs));
  const speakingMs = Math.min(
    analysedMs,
    Math.round(analysis.speech.reduce((sum, s) => sum + (s.endMs - s.startMs), 0)),
  );
  const pauseLengths = analysis.pauses.map((p) => p.endMs - p.startMs);
  const voiced = voicedFrames(analysis);
  const metrics: VoiceMetrics = {
    analysedMs,
    speakingMs,
    speakingRatio: analysedMs === 0 ? 0 : clamp(speakingMs / analysedMs, 0, 1),
    pauseCount: pauseLengths.length,
    meanPauseMs:
      pauseLengths.length === 0 ? null : Math.round(pauseLengths.reduce((a, b) => a + b, 0) / pauseLengths.length),
    hesitationCount: pauseLengths.filter((ms) => ms > analysis.hesitationMs).length,
    longestSilenceMs: Math.round(Math.max(0, ...pauseLengths)),
    energyRangeDb: round1(energyRangeDb(voiced)),
    pitchRangeSemitones: round1(pitchRangeSemitones(voiced)),
  };
  if (context.energyTargets) metrics.followEnergyScore = followEnergyScore(analysis, context.energyTargets);
  if (context.pauseCues) metrics.pausesOnCue = pausesOnCue(analysis, context.pauseCues);
  return metrics;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round1(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}
