import { z } from 'zod';
import { PROFILE_FIELDS, WIZARD_TYPES } from '@impromptu/assessments/schemas';

const text = (max: number) =>
  z.string().trim().min(1, 'This field is required.').max(max, `must be at most ${max} characters`);

export const WizardQuerySchema = z.object({
  type: z
    .enum([...WIZARD_TYPES, 'goals'])
    .default('start')
    .meta({ description: 'The wizard of spec 3 §2.3, or goals for /games/shape-goals' }),
});

export const TraitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  questionSet: z.string(),
  type: z.string(),
  metadata: z.object({
    category: z.string(),
    question: z.string(),
    choices: z.array(z.string()).optional(),
    has_other: z.boolean().optional(),
    explain_why: z.boolean().optional(),
  }),
});

const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const WizardSchema = z.object({
  type: z.string(),
  /** Spec 3 §4.2: the first page is skipped when the user already has gender in metadata. */
  profileRequired: z.boolean(),
  profile: z.object({ firstName: z.string(), lastName: z.string() }),
  /** Whether the learner has a snapshot: the goals form is answered onto the latest one (spec 3 §4.2). */
  hasSnapshot: z.boolean(),
  options: z.object(
    Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.array(OptionSchema)])) as Record<
      (typeof PROFILE_FIELDS)[number],
      z.ZodArray<typeof OptionSchema>
    >,
  ),
  traits: z.array(TraitSchema),
});

/** An option list's answer, optional: an empty choice is no answer (spec 3 §5 requires only the four text fields). */
const optionalChoice = z
  .string()
  .max(100)
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

/** What a learner tells about themselves besides their name: school, benefit and the option lists' answers. */
const profileDetails = {
  school: text(200),
  benefit: text(500),
  ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, optionalChoice])) as Record<
    (typeof PROFILE_FIELDS)[number],
    typeof optionalChoice
  >),
};

/**
 * The Shape wizard's first page (spec 3 §5): first name, last name, school and benefit are required; the option lists
 * are optional (an empty choice is no answer), each answer given one of its list's values (checked by the service).
 */
export const ProfileAnswersSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  ...profileDetails,
});

/** Settings → Details (/games/user/settings/details): what the learner told about themselves on the Shape wizard's first page. */
export const ProfileDetailsBodySchema = z.object(profileDetails).meta({ id: 'ProfileDetailsBody' });

export const ProfileDetailsSchema = z
  .object({
    details: z.record(z.string(), z.string()).meta({ description: 'school, benefit and the option answers given' }),
    options: WizardSchema.shape.options,
  })
  .meta({ id: 'ProfileDetails' });

export const AnswerSchema = z.object({
  traitId: z.uuid(),
  rating: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be from 0 to 10')
    .max(10, 'must be from 0 to 10')
    .nullable()
    .optional(),
  text: z.string().max(2000).nullable().optional(),
  choices: z.array(z.string().max(200)).max(50).optional(),
  other: z.string().max(200).nullable().optional(),
});

export const TakeSnapshotBodySchema = z.object({
  idempotencyKey: z.uuid('must be a UUID, new for each submission'),
  type: z.enum(WIZARD_TYPES),
  profile: ProfileAnswersSchema.optional(),
  answers: z.array(AnswerSchema).max(100),
});

export const AddGoalsBodySchema = z.object({
  idempotencyKey: z.uuid('must be a UUID, new for each submission'),
  answers: z.array(AnswerSchema).min(1).max(20),
});

export const SnapshotTakenSchema = z.object({ snapshotId: z.uuid() });

export const UserParamsSchema = z.object({ userId: z.uuid('must be a user id') });

export const SnapshotSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  wizardType: z.string(),
  createdAt: z.string(),
  scorePercentage: z.number().nullable(),
  categories: z.record(z.string(), z.number()),
  traits: z.array(
    z.object({
      traitId: z.string(),
      name: z.string(),
      type: z.string(),
      category: z.string(),
      rating: z.number().nullable(),
      comment: z.string().nullable(),
    }),
  ),
});

export const ShapeHistorySchema = z.object({
  user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  snapshots: z.array(SnapshotSchema),
});

export const PodMemberSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  groupNames: z.array(z.string()),
  scorePercentage: z.number().nullable(),
  snapshotCount: z.number().int(),
  /** Spec 3 §2.7: the history link shows when the member has gender in metadata. */
  hasProfile: z.boolean(),
});
export const PodOverviewSchema = z.object({ members: z.array(PodMemberSchema) });

export const ShapeStatusSchema = z.object({ snapshotCount: z.number().int(), mustStartPrivateCoaching: z.boolean() });

export type WizardQuery = z.infer<typeof WizardQuerySchema>;
export type WizardDto = z.infer<typeof WizardSchema>;
export type TakeSnapshotBody = z.infer<typeof TakeSnapshotBodySchema>;
export type AddGoalsBody = z.infer<typeof AddGoalsBodySchema>;
export type SnapshotTakenDto = z.infer<typeof SnapshotTakenSchema>;
export type UserParams = z.infer<typeof UserParamsSchema>;
export type ShapeHistoryDto = z.infer<typeof ShapeHistorySchema>;
export type PodOverviewDto = z.infer<typeof PodOverviewSchema>;
export type ShapeStatusDto = z.infer<typeof ShapeStatusSchema>;

export type ProfileDetailsBody = z.infer<typeof ProfileDetailsBodySchema>;
export type ProfileDetailsDto = z.infer<typeof ProfileDetailsSchema>;
