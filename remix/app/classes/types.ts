import type {
  ClassBannerSchema,
  CohortDashboardSchema,
  RegistrationListSchema,
  ScheduledClassSchema,
} from '@impromptu/bff/contracts';
import type { z } from 'zod';

type ScheduledClassRead = z.output<typeof ScheduledClassSchema>;
/**
 * A class as the lists, cards and the class dialog show it (ADR 0043, addendum 2): the BFF's class less what no screen
 * reads (its privacy level, ended flag, the event's id, slug, type, plans and image), so loader data carries less.
 */
export type ScheduledClass = Omit<ScheduledClassRead, 'hasEnded' | 'privacyLevel' | 'event'> & {
  event: Pick<ScheduledClassRead['event'], 'name' | 'shortDescription' | 'longDescription'>;
};

export function scheduledClassView(read: ScheduledClassRead): ScheduledClass {
  const { hasEnded: _hasEnded, privacyLevel: _privacyLevel, event, ...shown } = read;
  return {
    ...shown,
    event: { name: event.name, shortDescription: event.shortDescription, longDescription: event.longDescription },
  };
}
export type RegistrationList = z.output<typeof RegistrationListSchema>;
export type ClassBanner = z.output<typeof ClassBannerSchema>;
export type CohortDashboard = z.output<typeof CohortDashboardSchema>;

type Leaderboard = CohortDashboard['leaderboard'];
/** A leaderboard row as the lists show it: rank, name, points, the user's own marked (no user id or picture). */
export type LeaderboardEntryView = Pick<Leaderboard['entries'][number], 'rank' | 'name' | 'totalPoints' | 'isMe'>;
export type LeaderboardView = Omit<Leaderboard, 'entries'> & { entries: LeaderboardEntryView[] };
/** The cohort dashboard as the page shows it (ADR 0043, addendum 2): the loader sends this, not the whole read. */
export type CohortDashboardView = Omit<CohortDashboard, 'leaderboard'> & { leaderboard: LeaderboardView };

export function cohortDashboardView(dashboard: CohortDashboard): CohortDashboardView {
  const { leaderboard } = dashboard;
  return {
    ...dashboard,
    leaderboard: {
      ...leaderboard,
      entries: leaderboard.entries.map(({ rank, name, totalPoints, isMe }) => ({ rank, name, totalPoints, isMe })),
    },
  };
}
