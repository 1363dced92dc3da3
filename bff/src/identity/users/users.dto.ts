import { z } from 'zod';
import { PLAN_CODES, USER_TYPES, type PlanCode } from '@impromptu/access';
import { isIanaTimeZone } from './time-zone.js';

const NAME_MAX = 100;

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    .refine((name) => !/[\u0000-\u001f\u007f]/u.test(name), `${label} must not contain control characters`);

export const UpdateProfileBodySchema = z
  .object({
    firstName: personName('First name').meta({ example: 'Ada' }),
    lastName: personName('Last name').meta({ example: 'Lovelace' }),
  })
  .meta({ id: 'UpdateProfile' });

export const UserIdParamsSchema = z.object({
  id: z.uuid('must be a user id').meta({ description: 'The id of the signed-in user' }),
});

export const UNKNOWN_TIME_ZONE = 'Unknown time zone';

export const UpdateTimeZoneBodySchema = z
  .object({
    iana_time_zone: z
      .string()
      .trim()
      .refine((name) => name.length <= 64 && isIanaTimeZone(name), UNKNOWN_TIME_ZONE)
      .meta({ description: "The browser's IANA time zone", example: 'Europe/Paris' }),
  })
  .meta({ id: 'UpdateTimeZone' });

export const TimeZoneSchema = z.object({ ianaTimeZone: z.string() }).meta({ id: 'TimeZone' });

const PlanCodeSchema = z.enum(PLAN_CODES as readonly [PlanCode, ...PlanCode[]]).nullable();

const FeatureAccessSchema = z.object({
  available: z.boolean(),
  usedUp: z.boolean().meta({ description: 'end_count is 0' }),
  startCount: z.number().int().nullable(),
  endCount: z.number().int().nullable(),
});

export const UserProfileSchema = z
  .object({
    user: z.object({
      id: z.uuid(),
      auth0Id: z.string().nullable(),
      signsInWithPassword: z.boolean().meta({
        description: 'Whether the account has a password (else it signs in only through an identity provider)',
      }),
      updatedAt: z.string(),
      email: z.string(),
      emailVerified: z.boolean().meta({ description: 'Whether the address was confirmed (a link or an invitation)' }),
      firstName: z.string(),
      lastName: z.string(),
      type: z.enum(USER_TYPES),
      level: z.string().nullable(),
      preferredGame: z.string().nullable(),
      currentDailyStreak: z.number().int(),
      picture: z.string().nullable(),
      metadata: z.record(z.string(), z.unknown()),
      ianaTimeZone: z.string(),
      plan: PlanCodeSchema.meta({ description: 'The own plan field (spec 1 names)' }),
    }),
    plan: PlanCodeSchema.meta({ description: 'The current plan, resolved as spec 1 §4 says' }),
    isPlanPaused: z.boolean(),
    subscription: z
      .object({
        id: z
          .string()
          .meta({ description: "The payment provider's subscription id (spec 3 §3 User stripe.subscription_id)" }),
        plan: PlanCodeSchema.meta({ description: 'The plan it pays for (spec 1 names)' }),
        period: z.enum(['monthly', 'annually']).nullable(),
        status: z.string().meta({ description: "The provider's status: active, trialing, past_due…" }),
        isPaused: z.boolean(),
        isTrial: z.boolean(),
        currentPeriodEnd: z.string().nullable(),
        cancelAt: z.string().nullable().meta({ description: 'When a scheduled cancellation takes effect' }),
        discount: z.string().nullable().meta({ description: "The coupon's name" }),
      })
      .nullable()
      .meta({
        description: "The profile's subscription object (spec 1 §3): the user's live payment subscription, or null",
      }),
    subscriptions: z.array(
      z.object({
        id: z.uuid(),
        type: z.string(),
        status: z.string(),
        startDate: z.string(),
        endDate: z.string().nullable(),
      }),
    ),
    groups: z.array(
      z.object({
        id: z.uuid(),
        role: z.string().nullable(),
        group: z.object({
          id: z.uuid(),
          name: z.string(),
          type: z.string(),
          admin: z.string().nullable(),
          description: z.string(),
          status: z.string(),
          classRegistrationUrl: z.string().nullable(),
          hasCurriculum: z.boolean(),
        }),
      }),
    ),
    flags: z.object({
      isFundamentalsStudent: z.boolean(),
      isActiveFundamentalsStudent: z.boolean(),
      isCorporateFundamentalsStudent: z.boolean(),
    }),
    features: z.record(z.string(), FeatureAccessSchema),
    navigation: z.object({
      home: z.literal(true),
      classes: z.literal(true),
      cohorts: z.boolean(),
      assessments: z.boolean(),
      games: z.literal(true),
      courses: z.boolean(),
      virtualCoach: z.boolean(),
      admin: z.boolean(),
      bots: z.boolean(),
    }),
    gameUsers: z.array(z.unknown()),
    userGames: z.array(z.unknown()),
    assessments: z.array(z.unknown()),
    userScheduledEvents: z.array(z.object({ id: z.uuid(), status: z.string(), type: z.string() })),
  })
  .meta({ id: 'UserProfile', description: 'The FetchUsers profile of spec 1 §7' });

export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
export type UserIdParams = z.infer<typeof UserIdParamsSchema>;
export type UpdateTimeZoneBody = z.infer<typeof UpdateTimeZoneBodySchema>;
export type TimeZoneDto = z.infer<typeof TimeZoneSchema>;
export type UserProfileDto = z.infer<typeof UserProfileSchema>;
