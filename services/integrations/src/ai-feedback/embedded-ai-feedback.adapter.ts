import { AiFeedbackError, type AiFeedbackPort, type FeedbackRequest } from './ai-feedback.port.js';
import { describeFacts, feedbackFacts, nextStep } from './feedback-facts.js';

/** The first words of every embedded feedback: the learner knows no model wrote it. */
export const AUTOMATIC_FEEDBACK_LABEL = 'Automatic feedback, measured from your recording (no AI model was used).';

/**
 * Feedback composed from what the recording measured — speaking time against the exercise's target, pauses, pace
 * when there is a transcript, loudness variation — naming the exercise, its goal and its recap, with one concrete
 * next step. Deterministic: the same recording gives the same words. Says that it is automatic.
 */
export class EmbeddedAiFeedbackAdapter implements AiFeedbackPort {
  readonly adapter = 'embedded' as const;

  generate(request: FeedbackRequest): Promise<string> {
    const facts = feedbackFacts(request);
    if (!facts) {
      return Promise.reject(new AiFeedbackError('no audio was recorded, so there is nothing to measure', false));
    }
    if (facts.durationSeconds < 1 || facts.speakingSeconds < 0.5) {
      return Promise.reject(new AiFeedbackError('the recording holds no speech', false));
    }
    const named = request.exercise.name
      ? `${request.exercise.name}: ${request.exercise.goal}`
      : `Goal of this exercise: ${request.exercise.goal}`;
    const lines = [AUTOMATIC_FEEDBACK_LABEL, named, ...describeFacts(facts)];
    if (facts.recap) lines.push(`Recap: ${facts.recap}`);
    lines.push(`Next step: ${nextStep(facts)}`);
    return Promise.resolve(lines.join('\n'));
  }
}
