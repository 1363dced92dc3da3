import { z } from 'zod';

/** One stream per user and game: `user-game-{userId}-{shortCode}` (its stream type is given explicitly: short codes hold hyphens). */
export function userGameStreamId(userId: string, shortCode: string): string {
  return `user-game-${userId}-${shortCode}`;
}

export const USER_GAME_STREAM_TYPE = 'user-game';

const TutorialChangeV1 = z.object({ userId: z.uuid(), shortCode: z.string(), at: z.iso.datetime({ offset: true }) });

export const UserGameTutorialCompletedV1 = TutorialChangeV1;
/** COMPLETE can be undone (PUT isTutorialCompleted false): the tutorial then shows again. */
export const UserGameTutorialReopenedV1 = TutorialChangeV1;

export type UserGameEvent =
  | { type: 'UserGameTutorialCompleted'; data: z.infer<typeof UserGameTutorialCompletedV1> }
  | { type: 'UserGameTutorialReopened'; data: z.infer<typeof UserGameTutorialReopenedV1> };

export const USER_GAME_EVENT_TYPES: readonly UserGameEvent['type'][] = ['UserGameTutorialCompleted', 'UserGameTutorialReopened'];

export function parseUserGameEvent(event: { type: string; schemaVersion: number; data: unknown }): UserGameEvent {
  if (event.schemaVersion !== 1) throw new Error(`${event.type} has unknown schema version ${event.schemaVersion}`);
  switch (event.type) {
    case 'UserGameTutorialCompleted':
      return { type: event.type, data: UserGameTutorialCompletedV1.parse(event.data) };
    case 'UserGameTutorialReopened':
      return { type: event.type, data: UserGameTutorialReopenedV1.parse(event.data) };
    default:
      throw new Error(`not a user game event: ${event.type}`);
  }
}

export type SetTutorialCompletion = {
  type: 'SetTutorialCompletion';
  data: { userId: string; shortCode: string; isTutorialCompleted: boolean; now: Date };
};

export interface UserGameState {
  version: number;
  isTutorialCompleted: boolean;
}

export const initialUserGameState = (): UserGameState => ({ version: 0, isTutorialCompleted: false });

/** Pure: an event only when the completion changes, so a repeated PUT writes nothing. */
export function decideUserGame(command: SetTutorialCompletion, state: UserGameState): UserGameEvent[] {
  const { isTutorialCompleted, now, userId, shortCode } = command.data;
  if (isTutorialCompleted === state.isTutorialCompleted) return [];
  const data = { userId, shortCode, at: now.toISOString() };
  return [isTutorialCompleted ? { type: 'UserGameTutorialCompleted', data } : { type: 'UserGameTutorialReopened', data }];
}

export function evolveUserGame(state: UserGameState, event: UserGameEvent): UserGameState {
  switch (event.type) {
    case 'UserGameTutorialCompleted':
      return { version: state.version + 1, isTutorialCompleted: true };
    case 'UserGameTutorialReopened':
      return { version: state.version + 1, isTutorialCompleted: false };
    default: {
      const unreachable: never = event;
      throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
    }
  }
}
