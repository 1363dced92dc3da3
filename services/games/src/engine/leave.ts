import { isGameView, isSetupView } from './game-engine.js';
import type { GameState } from './types.js';

/** What leaving the game now would throw away (issue 29 §8): typed player names, a round under way, or nothing. */
export type LeaveLoss = 'names' | 'round' | null;

/** The question the game modal asks before it closes over something that would be lost. */
export const LEAVE_CONFIRM_TITLE = 'Leave this game?';
export const LEAVE_CONFIRM_STAY = 'Stay';
export const LEAVE_CONFIRM_LEAVE = 'Leave';

/** The same question in a practice session (issue 29), over a game under way or the result of one not yet kept. */
export const LEAVE_PRACTICE_TITLE = 'Leave this practice?';
export const LEAVE_PRACTICE_GAME = 'This game will be lost.';
export const LEAVE_PRACTICE_RESULT = "This game's result will be lost.";

export function leaveConfirmMessage(loss: Exclude<LeaveLoss, null>): string {
  return loss === 'names' ? "Your players' names will be lost." : 'This round will be lost.';
}

/**
 * Whether Close or Escape would lose something the learner did: a running game that has not ended (its round is
 * not recorded until it ends), or, on a setup page, player names typed since the setup opened (or since the last
 * game started, which saved them with its settings). An untouched setup and an ended game lose nothing.
 * `savedNames` are the names the setup opened with.
 */
export function leaveLoss(state: GameState, savedNames: readonly string[]): LeaveLoss {
  if (isGameView(state.view)) return state.view === 'end' || state.ended ? null : 'round';
  if (!isSetupView(state.view)) return null;
  const kept = state.baseSettings?.playerNames ?? savedNames;
  const typed = state.settings.playerNames.some((name, index) => {
    const trimmed = name.trim();
    return trimmed !== '' && trimmed !== `Player ${index + 1}` && trimmed !== (kept[index] ?? '').trim();
  });
  return typed ? 'names' : null;
}
