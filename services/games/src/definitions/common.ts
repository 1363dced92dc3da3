import { catalogueEntry } from '../catalogue.js';
import { defaultSettings, GAME_SETTINGS_SCHEMAS, slidersFor, togglesFor } from '../settings/schemas.js';
import type { GameDefinition, GameSettings, ShortCode } from '../engine/types.js';

type CommonParts = 'shortCode' | 'title' | 'subtitle' | 'colour' | 'settingsSchema' | 'sliders' | 'toggles' | 'defaultSettings';

/** The parts of a definition that come from the catalogue (name, subtitle, colour) and from src/settings. */
export function commonParts(shortCode: ShortCode): Pick<GameDefinition, CommonParts> {
  const { name, subtitle, colour } = catalogueEntry(shortCode);
  return {
    shortCode,
    title: name,
    subtitle,
    colour,
    settingsSchema: GAME_SETTINGS_SCHEMAS[shortCode],
    sliders: slidersFor(shortCode),
    toggles: togglesFor(shortCode, { isMultiplayer: true }),
    defaultSettings: defaultSettings(shortCode) as Partial<GameSettings>,
  };
}
