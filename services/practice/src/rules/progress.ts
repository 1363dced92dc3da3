/** What is known of a game when it ends, to measure the goal's progress (spec 2 §4). */
export interface GameEnd {
  shortCode: string;
  settings: { totalDuration?: unknown; speechDuration?: unknown; currentRound?: unknown };
  /** Seconds from the start of play to the end. */
  elapsedSeconds: number;
}

const ROUND_GAMES = new Set(['autocomplete', 'analogies']);
const BREATH_GAMES = new Set(['autocomplete-breath', 'analogies-breath']);

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * Spec 2 §4 game progress measure: Timer its total duration; Conductor elapsed plus 5; Snow Globe
 * elapsed plus 2; Triple Step 100; the breath games their speech duration; the round games their
 * current round; any other elapsed plus 1.
 */
export function gameProgress(end: GameEnd): number {
  const elapsed = Math.max(0, Math.floor(end.elapsedSeconds));
  switch (end.shortCode) {
    case 'timer':
      return numberOr(end.settings.totalDuration, elapsed);
    case 'conductor':
      return elapsed + 5;
    case 'snow-globe':
      return elapsed + 2;
    case 'triple-step':
      return 100;
    default:
      if (BREATH_GAMES.has(end.shortCode)) return numberOr(end.settings.speechDuration, elapsed + 1);
      if (ROUND_GAMES.has(end.shortCode)) return numberOr(end.settings.currentRound, elapsed + 1);
      return elapsed + 1;
  }
}

export interface Milestone {
  goalIndex: number;
  settings: { totalRounds?: unknown; totalDuration?: unknown };
}

/**
 * Spec 2 §2 milestone list: done when the goal's progress reaches its totalRounds or totalDuration,
 * or, with neither setting, once the game index has passed it.
 */
export function isMilestoneDone(milestone: Milestone, progress: number | undefined, gameIndex: number): boolean {
  const target =
    typeof milestone.settings.totalRounds === 'number'
      ? milestone.settings.totalRounds
      : milestone.settings.totalDuration;
  if (typeof target === 'number') return (progress ?? 0) >= target;
  return gameIndex > milestone.goalIndex;
}

/** Spec 2 §4 initial game sequence index: 1 for analogies and autocomplete, 0 for the other games. */
export function initialSequenceIndex(shortCode: string): 0 | 1 {
  return ROUND_GAMES.has(shortCode) ? 1 : 0;
}
