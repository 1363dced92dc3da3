import type { Decider } from '@impromptu/event-store';
import { USER_GAME_STREAM_TYPE, userGameEvents, type UserGameEvent } from './user-game.events.js';

export type SetTutorialCompletion = {
  type: 'SetTutorialCompletion';
  data: { userId: string; shortCode: string; isTutorialCompleted: boolean; now: Date };
};

export type UserGameCommand = SetTutorialCompletion;

export interface UserGameState {
  isTutorialCompleted: boolean;
}

/** Pure: an event only when the completion changes, so a repeated PUT writes nothing. */
function decide(command: UserGameCommand, state: UserGameState): UserGameEvent[] {
  const { isTutorialCompleted, now, userId, shortCode } = command.data;
  if (isTutorialCompleted === state.isTutorialCompleted) return [];
  const data = { userId, shortCode, at: now.toISOString() };
  return [
    isTutorialCompleted ? { type: 'UserGameTutorialCompleted', data } : { type: 'UserGameTutorialReopened', data },
  ];
}

function evolve(_state: UserGameState, event: UserGameEvent): UserGameState {
  switch (event.type) {
    case 'UserGameTutorialCompleted':
      return { isTutorialCompleted: true };
    case 'UserGameTutorialReopened':
      return { isTutorialCompleted: false };
    default: {
      const unreachable: never = event;
      throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
    }
  }
}

/** A user's game: tutorial completion is stored per user game (spec 2 §4). */
export const userGameDecider: Decider<UserGameCommand, UserGameEvent, UserGameState> = {
  streamType: USER_GAME_STREAM_TYPE,
  events: userGameEvents,
  initialState: () => ({ isTutorialCompleted: false }),
  evolve,
  decide,
};
