import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';

/**
 * What a user looked at, recorded for analytics (spec 1 §4 game sequence analytics): one stream per
 * user, `user-activity-{userId}`, appended with expected version 'any' (no invariant to guard).
 */
export function userActivityStreamId(userId: string): string {
  return `user-activity-${userId}`;
}

/** The gather call: the game settings whenever the current game sequence changes. */
export const GameSettingsGatheredV1 = z.object({
  userId: z.uuid(),
  shortCode: z.string(),
  settings: z.record(z.string(), z.unknown()),
  gatheredAt: z.iso.datetime({ offset: true }),
});

/** The 'Game Viewed' analytics event with gameShortCode. */
export const GameViewedV1 = z.object({
  userId: z.uuid(),
  gameShortCode: z.string(),
  viewedAt: z.iso.datetime({ offset: true }),
});

export const userActivityEvents = defineEvents({
  GameSettingsGathered: { version: 1, schema: GameSettingsGatheredV1 },
  GameViewed: { version: 1, schema: GameViewedV1 },
});

export type UserActivityEvent = CatalogueEvent<typeof userActivityEvents>;
