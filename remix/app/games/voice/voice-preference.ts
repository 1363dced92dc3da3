/**
 * The 'Voice metrics' switch (issue 18) is the learner's choice for this browser, not a game setting:
 * it is remembered in localStorage and never sent to the BFF or the game engine. Off by default.
 */
export const VOICE_METRICS_STORAGE_KEY = 'impromptu.voiceMetrics';

export function readVoicePreference(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(VOICE_METRICS_STORAGE_KEY) === 'on';
  } catch {
    // Storage blocked (private mode, policy): the switch starts off.
    return false;
  }
}

export function writeVoicePreference(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, on: boolean): void {
  try {
    if (on) storage?.setItem(VOICE_METRICS_STORAGE_KEY, 'on');
    else storage?.removeItem(VOICE_METRICS_STORAGE_KEY);
  } catch {
    // Not remembered: the choice still holds for this visit.
  }
}
