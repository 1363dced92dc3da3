import { createGame, gameDefinitions, type GameState, type GameWords } from '@impromptu/games';
import { VIRTUAL_COACH_GAME } from './lessons.js';

/** The coach's game settings (spec 2 §9): its round duration and rounds, one player. */
export interface CoachGameSettings {
  roundDuration: number;
  totalRounds: number;
  playerName: string;
}

/**
 * The coach's game, embedded and single player, played with the words of the one word list the games use: the
 * content answer's nouns with their forms (issue 47 §3), or none when the answer failed.
 */
export function createCoachGame(
  settings: CoachGameSettings,
  words: GameWords | null,
  seed: number,
  now: number,
): GameState {
  return createGame(gameDefinitions[VIRTUAL_COACH_GAME], {
    seed,
    embedded: true,
    now,
    content: words?.content ?? {},
    nounForms: words?.nounForms ?? {},
    settings: {
      roundDuration: settings.roundDuration,
      totalRounds: settings.totalRounds,
      isMultiplayer: false,
      playerNames: [settings.playerName],
    },
  });
}
