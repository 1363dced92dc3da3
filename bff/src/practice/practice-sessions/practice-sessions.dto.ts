import { z } from 'zod';
import {
  DECISION_ACTIONS,
  GOAL_TYPES,
  INPUT_TYPES,
  PRACTICE_SESSION_TYPES,
  USER_CONTENT_TYPES,
} from '@impromptu/practice/rules';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const jsonObject = z.record(z.string(), z.unknown());

export const PracticeSessionSlugParamsSchema = z.object({
  practiceSessionSlug: z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(SLUG, 'must be a practice session slug: lowercase letters and digits separated by single hyphens')
    .meta({ example: 'three-words-one-story' }),
});

export const UserPracticeSessionParamsSchema = z.object({
  userPracticeSessionId: z.uuid('must be a user practice session id'),
});

export const PracticeGoalSchema = z.object({
  id: z.uuid(),
  index: z.number().int(),
  name: z.string(),
  type: z.enum(GOAL_TYPES),
  shortDescription: z.string(),
  longDescription: z.string(),
  instructionHeader: z.string(),
  instructionBody: z.string(),
  recapHeader: z.string(),
  recapBody: z.string(),
  gameShortCode: z.string(),
  settings: jsonObject.meta({
    description: 'totalDuration, totalRounds, speechDuration, currentWordSets, wordSetPositions',
  }),
  numberRetriesAllowed: z.number().int(),
  coachingTip: z.string().nullable(),
  metadata: jsonObject.meta({
    description: 'timedPrompts: the coaching tips of Snow Globe and Timer, { at, text, durationSeconds? }',
  }),
});

const CtaCountsSchema = z.object({ elementIndexCount: z.number().int(), gameIndexCount: z.number().int() });

export const PracticeContentSchema = z.object({
  type: z.string().nullable().meta({
    description:
      'INTRODUCTION, CONCLUSION, INSTRUCTION, INSTRUCTION_UNTIMED, DECISION or DISCUSSION; null reads as an instruction',
  }),
  header: z.string(),
  subHeader: z.string().nullable(),
  body: z.string(),
  coachingTip: z.string().nullable(),
  examples: z.array(z.string()),
  primaryCtaType: z.enum(DECISION_ACTIONS).nullable(),
  primaryCtaText: z.string().nullable(),
  secondaryCtaType: z.enum(DECISION_ACTIONS).nullable(),
  secondaryCtaText: z.string().nullable(),
  ctaMetadata: z.object({ primary: CtaCountsSchema.optional(), secondary: CtaCountsSchema.optional() }),
  videoUrl: z.string().nullable(),
  additionalResources: z.array(jsonObject),
  timerSpeed: z.enum(['EXTRA_SLOW', 'SLOW', 'MEDIUM', 'FAST']).nullable(),
  metadata: jsonObject.meta({ description: 'slideDuration (seconds) overrides the timer speed' }),
});

export const PracticeInputSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(INPUT_TYPES),
  index: z.number().int(),
  nextKey: z.string().nullable(),
  previousKey: z.string().nullable(),
  minWords: z.number().int().nullable(),
  maxWords: z.number().int().nullable(),
});

export const PracticeInputElementSchema = z.object({
  header: z.string(),
  body: z.string(),
  coachingTip: z.string().nullable(),
  primaryCtaText: z.string().nullable(),
  inputs: z.array(PracticeInputSchema),
});

export const PracticeElementSchema = z.object({
  index: z.number().int(),
  numberRetriesAllowed: z.number().int().meta({ description: "The element's allowance, else its goal's, else 0" }),
  displayedUserContentsOverrides: z.array(z.enum(USER_CONTENT_TYPES)).nullable(),
  goal: PracticeGoalSchema.nullable(),
  content: PracticeContentSchema.nullable(),
  input: PracticeInputElementSchema.nullable(),
});

export const UserContentSchema = z.object({
  key: z.string(),
  type: z.enum(USER_CONTENT_TYPES),
  label: z.string(),
  text: z.string(),
  index: z.number().int(),
  nextKey: z.string().nullable(),
  previousKey: z.string().nullable(),
});

export const PracticeSessionSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    summary: z.array(z.object({ text: z.string() })),
    estimatedDuration: z.string(),
    type: z.enum(PRACTICE_SESSION_TYPES),
    displayedUserContents: z.array(z.enum(USER_CONTENT_TYPES)),
    scheduledDate: z.iso
      .date()
      .nullable()
      .meta({ description: "Today's Practice: today in the user's time zone; null for a named session" }),
    elements: z.array(PracticeElementSchema),
    goals: z.array(PracticeGoalSchema),
    userContents: z
      .array(UserContentSchema)
      .meta({ description: "The user's contents of the types the session or its elements display" }),
  })
  .meta({ id: 'PracticeSession' });

