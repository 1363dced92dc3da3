import { z } from 'zod';

/**
 * The zod schemas of assessments and feedback, with no event-store or database import: the BFF's
 * contracts and the web app read them through `@impromptu/assessments/schemas`.
 */

/** The wizards of spec 3 §2.3, by their `type` query value. */
export const WIZARD_TYPES = [
  'start',
  'mid',
  'end',
  'short_end',
  'private_coaching_start',
  'fundamentals_start_context',
] as const;
export type WizardType = (typeof WIZARD_TYPES)[number];

/** The fields of the wizard's first page that are chosen from a list (spec 3 §3 user metadata). */
export const PROFILE_FIELDS = [
  'gender',
  'age',
  'education',
  'role',
  'expertise',
  'industry',
  'referral',
  'country',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Spec 3 §3 achievement ids. */
export const ACHIEVEMENTS = [
  'GAMES_COMPLETED',
  'SELF_PACED_COURSES_COMPLETED',
  'FUNDAMENTALS_L1',
  'PROFESSIONAL_L1',
] as const;
export type Achievement = (typeof ACHIEVEMENTS)[number];
export const SPEEDS = ['slow', 'medium', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];

const QualitySchema = z.object({ name: z.string(), label: z.string(), emoji: z.string() });

export const AssessmentTraitSchema = z.object({
  label: z.string(),
  description: z.string(),
  grade: z.number().min(0).max(1).nullable(),
  percentile: z.number().min(0).max(1).nullable(),
  strengths: z.array(QualitySchema),
  weaknesses: z.array(QualitySchema),
});

/** Spec 3 §3 next-step recommendation data. */
export const RecommendationSchema = z.object({
  heroiconName: z.string(),
  title: z.string(),
  action: z.string(),
  actionType: z.enum(['internal_link', 'external_link']),
  tooltip: z.string(),
  isDisabled: z.boolean(),
});

export const NextStepSchema = z.object({
  id: z.string(),
  speed: z.enum(SPEEDS),
  name: z.string(),
  recommendationData: RecommendationSchema,
});

/** What the progress sources measured for the user (null: the source has nothing for them). */
export const FiguresSchema = z.object({
  gamesCompleted: z.number().int().min(0),
  rounds: z.number().int().min(0),
  activeDays: z.number().int().min(0),
  speakingSeconds: z.number().min(0),
  speakingShare: z.number().min(0).max(1).nullable(),
  streak: z.number().int().min(0),
  practiceCompleted: z.number().int().min(0),
  coursesCompleted: z.number().int().min(0),
  shapeScore: z.number().min(0).max(100).nullable(),
});

export const AssessmentComputedV1 = z.object({
  assessmentId: z.uuid(),
  userId: z.uuid(),
  assessmentType: z.string(),
  timePeriod: z.literal('MONTH'),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  figures: FiguresSchema,
  traits: z.record(z.string(), AssessmentTraitSchema),
  averageGrade: z.number().min(0).max(1),
  overallPercentile: z.number().min(0).max(1),
  achievements: z.array(z.enum(ACHIEVEMENTS)),
  nextSteps: z.array(NextStepSchema),
  summary: z.object({ text: z.string(), writtenBy: z.enum(['language-model', 'figures']) }),
  computedAt: z.iso.datetime({ offset: true }),
});

export const AssessmentNextStepGatheredV1 = z.object({
  assessmentId: z.uuid(),
  userId: z.uuid(),
  overallPercentile: z.number().min(0).max(1),
  nextStepActionTitle: z.string(),
  nextStepActionIntensity: z.enum(SPEEDS),
  gatheredAt: z.iso.datetime({ offset: true }),
});

export type AssessmentComputed = z.infer<typeof AssessmentComputedV1>;
export type Figures = z.infer<typeof FiguresSchema>;
export type NextStep = z.infer<typeof NextStepSchema>;
export type AssessmentTraitData = z.infer<typeof AssessmentTraitSchema>;

export const FEEDBACK_TYPES = ['SURVEY', 'AUTOMATIC_SNAPSHOT'] as const;
/** Spec 3 §9: the rating scale is 5 stars. */
export const STAR_MAX = 5;

/** Spec 3 §3 feedback metadata: the question asked, the rating, the follow-up and its answer, plus extras. */
export const FeedbackMetadataSchema = z
  .object({
    ratingQuestion: z.string().max(300).optional(),
    userRating: z.number().int().min(1).max(STAR_MAX).optional(),
    followUpQuestion: z.string().max(300).optional(),
    userFollowUpAnswer: z.string().max(2000).optional(),
  })
  .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null()]));
