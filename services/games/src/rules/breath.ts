import { randomInt, type Random } from './random.js';

/** Breath games play a random total of 1 to 3 rounds, picked at start (spec 2 §4, §9). */
export const BREATH_MIN_ROUNDS = 1;
export const BREATH_MAX_ROUNDS = 3;
export const BREATHE_IN_LABEL = 'BREATHE IN';
export const BREATHE_OUT_LABEL = 'BREATHE OUT';

export function breathTotalRounds(random: Random): number {
  return randomInt(random, BREATH_MIN_ROUNDS, BREATH_MAX_ROUNDS);
}

export type BreathStep =
  | { kind: 'rushed'; durationSeconds: number }
  | { kind: 'breathe-in'; label: typeof BREATHE_IN_LABEL; durationSeconds: number }
  | { kind: 'breathe-out'; label: typeof BREATHE_OUT_LABEL; durationSeconds: number }
  | { kind: 'speech'; durationSeconds: number };

/**
 * One breath round: the rushed round ('Make a mess' seconds), the pause ('Take a breath' seconds, split in two:
 * 'BREATHE IN' takes the larger half of an odd count), then the speech ('Clean it up' seconds).
 */
export function breathRoundSteps({
  makeAMess,
  takeABreath,
  cleanItUp,
}: {
  makeAMess: number;
  takeABreath: number;
  cleanItUp: number;
}): BreathStep[] {
  const breatheIn = Math.ceil(takeABreath / 2);
  return [
    { kind: 'rushed', durationSeconds: makeAMess },
    { kind: 'breathe-in', label: BREATHE_IN_LABEL, durationSeconds: breatheIn },
    { kind: 'breathe-out', label: BREATHE_OUT_LABEL, durationSeconds: takeABreath - breatheIn },
    { kind: 'speech', durationSeconds: cleanItUp },
  ];
}
