import { z } from 'zod';
import { UserNotificationListSchema } from '../assessments/notifications/notifications.dto.js';
import { HomeClassesSchema } from '../classes/registrations/registrations.dto.js';
import { CourseCatalogueSchema } from '../courses/courses/courses.dto.js';
import { UserProfileSchema } from '../identity/users/users.dto.js';
import { GameListSchema } from '../play/games/games.dto.js';
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

export type ShellPageDto = z.output<typeof ShellPageSchema>;
export type HomePageDto = z.output<typeof HomePageSchema>;
