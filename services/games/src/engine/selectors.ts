import { catalogueEntry } from '../catalogue.js';
import { READY_COUNTDOWN_WORDS } from '../rules/timer.js';
import { roundsSurvivedText } from '../rules/triple-step.js';
import { feedbackPrompt } from '../rules/multiplayer.js';
import { currentComponentOf, currentSequenceOf, isLoading, isSetupView } from './game-engine.js';
import type { GameColour, GameState, GameView, Player, SequenceComponent, GameSequence, ShortCode } from './types.js';

export const START_BUTTON_LOADING = 'LOADING CONTENT';
export const START_BUTTON_READY = 'START TRAINING';
export const NEXT_BUTTON_LABEL = 'NEXT';

export function currentView(state: GameState): GameView {
  return state.view;
}

/** The back button shows only when the view history holds more than one entry. */
export function canGoBack(state: GameState): boolean {
  return state.history.length > 1;
}

export function currentSequence(state: GameState): GameSequence | null {
  return currentSequenceOf(state);
}

export function currentComponent(state: GameState): SequenceComponent | null {
  return currentComponentOf(state);
}

/** Changes whenever the current game sequence changes: the web sends the debounced gather call on each change. */
export function sequenceKey(state: GameState): string {
  const sequence = currentSequenceOf(state);
  return `${state.gameNumber}:${state.settings.currentRound}:${state.settings.currentPlayer}:${sequence?.id ?? state.view}`;
}

/** The speaker of the round in multiplayer; null in single player. */
export function currentPlayer(state: GameState): Player | null {
  if (!state.settings.isMultiplayer) return null;
  return state.settings.players[state.settings.currentPlayer] ?? null;
}

export function remainingTime(state: GameState): number {
  return state.settings.remainingDuration;
}

/** Start is disabled (wait cursor) while game data is loading or a suggested title is still missing. */
export function isStartDisabled(state: GameState): boolean {
  return isLoading(state);
}

/** 'LOADING CONTENT' while loading, then 'START TRAINING'. */
export function startButtonLabel(state: GameState): typeof START_BUTTON_LOADING | typeof START_BUTTON_READY {
  return isLoading(state) ? START_BUTTON_LOADING : START_BUTTON_READY;
}

/** 'Ready?', 'Set.', 'Go!' while the ready countdown runs. */
export function countdownText(state: GameState): (typeof READY_COUNTDOWN_WORDS)[number] | null {
  if (state.view !== 'ready-countdown') return null;
  return READY_COUNTDOWN_WORDS[state.countdownIndex] ?? null;
}

/** 'n rounds survived' in survival mode. */
export function survivalCounterText(state: GameState): string | null {
  return state.settings.isSurvivalMode ? roundsSurvivedText(state.settings.totalSurvivalRounds) : null;
}

/** The tutorial shows automatically only when not completed, a video exists and the history is one view deep. */
export function shouldShowTutorial(
  state: GameState,
  userGame: { isTutorialCompleted: boolean; tutorialVideoUrl: string | null | undefined },
): boolean {
  return (
    !userGame.isTutorialCompleted &&
    Boolean(userGame.tutorialVideoUrl) &&
    state.history.length === 1 &&
    isSetupView(state.view)
  );
}

/** The 'How to play' overlay: setup screens of a game with an instruction video, never the tutorial view. */
export function showsInstructionOverlay(state: GameState, instructionVideoUrl: string | null | undefined): boolean {
  return Boolean(instructionVideoUrl) && isSetupView(state.view) && state.view !== 'setup-tutorial';
}

/** Body of POST /game-sessions/:id/finish (minus the idempotency key). */
export function finishSummary(state: GameState): {
  totalRounds: number;
  totalDuration: number;
  survivalRounds?: number;
} {
  const base = state.baseSettings ?? state.settings;
  const summary: { totalRounds: number; totalDuration: number; survivalRounds?: number } = {
    totalRounds: state.rounds.length,
    totalDuration: base.totalDuration,
  };
  if (state.settings.isSurvivalMode) summary.survivalRounds = state.settings.totalSurvivalRounds;
  return summary;
}

export function feedbackText(giver: Player, receiver: Player): string {
  return feedbackPrompt(giver.name, receiver.name);
}

/** The game's colour (spec 1 §9), from the catalogue. */
export function gameColour(shortCode: ShortCode): GameColour {
  return catalogueEntry(shortCode).colour;
}

/**
 * What the end card counts (issue 29 §8), the way the header counted during play: rounds are the header's 'Round n'
 * (in multiplayer a round is every player's turn), speeches are the turns recorded.
 */
export function endTally(state: Pick<GameState, 'rounds'>): { rounds: number; speeches: number } {
  return { rounds: new Set(state.rounds.map((record) => record.round)).size, speeches: state.rounds.length };
}
