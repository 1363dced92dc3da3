import { z } from 'zod';
import { USER_TYPES } from '@impromptu/access';

const FEATURES = [
  'ADMIN_ONLY',
  'VIRTUAL_COACH',
  'SELF_PACED_COURSES',
  'DAILY_PRACTICE',
  'CONTENT_COLLECTION',
  'TEMPORARY_ONBOARDING',
] as const;
const STORED_PLANS = ['free', 'trainings', 'legacy_trainings', 'coach', 'free_trainings', 'simulator'] as const;

/** A user of any type and plan, as an API test against a running BFF needs one. */
export const SeedUserBodySchema = z
  .object({
    email: z.email().max(254),
    password: z.string().min(8).max(200),
    firstName: z.string().trim().min(1).max(100).default('Sam'),
    lastName: z.string().trim().min(1).max(100).default('Speaker'),
    type: z.enum(USER_TYPES).default('LEARNER'),
    plan: z.enum(STORED_PLANS).nullable().default(null),
    timeZone: z.string().min(1).max(64).default('UTC'),
    preferredGame: z.string().max(64).nullable().default(null),
    currentDailyStreak: z.number().int().min(0).max(100_000).default(0),
    /** Features granted to the user itself (viewable, unlocked). */
    features: z.array(z.enum(FEATURES)).max(FEATURES.length).default([]),
    /** Also sign the user in: the answer carries a session token, as sign-in would give (e2e fixtures set it as the web cookie). */
    signIn: z.boolean().default(false),
  })
  .meta({ id: 'SeedUser' });

export const SeededUserSchema = z
  .object({
    id: z.uuid(),
    email: z.email(),
    token: z.string().optional().meta({ description: 'A session token, when signIn was asked for' }),
  })
  .meta({ id: 'SeededUser' });

export type SeedUserBody = z.output<typeof SeedUserBodySchema>;
export type SeededUser = z.infer<typeof SeededUserSchema>;
