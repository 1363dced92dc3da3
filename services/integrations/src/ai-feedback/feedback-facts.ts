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
  };
}

/** The facts as sentences: what the embedded feedback shows and what the AI adapter's prompt receives. */
export function describeFacts(facts: FeedbackFacts): string[] {
  const lines = [
    `You spoke for ${seconds(facts.speakingSeconds)} of ${seconds(facts.durationSeconds)} (${facts.speakingShare}%)` +
      (facts.targetSeconds ? `; the exercise sets ${seconds(facts.targetSeconds)}.` : '.'),
    facts.pauseCount === 0
      ? 'No pause of half a second or more.'
      : `${facts.pauseCount} pause${facts.pauseCount === 1 ? '' : 's'} of half a second or more, the longest ${seconds(facts.longestPauseSeconds)}.`,
    `Loudness varied by ${facts.loudnessVariationDb.toFixed(1)} dB.`,
  ];
  if (facts.wordsPerMinute !== null) lines.push(`Pace: about ${facts.wordsPerMinute} words a minute.`);
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
  if (facts.pauseCount === 0) return 'Put one deliberate pause of two seconds just before your main point.';
  if (facts.wordsPerMinute !== null && facts.wordsPerMinute > 190)
    return 'Slow down a little: finish each sentence, breathe, then begin the next.';
  if (facts.wordsPerMinute !== null && facts.wordsPerMinute < 100)
    return 'Keep the words coming: shorter sentences, one after another, with pauses only between ideas.';
  if (facts.loudnessVariationDb < 3) return 'Lift your voice on the one word that matters most in your main sentence.';
  if (facts.speakingShare > 90) return 'Take a short breath between ideas so listeners can follow.';
  return 'Keep this balance, and next time say your main point in your first sentence.';
}
