import { z } from 'zod';
import { AssessmentComputedV1, FeedbackMetadataSchema, SPEEDS } from '@impromptu/assessments/schemas';

export const AssessmentSchema = AssessmentComputedV1.extend({ id: z.uuid(), status: z.literal('LIVE') });
export const AssessmentListSchema = z.array(AssessmentSchema);

export const AssessmentParamsSchema = z.object({ assessmentId: z.uuid('must be an assessment id') });
/** Spec 3 §7 gather payload. */
export const GatherBodySchema = z.object({
  assessment_overall_percentile: z.number().min(0).max(1),
  next_step_action_title: z.string().trim().min(1).max(200),
  next_step_action_intensity: z.enum(SPEEDS),
});

export const RunAssessmentBodySchema = z.object({
  userId: z.uuid('must be a user id'),
  periodEnd: z.iso
    .date('must be a date (YYYY-MM-DD)')
    .optional()
    .meta({ description: 'Any day of the month to assess; default: last month' }),
});
export const RunAssessmentResultSchema = z.object({ computed: z.boolean(), assessment: AssessmentSchema.nullable() });

export const FeedbackBodySchema = z.object({
  featureId: z.string().trim().min(1).max(100),
  experimentId: z.string().trim().max(100).nullable().optional(),
  type: z.enum(['SURVEY', 'AUTOMATIC_SNAPSHOT']),
  metadata: FeedbackMetadataSchema,
});

export const FeedbackRecordSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  experimentId: z.string().nullable(),
  featureId: z.string(),
  type: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const FeedbackListSchema = z.array(FeedbackRecordSchema);

export type AssessmentDto = z.infer<typeof AssessmentSchema>;
export type AssessmentParams = z.infer<typeof AssessmentParamsSchema>;
export type GatherBody = z.infer<typeof GatherBodySchema>;
export type RunAssessmentBody = z.infer<typeof RunAssessmentBodySchema>;
export type RunAssessmentResult = z.infer<typeof RunAssessmentResultSchema>;
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;
export type FeedbackRecordDto = z.infer<typeof FeedbackRecordSchema>;
