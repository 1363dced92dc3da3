import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { FEEDBACK_TYPES, FeedbackMetadataSchema } from '../schemas.js';

/** Stream of one user's feedback records: `feedback-{userId}` (expected version 'any': records only accumulate). */
export function feedbackStreamId(userId: string): string {
  return `feedback-${userId}`;
}

export const FeedbackRecordedV1 = z.object({
  feedbackId: z.uuid(),
  userId: z.uuid(),
  experimentId: z.string().max(100).nullable(),
  featureId: z.string().max(100),
  type: z.enum(FEEDBACK_TYPES),
  metadata: FeedbackMetadataSchema,
  recordedAt: z.iso.datetime({ offset: true }),
});

export type FeedbackRecorded = z.infer<typeof FeedbackRecordedV1>;
export const feedbackEvents = defineEvents({ FeedbackRecorded: { version: 1, schema: FeedbackRecordedV1 } });
export type FeedbackEvent = CatalogueEvent<typeof feedbackEvents>;
