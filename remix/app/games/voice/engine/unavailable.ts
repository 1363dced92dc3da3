/**
 * Why a voice session could not start (issue 18), and the one line a game shows instead of metrics.
 * Separate from the engine so a game can word the line without loading the analysis.
 */
import type { VoiceUnavailableReason } from '@impromptu/voice/live';

export class VoiceUnavailableError extends Error {
  constructor(
    readonly reason: VoiceUnavailableReason,
    message: string = voiceUnavailableMessage(reason),
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'VoiceUnavailableError';
  }
}

/** The line a game shows instead of metrics. */
export function voiceUnavailableMessage(reason: VoiceUnavailableReason): string {
  switch (reason) {
    case 'denied':
      return 'No voice metrics: the browser was not allowed to use the microphone.';
    case 'absent':
      return 'No voice metrics: no microphone was found.';
    case 'unsupported':
      return 'No voice metrics: this browser cannot analyse audio on the device.';
    case 'failed':
      return 'No voice metrics: the voice analysis could not start.';
  }
}

/** The reason behind getUserMedia's rejection (its DOMException names, old Chrome's included). */
export function reasonOfMicrophoneError(error: unknown): VoiceUnavailableReason {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'absent';
  return 'failed';
}
