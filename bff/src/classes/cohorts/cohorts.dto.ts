import { z } from 'zod';

export const NO_ACTIVE_COHORT = 'You have no active cohort with a curriculum (404).';
export const GROUP_NOT_FOUND = 'Group not found (404): you are not a member of this group.';

export const CURRICULUM_ELEMENT_TYPES = [
  'OVERVIEW',
  'PREWORK_MODULES',
  'CLASS_MODULES',
  'HOMEWORK_MODULES',
  'RESOURCES',
  'TENETS',
] as const;

export const CohortQuerySchema = z.object({
  groupId: z
    .uuid('must be a group id (a UUID)')
    .optional()
    .meta({ description: 'The group to show; the first active cohort group when absent' }),
});

export const LeaderboardEntrySchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  picture: z.string().nullable(),
  totalPoints: z.number().int(),
  rank: z.number().int(),
  isMe: z.boolean(),
});

const LeaderboardSchema = z.object({
  period: z.enum(['daily', 'weekly']),
  /** The day (YYYY-MM-DD) or the week's Monday. */
  key: z.string(),
  entries: z
    .array(LeaderboardEntrySchema)
    .meta({ description: 'Ranked members; users of type COACH are never ranked' }),
});

export const SessionSchema = z.object({
  scheduledEventId: z.uuid(),
  name: z.string(),
  type: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  isLive: z.boolean(),
  registrationType: z.enum(['ATTENDEE', 'HOST']),
});

export const CohortDashboardSchema = z
  .object({
    groups: z
      .array(z.object({ id: z.uuid(), name: z.string(), type: z.string() }))
      .meta({ description: 'The group selector: the user’s ACTIVE groups with a curriculum' }),
    group: z.object({ id: z.uuid(), name: z.string(), type: z.string(), description: z.string() }),
    curriculum: z.object({
      name: z.string(),
      type: z.string().nullable(),
      communityUrl: z.string().nullable(),
      activeWeek: z.number().int(),
      weeks: z.array(
        z.object({
          week: z.number().int(),
          name: z.string(),
          theme: z.string(),
          isUnlocked: z.boolean(),
          sections: z.array(
            z.object({
              type: z.enum(CURRICULUM_ELEMENT_TYPES),
              elements: z.array(
                z.object({ id: z.uuid(), title: z.string(), body: z.string(), url: z.string().nullable() }),
              ),
            }),
          ),
        }),
      ),
    }),
    leaderboard: LeaderboardSchema,
    upcomingSessions: z.array(SessionSchema).meta({ description: 'At most 5 (spec 3 §9)' }),
    onboarding: z.object({
      open: z
        .boolean()
        .meta({ description: 'Spec 3 §4.9: TEMPORARY_ONBOARDING available, start_count 0 and end_count not 1' }),
    }),
    timeZone: z.string(),
  })
  .meta({ id: 'CohortDashboard' });

export const LeaderboardQuerySchema = z.object({
  groupId: z.uuid('must be a group id (a UUID)').optional(),
  period: z.enum(['daily', 'weekly'], 'must be daily or weekly').default('weekly'),
});

export const LeaderboardPageSchema = z
  .object({
    groups: z.array(z.object({ id: z.uuid(), name: z.string(), type: z.string() })),
    groupId: z.uuid().nullable(),
    leaderboard: LeaderboardSchema.nullable(),
  })
  .meta({ id: 'LeaderboardPage' });

export const GroupListSchema = z
  .object({
    groups: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        type: z.string(),
        status: z.string(),
        description: z.string(),
        role: z.string().nullable(),
        hasCurriculum: z.boolean(),
        members: z.array(
          z.object({ userId: z.uuid(), name: z.string(), type: z.string(), role: z.string().nullable() }),
        ),
      }),
    ),
  })
  .meta({ id: 'GroupList' });

export const OnboardingBodySchema = z
  .object({
    action: z
      .enum(['close', 'submit'], 'must be close or submit')
      .meta({ description: 'Closing counts a start; submitting counts a start and an end (spec 3 §4.9)' }),
    answers: z
      .object({
        goal: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
        experience: z.enum(['new', 'some', 'regular'], 'must be new, some or regular'),
      })
      .optional(),
  })
  .refine((body) => body.action === 'close' || body.answers !== undefined, {
    message: 'are required to submit',
    path: ['answers'],
  });

export const OnboardingStateSchema = z
  .object({ startCount: z.number().int(), endCount: z.number().int().nullable(), open: z.boolean() })
  .meta({ id: 'OnboardingState' });

export type CohortQuery = z.infer<typeof CohortQuerySchema>;
export type CohortDashboard = z.infer<typeof CohortDashboardSchema>;
export type LeaderboardQuery = z.output<typeof LeaderboardQuerySchema>;
export type LeaderboardPage = z.infer<typeof LeaderboardPageSchema>;
export type GroupList = z.infer<typeof GroupListSchema>;
export type OnboardingBody = z.infer<typeof OnboardingBodySchema>;
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;
