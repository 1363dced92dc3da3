import { GAME_CATALOGUE, type GameShortCode } from '../catalogue.js';

export type { GameShortCode };

/** The ten games by short code, in catalogue order (spec 1 §2, spec 2 §2). */
export const GAME_SHORT_CODES: readonly GameShortCode[] = GAME_CATALOGUE.map((game) => game.shortCode);

export function isGameShortCode(value: unknown): value is GameShortCode {
  return typeof value === 'string' && (GAME_SHORT_CODES as readonly string[]).includes(value);
}
