import { defaultSettings, GAME_SETTINGS_SCHEMAS, slidersFor, togglesFor } from '../settings/schemas.js';
import { GAME_COLOURS } from '../engine/selectors.js';
import type { GameDefinition, GameSettings, ShortCode } from '../engine/types.js';

/** The parts of a definition that come from src/settings: schema, sliders, toggles, defaults and colour. */
export function settingsParts(shortCode: ShortCode): Pick<GameDefinition, 'settingsSchema' | 'sliders' | 'toggles' | 'defaultSettings' | 'colour'> {
  return {
    settingsSchema: GAME_SETTINGS_SCHEMAS[shortCode],
    sliders: slidersFor(shortCode),
    toggles: togglesFor(shortCode, { isMultiplayer: true }),
    defaultSettings: defaultSettings(shortCode) as Partial<GameSettings>,
    colour: GAME_COLOURS[shortCode],
  };
}
