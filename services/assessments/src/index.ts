import { z } from 'zod';
import type { BoundedContext, ContextJobs, JobDefinition, ViewsOf } from '@impromptu/event-store';
import { assessmentDecider } from './assessment/assessment.decider.js';
import { computeAssessments, monthEnding, previousMonth } from './assessment/compute.js';
import { summaryWriterFrom } from './assessment/summary.js';
import { assessmentProjection } from './projections/assessment/assessment.projection.js';
import { feedbackRecordProjection } from './projections/feedback-record/feedback-record.projection.js';
import { shapeSnapshotProjection } from './projections/shape-snapshot/shape-snapshot.projection.js';
import { snapshotDecider } from './snapshot/snapshot.decider.js';

const jobDefinitions = {
  /** Monthly: the assessment of the period ending `periodEnd` (default: last month) for everyone, or for one user. */
  'assessments.compute-month': {
    queue: 'assessments',
    payload: z.object({ periodEnd: z.iso.date().optional(), userId: z.uuid().optional() }),
    options: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  },
} as const satisfies Record<string, JobDefinition>;

/** At 03:00 UTC on the 1st of each month, last month's assessments (BullMQ job scheduler; idempotent per user and period). */
export const MONTHLY_ASSESSMENT_SCHEDULE = {
  name: 'assessments.compute-month',
  pattern: '0 3 1 * *',
  payload: {},
} as const;

const jobs: ContextJobs<typeof jobDefinitions> = {
  definitions: jobDefinitions,
  schedules: [MONTHLY_ASSESSMENT_SCHEDULE],
  createHandlers: ({ db, store }) => ({
    'assessments.compute-month': async (payload, ctx) => {
      const now = new Date();
      const period = payload.periodEnd ? monthEnding(payload.periodEnd) : previousMonth(now);
      const assessed = await computeAssessments(
        { db, store, summary: summaryWriterFrom(process.env) },
        { period, now, ...(payload.userId ? { userId: payload.userId } : {}) },
      );
      ctx.logger.info({ period, assessed: assessed.length }, 'assessments computed');
    },
  }),
};

/**
 * Assessments: shape snapshots (the self-assessment wizards and their history), monthly assessments
 * computed from the progress other contexts record, feedback records and notification activity.
 */
export const assessmentsContext = {
  name: 'assessments',
  deciders: { snapshot: snapshotDecider, assessment: assessmentDecider },
  projections: [shapeSnapshotProjection, assessmentProjection, feedbackRecordProjection],
  jobs,
} satisfies BoundedContext<typeof jobDefinitions>;

/** The views of this context's projections as Kysely sees them: `db.withTables<AssessmentsViews>()`. Read-only. */
export type AssessmentsViews = ViewsOf<
  typeof shapeSnapshotProjection | typeof assessmentProjection | typeof feedbackRecordProjection
>;

export { shapeSnapshotProjection, assessmentProjection, feedbackRecordProjection };
export * from './rules.js';
export * from './schemas.js';
export * from './snapshot/snapshot.events.js';
export * from './snapshot/snapshot.decider.js';
export * from './snapshot/answers.js';
export {
  assessmentStreamId,
  ASSESSMENT_STREAM_TYPE,
  assessmentEvents,
  assessmentActivityStreamId,
  assessmentActivityEvents,
  type AssessmentEvent,
  type AssessmentActivityEvent,
} from './assessment/assessment.events.js';
export * from './assessment/assessment.decider.js';
export * from './assessment/compute.js';
export * from './assessment/sources.js';
export * from './assessment/summary.js';
export {
  feedbackStreamId,
  FeedbackRecordedV1,
  feedbackEvents,
  type FeedbackRecorded,
  type FeedbackEvent,
} from './feedback/feedback.events.js';
export * from './notifications/notification.events.js';
export * from './traits/profile-options.js';
export { seedDemoAssessments } from './demo.js';
