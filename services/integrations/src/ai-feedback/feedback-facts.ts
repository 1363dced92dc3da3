import { plural } from '@impromptu/kernel';
import type { FeedbackRequest } from './ai-feedback.port.js';

const seconds = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} s`;

/** What was measured of one recorded exercise, as numbers both adapters work from. */
export interface FeedbackFacts {
  /** The exercise as the learner knows it: its own name, else its goal. */
  exercise: string;
  goal: string;
  recap: string | null;
  targetSeconds: number | null;
  durationSeconds: number;
  speakingSeconds: number;
  /** Share of the recording spent speaking, in per cent. */
  speakingShare: number;
  pauseCount: number;
  longestPauseSeconds: number;
  loudnessVariationDb: number;
  /** Words a minute of speaking, when there is a transcript. */
  wordsPerMinute: number | null;
  /** Syllables a second while speaking, measured from the voice (no transcript needed); null when unknown. */
  syllablesPerSecond: number | null;
  /** Filled pauses ('uh', 'um') a minute, measured from the voice; null when unknown. */
  filledPausesPerMinute: number | null;
  filledPauseCount: number;
}

export function feedbackFacts({ exercise, measures, transcript }: FeedbackRequest): FeedbackFacts | null {
  if (!measures) return null;
  const words = transcript?.trim() ? transcript.trim().split(/\s+/).length : 0;
  return {
    exercise: exercise.name ?? exercise.goal,
    goal: exercise.goal,
    recap: exercise.recap ?? null,
    targetSeconds: exercise.targetSeconds ?? null,
    durationSeconds: measures.durationSeconds,
    speakingSeconds: measures.speakingSeconds,
    speakingShare:
      measures.durationSeconds > 0 ? Math.round((100 * measures.speakingSeconds) / measures.durationSeconds) : 0,
    pauseCount: measures.pauseCount,
    longestPauseSeconds: measures.longestPauseSeconds,
    loudnessVariationDb: measures.loudnessVariationDb,
    wordsPerMinute:
      words > 0 && measures.speakingSeconds >= 5 ? Math.round(words / (measures.speakingSeconds / 60)) : null,
    syllablesPerSecond: measures.articulationRate ?? null,
    filledPausesPerMinute: measures.filledPausesPerMinute ?? null,
    filledPauseCount: measures.filledPauseCount ?? 0,
  };
}

/** The facts as sentences: what the embedded feedback shows and what the AI adapter's prompt receives. */
export function describeFacts(facts: FeedbackFacts): string[] {
  const lines = [
    `You spoke for ${seconds(facts.speakingSeconds)} of ${seconds(facts.durationSeconds)} (${facts.speakingShare}%)` +
      (facts.targetSeconds ? `; the exercise sets ${seconds(facts.targetSeconds)}.` : '.'),
    facts.pauseCount === 0
      ? 'No pause of half a second or more.'
      : `${plural(facts.pauseCount, 'pause')} of half a second or more, the longest ${seconds(facts.longestPauseSeconds)}.`,
    `Loudness varied by ${facts.loudnessVariationDb.toFixed(1)} dB.`,
  ];
  if (facts.wordsPerMinute !== null) lines.push(`Pace: about ${facts.wordsPerMinute} words a minute.`);
  else if (facts.syllablesPerSecond !== null)
    lines.push(`Pace: ${facts.syllablesPerSecond.toFixed(1)} syllables a second while speaking (4–6 is usual).`);
  if (facts.filledPausesPerMinute !== null)
    lines.push(
      facts.filledPauseCount === 0
        ? 'No filled pauses (“uh”, “um”) heard.'
        : `Filled pauses (“uh”, “um”): ${facts.filledPauseCount}, ${facts.filledPausesPerMinute.toFixed(1)} a minute.`,
    );
  return lines;
}

/**
 * The one concrete next step the measures point to, most important first: use the time the exercise gives, bridge
 * long silences, pause on purpose, a pace listeners can follow, then emphasis.
 */
export function nextStep(facts: FeedbackFacts): string {
  if (facts.targetSeconds && facts.durationSeconds < facts.targetSeconds * 0.75)
    return `Use the whole ${seconds(facts.targetSeconds)}: when you think you are done, add one example, then stop.`;
  if (facts.speakingShare < 40)
    return 'Keep talking through the gaps: start the next sentence with “And…” before the idea is ready.';
  if (facts.longestPauseSeconds > 3)
    return 'Bridge a long silence with a short phrase such as “Here is why…” instead of waiting for the whole thought.';
  if (facts.filledPausesPerMinute !== null && facts.filledPausesPerMinute > 4)
    return 'When you feel an “uh” coming, close your mouth and pause instead: a silent pause sounds deliberate.';
  if (facts.pauseCount === 0) return 'Put one deliberate pause of two seconds just before your main point.';
  if (
    (facts.wordsPerMinute !== null && facts.wordsPerMinute > 190) ||
    (facts.wordsPerMinute === null && facts.syllablesPerSecond !== null && facts.syllablesPerSecond > 6.5)
  )
    return 'Slow down a little: finish each sentence, breathe, then begin the next.';
  if (facts.wordsPerMinute !== null && facts.wordsPerMinute < 100)
    return 'Keep the words coming: shorter sentences, one after another, with pauses only between ideas.';
  if (facts.loudnessVariationDb < 3) return 'Lift your voice on the one word that matters most in your main sentence.';
  if (facts.speakingShare > 90) return 'Take a short breath between ideas so listeners can follow.';
  return 'Keep this balance, and next time say your main point in your first sentence.';
}
