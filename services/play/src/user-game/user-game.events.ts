import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';

/** One stream per user and game: `user-game-{userId}-{shortCode}` (its stream type is given explicitly: short codes hold hyphens). */
export function userGameStreamId(userId: string, shortCode: string): string {
  return `user-game-${userId}-${shortCode}`;
}

export const USER_GAME_STREAM_TYPE = 'user-game';

const TutorialChangeV1 = z.object({ userId: z.uuid(), shortCode: z.string(), at: z.iso.datetime({ offset: true }) });

export const UserGameTutorialCompletedV1 = TutorialChangeV1;
/** COMPLETE can be undone (PUT isTutorialCompleted false): the tutorial then shows again. */
export const UserGameTutorialReopenedV1 = TutorialChangeV1;

export const userGameEvents = defineEvents({
  UserGameTutorialCompleted: { version: 1, schema: UserGameTutorialCompletedV1 },
  UserGameTutorialReopened: { version: 1, schema: UserGameTutorialReopenedV1 },
});

export type UserGameEvent = CatalogueEvent<typeof userGameEvents>;
