import { VOICE_BANDS } from '@impromptu/voice/bands';
import type { VoiceMetrics } from '@impromptu/voice/metrics';

/*
 * The debrief's one tip (issue 31): chosen from what this round measured, in order of what most helps a
 * listener, with the research it rests on one tap away. Pure, so the unit tests and the e2e check the choice.
 */

export type TipId = 'hesitations' | 'filled-pauses' | 'rushed' | 'slow' | 'no-pauses' | 'flat-pitch' | 'keep-going';

export interface Tip {
  id: TipId;
  title: string;
  text: string;
  /** The figure it rests on, in words. */
  because: string;
  research: string;
}

const CONFIDENT = VOICE_BANDS.confidentPauseMs;

/**
 * Speech under which a round gives no tip at all: a few words say nothing about a speaker's habits (issue 46: "No
 * pauses between your phrases" was said of a round with 0:00 of speech).
 */
export const TIP_MIN_SPEECH_MS = 3_000;
/** Speech under which the absence of pauses is no finding: it takes a few phrases to have pauses between them. */
export const PAUSE_TIP_MIN_SPEECH_MS = 8_000;

/**
 * A round's tip, or null when the round gives nothing to judge (too short, too little speech). Each tip speaks only
 * from figures that passed the analysis' quality test: a pace or filled-pause figure withheld for this round is null
 * in its metrics (confidence.ts), so no tip rests on it, and "keep going" is said only when all of them were measured.
 */
export function chooseTip(
  metrics: VoiceMetrics,
  usualPitchRange: number | null = null,
  /** A round's tip, or the whole game's (its figures from gameMetricsOf). */
  scope: 'round' | 'game' = 'round',
): Tip | null {
  const span = scope === 'game' ? 'this game' : 'this round';
  if (metrics.analysedMs < 2_000 || metrics.speakingMs < TIP_MIN_SPEECH_MS) return null;
  const enoughForPauses = metrics.speakingMs >= PAUSE_TIP_MIN_SPEECH_MS;
  const rate = metrics.articulationRate ?? null;
  const fillers = metrics.filledPausesPerMinute ?? null;
  if (metrics.hesitationCount > 0)
    return {
      id: 'hesitations',
      title: 'Bridge the blanks',
      text: 'When the next idea does not come, say your last point again in other words or say what comes next ("Here is why…"). It buys you time without a long silence.',
      because: `${metrics.hesitationCount} ${metrics.hesitationCount === 1 ? 'silence' : 'silences'} over 2 s in ${span}.`,
      research:
        'Silent pauses in spontaneous speech fall into brief, medium and long groups; pauses over two seconds are rare and read as lost threads (Campione & Véronis, 2002). Fluency ratings follow the number and length of silent pauses (Cucchiarini, Strik & Boves, 2002).',
    };
  if (fillers !== null && fillers > VOICE_BANDS.filledPausesPerMinute)
    return {
      id: 'filled-pauses',
      title: 'Swap "uh" for a silent pause',
      text: 'When you feel an "uh" or "um" coming, close your mouth and pause instead. A short silence sounds deliberate; a filler sounds like searching.',
      because: `${fillers.toFixed(1)} filled pauses a minute (more than ${VOICE_BANDS.filledPausesPerMinute}).`,
      research:
        'Speakers use "uh" and "um" to signal a delay while they plan what to say (Clark & Fox Tree, 2002, Cognition 84). Filled pauses are found by their sound: sustained voicing with a nearly flat pitch and a steady spectrum (Goto, Itou & Hayamizu, 1999).',
    };
  if (rate !== null && rate > VOICE_BANDS.articulationRate.max)
    return {
      id: 'rushed',
      title: 'Slow down a little',
      text: 'Land the last word of each phrase before starting the next. Slowing down by a syllable a second gives listeners time to follow.',
      because: `${rate.toFixed(1)} syllables a second while speaking (above ${VOICE_BANDS.articulationRate.max}).`,
      research:
        "Fluent adult English is articulated at roughly 4 to 6 syllables a second (Jacewicz, Fox, O'Neill & Salmons, 2009); the rate here is counted from syllable nuclei in the loudness and voicing of your voice (De Jong & Wempe, 2009).",
    };
  if (
    enoughForPauses &&
    (metrics.pauseCount === 0 || (metrics.meanPauseMs !== null && metrics.meanPauseMs < CONFIDENT.min))
  )
    return {
      id: 'no-pauses',
      title: 'Let your points breathe',
      text: 'Pause for about half a second between ideas. A confident pause lets the last point land and gives you the next one.',
      because:
        metrics.pauseCount === 0
          ? `No pauses between your phrases in ${span}.`
          : `Your pauses were ${(metrics.meanPauseMs! / 1000).toFixed(1)} s on average (a confident pause is ${CONFIDENT.min / 1000}–${CONFIDENT.max / 1000} s).`,
      research:
        'Deliberate pauses between phrases sit in the medium group of silent pause lengths, well under two seconds (Campione & Véronis, 2002); pauses under a quarter of a second are part of articulation, not pauses (Goldman-Eisler, 1968; De Jong & Bosker, 2013).',
    };
  if (rate !== null && rate < VOICE_BANDS.articulationRate.min)
    return {
      id: 'slow',
      title: 'Keep the words moving',
      text: 'Once you know the point, say it in one breath. Save the slowness for the pauses between ideas, not inside them.',
      because: `${rate.toFixed(1)} syllables a second while speaking (below ${VOICE_BANDS.articulationRate.min}).`,
      research:
        "Fluent adult English is articulated at roughly 4 to 6 syllables a second (Jacewicz, Fox, O'Neill & Salmons, 2009); the rate here is counted from syllable nuclei (De Jong & Wempe, 2009).",
    };
  if (
    metrics.pitchRangeSemitones !== null &&
    usualPitchRange !== null &&
    metrics.pitchRangeSemitones < usualPitchRange - 1
  )
    return {
      id: 'flat-pitch',
      title: 'Let your voice rise and fall',
      text: 'Pick one word in each sentence that matters most and lift your voice on it.',
      because: `Your pitch range was ${metrics.pitchRangeSemitones.toFixed(1)} semitones, below your usual ${usualPitchRange.toFixed(1)}.`,
      research:
        'Listeners judge how lively speech is from the size of its pitch movements on a semitone scale, across voices of different base pitch (Traunmüller & Eriksson, 1995).',
    };
  // Praise only what was measured: a pace or filler count withheld, or too few phrases to judge pauses, is no band sat in.
  if (rate === null || fillers === null || !enoughForPauses) return null;
  return {
    id: 'keep-going',
    title: 'Keep this rhythm',
    text: `Your pace and pauses sat in the bands ${span}. Next time, try one deliberate pause before your strongest point.`,
    because: 'No long silences, few filled pauses, and a pace within the bands.',
    research:
      'The bands come from research on pauses in spontaneous speech (Campione & Véronis, 2002; Cucchiarini, Strik & Boves, 2002) and on articulation rate (Jacewicz et al., 2009); see ADR 0023 and 0042.',
  };
}

