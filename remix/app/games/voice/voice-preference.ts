/**
 * The 'Voice metrics' switch (issue 18) and the 'Record my rounds' switch (issue 31) are the learner's
 * choices in this browser, not game settings: remembered in localStorage per learner (one browser may be
 * shared) and never sent to the BFF or the game engine. Off by default.
 */
export const VOICE_METRICS_STORAGE_KEY = 'impromptu.voiceMetrics';
export const RECORD_ROUNDS_STORAGE_KEY = 'impromptu.recordRounds';

export type VoicePreference = 'voiceMetrics' | 'recordRounds';

const KEYS: Record<VoicePreference, string> = {
  voiceMetrics: VOICE_METRICS_STORAGE_KEY,
  recordRounds: RECORD_ROUNDS_STORAGE_KEY,
};

function keyOf(preference: VoicePreference, learner: string | null): string {
  return learner ? `${KEYS[preference]}:${learner}` : KEYS[preference];
}

export function readVoicePreference(
  storage: Pick<Storage, 'getItem'> | null,
  learner: string | null = null,
  preference: VoicePreference = 'voiceMetrics',
): boolean {
  try {
    return storage?.getItem(keyOf(preference, learner)) === 'on';
  } catch {
    // Storage blocked (private mode, policy): the switch starts off.
    return false;
  }
}

export function writeVoicePreference(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  on: boolean,
  learner: string | null = null,
  preference: VoicePreference = 'voiceMetrics',
): void {
  try {
    if (on) storage?.setItem(keyOf(preference, learner), 'on');
    else storage?.removeItem(keyOf(preference, learner));
  } catch {
    // Not remembered: the choice still holds for this visit.
  }
}
