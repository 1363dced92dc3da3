// The game engine and the ten games: pure TypeScript shared by the web app and the BFF (see API.md).
import { reduceGame } from './engine/game-engine.js';
import type { GameAction, GameState } from './engine/types.js';
import { gameDefinitions } from './definitions/index.js';

export * from './catalogue.js';
export * from './rules/index.js';
export * from './settings/index.js';
export * from './engine/types.js';
export * from './engine/errors.js';
export * from './engine/selectors.js';
export * from './engine/leave.js';
export { assertSettingsTypes } from './engine/settings-validation.js';
export { DEFAULT_SETTINGS, emptyContent, normaliseContent, resizePlayerNames } from './engine/defaults.js';
export {
  createGame,
  reduceGame,
  isGameFinished,
  endConditionOf,
  isLoading,
  isSetupView,
  isGameView,
  READY_COUNTDOWN_STEPS,
} from './engine/game-engine.js';
export { gameDefinitions, conductorSlideUrl, autocompletePrompt, analogyPrompt } from './definitions/index.js';
export { GAME_SHORT_CODES as SHORT_CODES, isGameShortCode as isShortCode } from './settings/game-short-code.js';

/** The reducer for useReducer: looks the definition up by the state's short code. */
export function gameReducer(state: GameState, action: GameAction): GameState {
  return reduceGame(gameDefinitions[state.shortCode], state, action);
}