/**
 * The whole game's figures for its one tip (issue 31): the rounds the debrief trusts, added up as one long
 * round — their audio, speech, pauses (the mean weighted by count), silences over 2 s, syllables and filled
 * pauses — so the game's tip rests on every round at once. Pitch range: the median of the rounds'. The pace is
 * the syllables over the rounds' articulating time (each round's syllables over its own rate: its speaking time
 * less its filled pauses). Null without a round to judge.
 */
export function gameMetricsOf(rounds: readonly VoiceMetrics[]): VoiceMetrics | null {
  const judged = rounds.filter((m) => m.analysedMs >= 2_000 && m.speakingMs > 0);
  if (judged.length === 0) return null;
  const sum = (pick: (m: VoiceMetrics) => number) => judged.reduce((total, m) => total + pick(m), 0);
  const analysedMs = sum((m) => m.analysedMs);
  const speakingMs = sum((m) => m.speakingMs);
  const pauseCount = sum((m) => m.pauseCount);
  const pausedMs = sum((m) => (m.meanPauseMs ?? 0) * m.pauseCount);
  const paced = judged.filter((m) => m.syllableCount !== undefined && m.articulationRate != null);
  const pacedSyllables = paced.reduce((total, m) => total + (m.syllableCount ?? 0), 0);
  // Each round's articulating time (its speaking time less its filled pauses), from its own rate.
  const pacedSpeakingMs = paced.reduce(
    (total, m) =>
      total + (m.articulationRate! > 0 ? ((m.syllableCount ?? 0) / m.articulationRate!) * 1000 : m.speakingMs),
    0,
  );
  const counted = judged.filter((m) => m.filledPauseCount !== undefined && m.filledPausesPerMinute != null);
  const countedMs = counted.reduce((total, m) => total + m.analysedMs, 0);
  const pitch = judged
    .flatMap((m) => (m.pitchRangeSemitones === null ? [] : [m.pitchRangeSemitones]))
    .sort((a, b) => a - b);
  const oneDecimal = (value: number) => Math.round(value * 10) / 10;
  return {
    analysedMs,
    speakingMs,
    speakingRatio: analysedMs > 0 ? speakingMs / analysedMs : 0,
    pauseCount,
    meanPauseMs: pauseCount > 0 ? pausedMs / pauseCount : null,
    hesitationCount: sum((m) => m.hesitationCount),
    longestSilenceMs: Math.max(...judged.map((m) => m.longestSilenceMs)),
    energyRangeDb: null,
    pitchRangeSemitones: pitch.length > 0 ? pitch[Math.floor(pitch.length / 2)]! : null,
    syllableCount: pacedSyllables,
    articulationRate: pacedSpeakingMs >= 1_000 ? oneDecimal(pacedSyllables / (pacedSpeakingMs / 1000)) : null,
    filledPauseCount: counted.reduce((total, m) => total + (m.filledPauseCount ?? 0), 0),
    filledPausesPerMinute:
      countedMs >= 2_000
        ? oneDecimal(counted.reduce((total, m) => total + (m.filledPauseCount ?? 0), 0) / (countedMs / 60_000))
        : null,
  };
}