export const StartUserPracticeSessionBodySchema = z
  .object({
    daily: z
      .boolean()
      .meta({ description: "Started from Today's Practice: the session is recorded for today when it is today's" }),
  })
  .meta({ id: 'StartUserPracticeSession' });

export const UserPracticeSessionStartedSchema = z
  .object({ userPracticeSessionId: z.uuid() })
  .meta({ id: 'UserPracticeSessionStarted' });

const count = z.number().int().min(0).max(1_000);

export const PracticeMoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('GO_TO'), elementIndex: count, gameIndex: count }),
  z.object({
    type: z.literal('DECISION'),
    action: z.enum(DECISION_ACTIONS),
    elementIndexCount: count,
    gameIndexCount: count,
  }),
]);

export const PracticeOutcomeBodySchema = z.object({
  goals: z
    .array(
      z.object({
        index: count,
        name: z.string().max(200),
        gameShortCode: z.string().max(50),
        type: z.enum(GOAL_TYPES),
        progress: z.number().min(0).max(100_000),
      }),
    )
    .max(100),
  inputs: z
    .array(
      z.object({
        key: z.string().max(100),
        type: z.enum(USER_CONTENT_TYPES),
        label: z.string().max(200),
        text: z.string().max(5_000),
      }),
    )
    .max(100),
});

export const RecordPracticeProgressBodySchema = z
  .object({
    idempotencyKey: z
      .uuid('must be a UUID, new for each move')
      .meta({ description: 'Sent again unchanged when the request is retried' }),
    move: PracticeMoveSchema.meta({
      description: 'GO_TO a position (arrows, Continue, input steps, a game’s end) or a DECISION button',
    }),
    outcome: PracticeOutcomeBodySchema.meta({
      description: 'Spec 2 §7: the goals and inputs with their progress, as the learner has them now',
    }),
  })
  .meta({ id: 'RecordPracticeProgress' });

export const UsePracticeRetryBodySchema = z
  .object({ idempotencyKey: z.uuid('must be a UUID, new for each retry'), elementIndex: count })
  .meta({ id: 'UsePracticeRetry' });

export const UserPracticeSessionProgressSchema = z
  .object({
    userPracticeSessionId: z.uuid(),
    elementIndex: z.number().int(),
    gameIndex: z.number().int(),
    status: z.enum(['STARTED', 'COMPLETED']),
    retriesUsed: z.record(z.string(), z.number().int()).meta({ description: 'Retries used, by element index' }),
  })
  .meta({ id: 'UserPracticeSessionProgress' });

export const UserPracticeSessionSchema = UserPracticeSessionProgressSchema.extend({
  outcome: PracticeOutcomeBodySchema.meta({
    description: 'The goals and inputs with their progress, as last recorded',
  }),
}).meta({
  id: 'UserPracticeSession',
  description: 'Where the learner is in a practice session they started: what a reload of the practice resumes',
});

export const PracticeGatherBodySchema = z
  .object({
    percentageCompleted: z.number().int().min(0).max(100),
    wasCompleted: z.boolean(),
    scheduledDate: z.iso.date().nullable(),
  })
  .meta({
    id: 'GatherPracticeSession',
    description: 'Spec 2 §7 practice gather: name, type and user are known to the BFF',
  });

export type PracticeSessionSlugParams = z.infer<typeof PracticeSessionSlugParamsSchema>;
export type UserPracticeSessionParams = z.infer<typeof UserPracticeSessionParamsSchema>;
export type UserPracticeSessionDto = z.infer<typeof UserPracticeSessionSchema>;
export type PracticeSessionDto = z.infer<typeof PracticeSessionSchema>;
export type PracticeElementDto = z.infer<typeof PracticeElementSchema>;
export type PracticeContentDto = z.infer<typeof PracticeContentSchema>;
export type StartUserPracticeSessionBody = z.infer<typeof StartUserPracticeSessionBodySchema>;
export type UserPracticeSessionStartedDto = z.infer<typeof UserPracticeSessionStartedSchema>;
export type RecordPracticeProgressBody = z.infer<typeof RecordPracticeProgressBodySchema>;
export type UsePracticeRetryBody = z.infer<typeof UsePracticeRetryBodySchema>;
export type UserPracticeSessionProgressDto = z.infer<typeof UserPracticeSessionProgressSchema>;
export type PracticeGatherBody = z.infer<typeof PracticeGatherBodySchema>;

export const TodaysPracticeStatusSchema = z
  .object({
    scheduledDate: z.iso.date().meta({ description: "Today in the user's time zone" }),
    completed: z.boolean().meta({ description: "Whether a Today's Practice of that day was played to its end" }),
  })
  .meta({ id: 'TodaysPracticeStatus' });
export type TodaysPracticeStatusDto = z.infer<typeof TodaysPracticeStatusSchema>;
