import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { LESSONS } from '../rules/index.js';

/**
 * What the Virtual Coach reports beside its run, one stream per user (`virtual-coach-activity-{userId}`, appended with
 * expected version any): the gather call of spec 2 §7 and the offers the learner took up.
 */
export function virtualCoachActivityStreamId(userId: string): string {
  return `virtual-coach-activity-${userId}`;
}

const isoInstant = z.iso.datetime({ offset: true });

export const VirtualCoachGatheredV1 = z.object({
  userId: z.uuid(),
  lesson: z.enum(LESSONS).nullable(),
  numberLessonsSeen: z.number().int().min(0),
  totalReps: z.number().int().min(0),
  startConfidence: z.number().int().min(1).max(5).nullable(),
  endConfidence: z.number().int().min(1).max(5).nullable(),
  gatheredAt: isoInstant,
});

export const OfferEmailSignedUpV1 = z.object({
  userId: z.uuid(),
  offerId: z.string(),
  email: z.string(),
  signedUpAt: isoInstant,
});

export const virtualCoachActivityEvents = defineEvents({
  VirtualCoachGathered: { version: 1, schema: VirtualCoachGatheredV1 },
  OfferEmailSignedUp: { version: 1, schema: OfferEmailSignedUpV1 },
});

export type VirtualCoachActivityEvent = CatalogueEvent<typeof virtualCoachActivityEvents>;
