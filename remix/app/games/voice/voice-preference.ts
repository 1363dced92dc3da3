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

/**
 * Whether the learner has answered the one-time choice at their first game (issue 31): record my rounds and
 * voice metrics, asked once before the first round, then left to the setup's switches. Per learner, in
 * localStorage like the switches. A browser that cannot remember it is not asked (the switches stay off and
 * on the setup): asking at every game would be a nag, and off is the choice that keeps nothing.
 */
export const VOICE_CHOICE_STORAGE_KEY = 'impromptu.voiceChoiceAsked';

export function voiceChoiceAsked(storage: Pick<Storage, 'getItem'> | null, learner: string | null): boolean {
  try {
    if (!storage) return true;
    return storage.getItem(learner ? `${VOICE_CHOICE_STORAGE_KEY}:${learner}` : VOICE_CHOICE_STORAGE_KEY) === 'yes';
  } catch {
    return true;
  }
}

export function rememberVoiceChoiceAsked(storage: Pick<Storage, 'setItem'> | null, learner: string | null): void {
  try {
    storage?.setItem(learner ? `${VOICE_CHOICE_STORAGE_KEY}:${learner}` : VOICE_CHOICE_STORAGE_KEY, 'yes');
  } catch {
    // Not remembered: voiceChoiceAsked answers true for such a browser anyway.
  }
}
