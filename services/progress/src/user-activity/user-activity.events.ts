import { z } from 'zod';

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

export type UserActivityEvent =
  | { type: 'GameSettingsGathered'; data: z.infer<typeof GameSettingsGatheredV1> }
  | { type: 'GameViewed'; data: z.infer<typeof GameViewedV1> };

export const USER_ACTIVITY_EVENT_TYPES: readonly UserActivityEvent['type'][] = ['GameSettingsGathered', 'GameViewed'];
