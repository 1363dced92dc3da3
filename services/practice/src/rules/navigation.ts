import type { DecisionAction } from './elements.js';

/** Where a learner is in a session: the element on screen and how many games lie behind it. */
export interface PracticePosition {
  elementIndex: number;
  gameIndex: number;
}

/** The last element's index and the number of games: no move goes past either end. */
export interface PracticeBounds {
  lastElementIndex: number;
  gameCount: number;
}

export interface Decision {
  action: DecisionAction;
  elementIndexCount: number;
  gameIndexCount: number;
}

const clamp = (value: number, max: number): number => Math.min(Math.max(value, 0), max);

/**
 * Spec 2 §4 decision buttons: RESTART_SESSION goes to element 1 (the step after the introduction) and
 * game 0; DECREMENT_INDEX_BY and INCREMENT_INDEX_BY move both indexes by the button's counts, never
 * before the first element or game nor past the last.
 */
export function applyDecision(
  position: PracticePosition,
  decision: Decision,
  bounds: PracticeBounds,
): PracticePosition {
  switch (decision.action) {
    case 'RESTART_SESSION':
      return { elementIndex: Math.min(1, bounds.lastElementIndex), gameIndex: 0 };
    case 'INCREMENT_INDEX_BY':
      return {
        elementIndex: clamp(position.elementIndex + decision.elementIndexCount, bounds.lastElementIndex),
        gameIndex: clamp(position.gameIndex + decision.gameIndexCount, bounds.gameCount),
      };
    case 'DECREMENT_INDEX_BY':
      return {
        elementIndex: clamp(position.elementIndex - decision.elementIndexCount, bounds.lastElementIndex),
        gameIndex: clamp(position.gameIndex - decision.gameIndexCount, bounds.gameCount),
      };
    default: {
      const unknown: never = decision.action;
      throw new Error(`Unknown decision ${String(unknown)}`);
    }
  }
}

/** The forward arrow (and Continue): one element on; past a game, one game on. */
export function stepForward(
  position: PracticePosition,
  isGame: (elementIndex: number) => boolean,
  bounds: PracticeBounds,
): PracticePosition {
  if (position.elementIndex >= bounds.lastElementIndex) return position;
  return {
    elementIndex: position.elementIndex + 1,
    gameIndex: clamp(position.gameIndex + (isGame(position.elementIndex) ? 1 : 0), bounds.gameCount),
  };
}

/** The back arrow: one element back; onto a game, one game back. */
export function stepBack(
  position: PracticePosition,
  isGame: (elementIndex: number) => boolean,
  bounds: PracticeBounds,
): PracticePosition {
  if (position.elementIndex <= 0) return position;
  return {
    elementIndex: position.elementIndex - 1,
    gameIndex: clamp(position.gameIndex - (isGame(position.elementIndex - 1) ? 1 : 0), bounds.gameCount),
  };
}

/** How far through the session the element is, 0 to 100 (the gather call's practice_session_percentage_completed). */
export function percentageCompleted(elementIndex: number, lastElementIndex: number): number {
  if (lastElementIndex <= 0) return 100;
  return Math.round((Math.min(elementIndex, lastElementIndex) / lastElementIndex) * 100);
}
