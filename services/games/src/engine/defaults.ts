import { defaultPlayerNames, playersFromNames } from '../rules/multiplayer.js';
import { DEFAULT_PLAYER_NUMBERS, DEFAULT_WORD_SET } from '../settings/controls.js';
import type { GameContent, GameSettings } from './types.js';

// Spec 1 §9 defaults: 3 players named 'Player 1'…, 6 topics, 5 s rounds, 6 rounds, title suggested, word set Clean.
function defaultPlayerName(index: number): string {
  return `Player ${index + 1}`;
}

/** Names for a new player count: typed names are kept, new seats get 'Player n'. */
export function resizePlayerNames(names: readonly string[], count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => names[index] ?? defaultPlayerName(index));
}

export const DEFAULT_SETTINGS: GameSettings = {
  pauseDuration: 6,
  speechDuration: 30,
  roundDuration: 5,
  totalDuration: 60,
  remainingDuration: 60,
  totalRounds: 6,
  currentRound: 1,
  isSurvivalMode: false,
  totalSurvivalRounds: 0,
  isMultiplayer: false,
  playerNumbers: DEFAULT_PLAYER_NUMBERS,
  playerNames: defaultPlayerNames(DEFAULT_PLAYER_NUMBERS),
  players: playersFromNames(defaultPlayerNames(DEFAULT_PLAYER_NUMBERS)),
  currentPlayer: 0,
  showPlayerInputs: false,
  hasFeedbackTime: false,
  multiplayerData: [],
  totalTopics: 6,
  difficultyRange: { label: 'medium', min: 0, max: 3, value: 1 },
  isTitleSuggested: true,
  currentWordSets: [DEFAULT_WORD_SET],
  currentTitle: '',
  currentNouns: [],
  currentAdjectives: [],
};

export function emptyContent(): GameContent {
  return { TOPIC: [], TITLE: [], ADJECTIVE: [], INTRODUCTION: [], NOUN: [], ANALOGY: [] };
}

export function normaliseContent(content: Partial<GameContent> | undefined): GameContent {
  return { ...emptyContent(), ...(content ?? {}) };
}
