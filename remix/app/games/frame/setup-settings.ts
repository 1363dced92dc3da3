import {
  PLAYERS_SLIDER,
  gameDefinitions,
  sliderValue,
  slidersFor,
  togglesFor,
  withSliderValue,
  type GameSettings,
  type ShortCode,
} from '@impromptu/games';

const MAX_NAME_LENGTH = 40;
const MAX_WORD_SETS = 20;

/**
 * The setup choices of the user's last session of a game (GET /user-games → lastSettings), kept only
 * where they still fit today's sliders and toggles; counters of the last game (rounds, players left,
 * title) are not carried over.
 */
export function setupSettingsFrom(
  shortCode: ShortCode,
  lastSettings: Record<string, unknown> | null | undefined,
): Partial<GameSettings> {
  if (!lastSettings) return {};
  const definition = gameDefinitions[shortCode];
  let settings: Partial<GameSettings> = {};

  if (typeof lastSettings.isMultiplayer === 'boolean' && definition.multiplayer === 'optional') {
    settings.isMultiplayer = lastSettings.isMultiplayer;
  }
  for (const slider of slidersFor(shortCode, { isMultiplayer: true })) {
    const raw = lastSettings[slider.key];
    const value = slider.key === 'difficultyRange' ? sliderValue(slider, { difficultyRange: raw }) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (slider.key === 'difficultyRange' && (raw === null || typeof raw !== 'object')) continue;
    settings = withSliderValue(shortCode, settings, slider, value);
  }
  for (const toggle of togglesFor(shortCode, { isMultiplayer: true })) {
    const value = lastSettings[toggle.key];
    if (typeof value === 'boolean') settings[toggle.key] = value;
  }
  const names = lastSettings.playerNames;
  if (Array.isArray(names) && names.every((name) => typeof name === 'string')) {
    settings.playerNames = (names as string[])
      .slice(0, PLAYERS_SLIDER.max)
      .map((name, index) => playerNameOrDefault(name, index));
  }
  const wordSets = lastSettings.currentWordSets;
  if (Array.isArray(wordSets)) {
    const sets = wordSets
      .filter((set): set is string => typeof set === 'string' && set.trim() !== '')
      .slice(0, MAX_WORD_SETS);
    if (sets.length > 0) settings.currentWordSets = sets;
  }
  return settings;
}

/** A player's name as typed, cut to length; a blank name reads 'Player n' (the BFF needs a name). */
export function playerNameOrDefault(name: string, index: number): string {
  const trimmed = name.trim().slice(0, MAX_NAME_LENGTH);
  return trimmed === '' ? `Player ${index + 1}` : trimmed;
}

export const PLAYER_NAME_MAX_LENGTH = MAX_NAME_LENGTH;
