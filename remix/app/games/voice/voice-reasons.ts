import type { VoiceUnavailableReason } from '@impromptu/voice/live';

/** The one line a game shows instead of voice metrics (issue 18: the game runs as before). */
export const VOICE_UNAVAILABLE_LINES: Record<VoiceUnavailableReason, string> = {
  denied: 'No voice metrics: the microphone was blocked. Allow it for this site to measure your voice.',
  absent: 'No voice metrics: no microphone was found on this device.',
  unsupported: 'No voice metrics: this browser cannot analyse audio on the device.',
  failed: 'No voice metrics: the voice analysis could not start on this device.',
};

/**
 * The same when the learner asked for their rounds to be recorded (issue 31): the line says the rounds are not
 * recorded either, not only that there are no metrics (the walk of issue 31 found a learner who chose only
 * recordings told about 'voice metrics' alone).
 */
export const RECORDING_UNAVAILABLE_LINES: Record<VoiceUnavailableReason, string> = {
  denied:
    'No recording or voice metrics: the microphone was blocked. Allow it for this site to hear yourself after each round.',
  absent: 'No recording or voice metrics: no microphone was found on this device.',
  unsupported: 'No recording or voice metrics: this browser cannot record or analyse audio on the device.',
  failed: 'No recording or voice metrics: the microphone or the voice analysis could not start on this device.',
};

/** Why there is nothing to measure or record, in the words for what the learner asked for. */
export function voiceUnavailableLine(reason: VoiceUnavailableReason, recording: boolean): string {
  return (recording ? RECORDING_UNAVAILABLE_LINES : VOICE_UNAVAILABLE_LINES)[reason];
}

/** While the microphone and the analysis start. */
export function voiceStartingLine(recording: boolean): string {
  return recording ? 'Starting the microphone…' : 'Starting voice metrics…';
}
