import {
  createGame,
  gameDefinitions,
  gameReducer,
  shouldShowTutorial,
  type GameState,
  type ShortCode,
} from '@impromptu/games';
import type { UserGameInfo } from './game-data';
import { setupSettingsFrom } from './setup-settings';

/** A new game in its first setup view, pre-filled with the user's last settings; the tutorial first when it is due. */
export function initialGameState(shortCode: ShortCode, userGame: UserGameInfo, seed: number): GameState {
  const definition = gameDefinitions[shortCode];
  let state: GameState;
  try {
    state = createGame(definition, { seed, settings: setupSettingsFrom(shortCode, userGame.lastSettings) });
  } catch {
    // Settings the engine refuses (an older shape) are dropped rather than blocking the game.
    state = createGame(definition, { seed });
  }
  return shouldShowTutorial(state, userGame) ? gameReducer(state, { type: 'SHOW_TUTORIAL' }) : state;
}
