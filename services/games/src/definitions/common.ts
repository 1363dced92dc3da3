import { catalogueEntry } from '../catalogue.js';
import { defaultSettings, slidersFor, togglesFor } from '../settings/controls.js';
import type { GameDefinition, GameSettings, ShortCode } from '../engine/types.js';

type CommonParts =
  | 'shortCode'
  | 'title'
  | 'subtitle'
  | 'colour'
  | 'sliders'
  | 'toggles'
  | 'defaultSettings'
  | 'multiplayer'
  | 'rotatesPlayers'
  | 'initialSequenceIndex'
  | 'needsContent'
  | 'needsPhotos'
  | 'needsTitles';

/**
 * The parts of a definition that come from the catalogue (name, subtitle, colour) and from src/settings (its
 * controls, not its schemas: definitions run in the browser), and what most games are: played alone or together,
 * players taking turns round by round, from the first sequence, with drawn content and no titles or photos. A
 * definition states only where its game differs.
 */
export function commonParts(shortCode: ShortCode): Pick<GameDefinition, CommonParts> {
  const { name, subtitle, colour } = catalogueEntry(shortCode);
  return {
    shortCode,
    title: name,
    subtitle,
    colour,
    sliders: slidersFor(shortCode),
    toggles: togglesFor(shortCode, { isMultiplayer: true }),
    defaultSettings: defaultSettings(shortCode) as Partial<GameSettings>,
    multiplayer: 'optional',
    rotatesPlayers: true,
    initialSequenceIndex: 0,
    needsContent: true,
    needsPhotos: false,
    needsTitles: false,
  };
}
