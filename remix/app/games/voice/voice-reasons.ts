import type { VoiceUnavailableReason } from '@impromptu/voice/live';

/** The one line a game shows instead of voice metrics (issue 18: the game runs as before). */
export const VOICE_UNAVAILABLE_LINES: Record<VoiceUnavailableReason, string> = {
  denied: 'No voice metrics: the microphone was blocked. Allow it for this site to measure your voice.',
  absent: 'No voice metrics: no microphone was found on this device.',
  unsupported: 'No voice metrics: this browser cannot analyse audio on the device.',
  failed: 'No voice metrics: the voice analysis could not start on this device.',
};
