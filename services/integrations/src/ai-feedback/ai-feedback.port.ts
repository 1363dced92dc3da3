import type { SpeechMeasures } from './speech-measures.js';

/** The exercise a recording belongs to (spec 1 §3 game context) and what it trains. */
export interface FeedbackExercise {
  course: string;
  day: number;
  exercise: number;
  game?: string | undefined;
  practiceSessionSlug: string;
  /** One sentence: what the exercise trains. */
  goal: string;
  /** The exercise's own name ('Twenty seconds about you'), when known. */
  name?: string | undefined;
  /** Its recap (header: body), when it has one. */
  recap?: string | undefined;
  /** The speaking time it sets, for a timed exercise. */
  targetSeconds?: number | null | undefined;
}

export interface FeedbackRequest {
  exercise: FeedbackExercise;
  /** What was said, when the bot service transcribed it. */
  transcript: string | null;
  /** What the recording measured, when there is audio. */
  measures: SpeechMeasures | null;
}

/** AI feedback on a recorded exercise: an OpenAI-compatible chat-completions endpoint, or composed from the measures offline. */
export interface AiFeedbackPort {
  readonly adapter: 'embedded' | 'openai';
  /** The feedback text; throws AiFeedbackError when none can be had (the job retries, then records the failure). */
  generate(request: FeedbackRequest): Promise<string>;
}

export class AiFeedbackError extends Error {
  override name = 'AiFeedbackError';
  constructor(
    message: string,
    /** false: asking again will not help (the model answered the error text, or there is nothing to judge). */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
