/** The ten games by short code (spec 1 §2, spec 2 §2). */
export const GAME_SHORT_CODES = [
  'triple-step',
  'conductor',
  'autocomplete',
  'analogies',
  'autocomplete-breath',
  'analogies-breath',
  'slideshow',
  'snow-globe',
  'podcast',
  'timer',
] as const;

export type GameShortCode = (typeof GAME_SHORT_CODES)[number];

export function isGameShortCode(value: unknown): value is GameShortCode {
  return typeof value === 'string' && (GAME_SHORT_CODES as readonly string[]).includes(value);
}
