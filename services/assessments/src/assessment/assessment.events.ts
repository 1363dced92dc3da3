import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { AssessmentComputedV1, AssessmentNextStepGatheredV1 } from '../schemas.js';

export * from '../schemas.js';

/** Stream of one user's assessment of one period: `assessment-{userId}-{periodEnd}` — one assessment per user and period. */
export function assessmentStreamId(userId: string, periodEnd: string): string {
  return `assessment-${userId}-${periodEnd}`;
}
export const ASSESSMENT_STREAM_TYPE = 'assessment';

export const assessmentEvents = defineEvents({
  AssessmentComputed: { version: 1, schema: AssessmentComputedV1 },
});
export type AssessmentEvent = CatalogueEvent<typeof assessmentEvents>;

/** The assessments gather call of spec 3 §7 (a next step clicked), for analytics: stream `assessment-activity-{userId}`, expected version 'any'. */
export function assessmentActivityStreamId(userId: string): string {
  return `assessment-activity-${userId}`;
}
export const assessmentActivityEvents = defineEvents({
  AssessmentNextStepGathered: { version: 1, schema: AssessmentNextStepGatheredV1 },
});
export type AssessmentActivityEvent = CatalogueEvent<typeof assessmentActivityEvents>;
