import { z } from 'zod';
import { UserNotificationListSchema } from '../assessments/notifications/notifications.dto.js';
import { CohortDashboardSchema } from '../classes/cohorts/cohorts.dto.js';
import {
  ClassBannerSchema,
  HomeClassesSchema,
  ScheduledClassListSchema,
} from '../classes/registrations/registrations.dto.js';
import { CourseCatalogueSchema } from '../courses/courses/courses.dto.js';
import { UserProfileSchema } from '../identity/users/users.dto.js';
import { GameListSchema } from '../play/games/games.dto.js';
import { ProgressPageSchema } from '../play/progress/progress.dto.js';
import { TodaysPracticeStatusSchema } from '../practice/practice-sessions/practice-sessions.dto.js';

/** What every /games page's shell reads: the profile, the notification banners and the private coaching check. */
export const ShellPageSchema = z
  .object({
    profile: UserProfileSchema,
    /** Unseen notifications for the banner strip; empty when they could not be read (the page still shows). */
    notifications: UserNotificationListSchema,
    /** Spec 3 §4.2: a member of a PRIVATE_COACHING_POD without a snapshot starts with the private coaching wizard. */
    mustStartPrivateCoaching: z.boolean(),
  })
  .meta({
    id: 'ShellPage',
    description: "The signed-in user's profile with the shell's notifications and private coaching check, in one read",
  });

/** What /games/home reads: its shell and its sections, in one read (ADR 0043). */
export const HomePageSchema = z
  .object({
    /** What /pages/shell answers: the page asks the BFF once. */
    shell: ShellPageSchema,
    games: GameListSchema,
    /** The catalogue, or null without SELF_PACED_COURSES. */
    courses: CourseCatalogueSchema.nullable(),
    /** The class lists, or null when the schedule could not be read (home leaves those sections out). */
    classes: HomeClassesSchema.nullable(),
    /** Today's Practice card's state, or null without DAILY_PRACTICE (a status that cannot be read: not completed). */
    dailyPractice: TodaysPracticeStatusSchema.nullable(),
  })
  .meta({
    id: 'HomePage',
    description: 'The shell, the games, the course catalogue and the class lists of the home page, in one read',
  });

/** What /games/class reads: its shell and the class list, in one read (ADR 0043 addendum). */
export const ClassViewSchema = z
  .object({
    shell: ShellPageSchema,
    /** What GET /events/scheduled answers, or null when it could not be read (the page then asks it alone). */
    classes: ScheduledClassListSchema.nullable(),
  })
  .meta({ id: 'ClassView', description: 'The shell and the class list of /games/class, in one read' });

/** What /games/course reads: its shell and the course catalogue, in one read (ADR 0043 addendum). */
export const CatalogueViewSchema = z
  .object({
    shell: ShellPageSchema,
    /** What GET /courses answers; null without SELF_PACED_COURSES or when it could not be read. */
    courses: CourseCatalogueSchema.nullable(),
  })
  .meta({ id: 'CatalogueView', description: 'The shell and the course catalogue of /games/course, in one read' });

/** What /games/progress reads: its shell and what GET /pages/progress answers, in one read (ADR 0043 addendum). */
export const ProgressViewSchema = z
  .object({
    shell: ShellPageSchema,
    /** What GET /pages/progress answers, or null when it could not be read (the page then asks it alone). */
    progress: ProgressPageSchema.nullable(),
  })
  .meta({ id: 'ProgressView', description: 'The shell and the figures of /games/progress, in one read' });

/** What /games/cohort reads: its shell, the cohort dashboard and the class banner, in one read (ADR 0043 addendum). */
export const CohortViewSchema = z
  .object({
    shell: ShellPageSchema,
    /**
     * What GET /cohorts/dashboard answers, or null when it answers an error (no active cohort: 404); the page then
     * asks it alone and answers as it always did.
     */
    cohort: CohortDashboardSchema.nullable(),
    /** What GET /classes/banner answers, or null when it could not be read (the page then asks it alone). */
    banner: ClassBannerSchema.nullable(),
  })
  .meta({ id: 'CohortView', description: 'The shell, the cohort dashboard and the class banner of /games/cohort' });

export type ShellPageDto = z.output<typeof ShellPageSchema>;
export type CohortViewDto = z.output<typeof CohortViewSchema>;
export type ClassViewDto = z.output<typeof ClassViewSchema>;
export type CatalogueViewDto = z.output<typeof CatalogueViewSchema>;
export type ProgressViewDto = z.output<typeof ProgressViewSchema>;
export type HomePageDto = z.output<typeof HomePageSchema>;
