import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { PRACTICE_SESSION_TYPES } from '../rules/elements.js';

/**
 * The practice gather call of spec 2 §7, recorded for analytics: one stream per user,
 * `practice-activity-{userId}`, appended with expected version 'any' (no invariant to guard).
 */
export function practiceActivityStreamId(userId: string): string {
  return `practice-activity-${userId}`;
}

export const PracticeSessionGatheredV1 = z.object({
  userId: z.uuid(),
  practiceSessionSlug: z.string(),
  practiceSessionName: z.string(),
  practiceSessionType: z.enum(PRACTICE_SESSION_TYPES),
  percentageCompleted: z.number().int().min(0).max(100),
  scheduledDate: z.iso.date().nullable(),
  wasCompleted: z.boolean(),
  gatheredAt: z.iso.datetime({ offset: true }),
});

export const practiceActivityEvents = defineEvents({
  PracticeSessionGathered: { version: 1, schema: PracticeSessionGatheredV1 },
});

export type PracticeActivityEvent = CatalogueEvent<typeof practiceActivityEvents>;
