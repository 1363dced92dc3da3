import { GameSettingsTypeError } from './errors.js';

const BOOLEAN_KEYS = ['isMultiplayer', 'isSurvivalMode'] as const;
const NUMBER_KEYS = [
  'playerNumbers',
  'roundDuration',
  'totalRounds',
  'totalDuration',
  'remainingDuration',
  'pauseDuration',
  'speechDuration',
  'totalTopics',
] as const;

/**
 * The type checks of spec 1 §5 on a settings update; keys that are absent are not checked.
 * `collections` is a list of per-collection settings (a practice goal's word sets) whose totalRounds must be numbers too.
 */
export function assertSettingsTypes(update: Record<string, unknown>): void {
  for (const key of BOOLEAN_KEYS) {
    if (key in update && typeof update[key] !== 'boolean') throw new GameSettingsTypeError(key, 'boolean');
  }
  for (const key of NUMBER_KEYS) {
    if (key in update && (typeof update[key] !== 'number' || Number.isNaN(update[key]))) {
      throw new GameSettingsTypeError(key, 'number');
    }
  }
  if ('difficultyRange' in update) {
    const range = update.difficultyRange;
    if (typeof range !== 'object' || range === null || Array.isArray(range)) {
      throw new GameSettingsTypeError('difficultyRange', 'object');
    }
  }
  if ('collections' in update && Array.isArray(update.collections)) {
    for (const collection of update.collections as unknown[]) {
      const rounds = (collection as { totalRounds?: unknown } | null)?.totalRounds;
      if (rounds !== undefined && typeof rounds !== 'number')
        throw new GameSettingsTypeError('collections.totalRounds', 'number');
    }
  }
}
