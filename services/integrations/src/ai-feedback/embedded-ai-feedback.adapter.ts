import { AiFeedbackError, type AiFeedbackPort, type FeedbackRequest } from './ai-feedback.port.js';

/** The first words of every embedded feedback: the learner knows no model wrote it. */
export const AUTOMATIC_FEEDBACK_LABEL = 'Automatic feedback, measured from your recording (no AI model was used):';

const seconds = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} s`;

/**
 * Feedback composed from what the recording measured — speaking time, pauses, loudness variation — and the
 * exercise's goal. Deterministic: the same recording gives the same words. Says that it is automatic.
 */
export class EmbeddedAiFeedbackAdapter implements AiFeedbackPort {
  readonly adapter = 'embedded' as const;

  generate({ exercise, measures, transcript }: FeedbackRequest): Promise<string> {
    if (!measures) {
      return Promise.reject(new AiFeedbackError('no audio was recorded, so there is nothing to measure', false));
    }
    const { durationSeconds, speakingSeconds, pauseCount, longestPauseSeconds, loudnessVariationDb } = measures;
    if (durationSeconds < 1 || speakingSeconds < 0.5) {
      return Promise.reject(new AiFeedbackError('the recording holds no speech', false));
    }
    const share = Math.round((100 * speakingSeconds) / durationSeconds);
    const lines = [AUTOMATIC_FEEDBACK_LABEL, `Goal of this exercise: ${exercise.goal}`];
    lines.push(`You spoke for ${seconds(speakingSeconds)} of ${seconds(durationSeconds)} (${share}%).`);
    if (share < 40)
      lines.push('You left much of the time unused: next time keep talking, even if the next idea is not ready yet.');
    else if (share > 90)
      lines.push('You barely stopped: a short breath between ideas gives the audience time to follow.');
    else lines.push('A good balance of speaking and breathing room.');
    if (pauseCount === 0)
      lines.push('No pause of half a second or more: try one deliberate pause before your main point.');
    else
      lines.push(
        `${pauseCount} pause${pauseCount === 1 ? '' : 's'} of half a second or more, the longest ${seconds(longestPauseSeconds)}.` +
          (longestPauseSeconds > 3
            ? ' A pause over 3 s can read as lost: bridge with a short phrase.'
            : ' Pauses like these let your points land.'),
      );
    if (loudnessVariationDb < 3)
      lines.push(
        `Your loudness varied by ${loudnessVariationDb.toFixed(1)} dB: quite even. Lift your voice on the words that matter.`,
      );
    else if (loudnessVariationDb > 12)
      lines.push(
        `Your loudness varied by ${loudnessVariationDb.toFixed(1)} dB: lots of energy; make sure quieter moments stay audible.`,
      );
    else lines.push(`Your loudness varied by ${loudnessVariationDb.toFixed(1)} dB: lively, with clear emphasis.`);
    if (transcript) lines.push(`Words heard: ${transcript.trim().split(/\s+/).length}.`);
    return Promise.resolve(lines.join('\n'));
  }
}
