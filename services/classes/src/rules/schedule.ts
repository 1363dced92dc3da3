/** What the time rules need of a scheduled event (spec 3 §3). */
export interface ClassWindow {
  startTime: Date;
  /** end_time when set; otherwise the class ends at start plus duration. */
  endTime: Date | null;
  durationSeconds: number;
  /** The scheduled_event.is_live flag: the class is held live (an operator clears it to take a class off). */
  isLive?: boolean;
}

/** When a class ends: its end_time, else its start plus its duration (spec 3 §4.4). */
export function classEnd(window: ClassWindow): Date {
  return window.endTime ?? new Date(window.startTime.getTime() + window.durationSeconds * 1000);
}

/** Live while now is inside the class window (spec 3 §4.5) and the class is held live. */
export function isClassLive(window: ClassWindow, now: Date): boolean {
  return (
    window.isLive !== false && window.startTime.getTime() <= now.getTime() && now.getTime() < classEnd(window).getTime()
  );
}

export function hasClassEnded(window: ClassWindow, now: Date): boolean {
  return now.getTime() >= classEnd(window).getTime();
}

/** Spec 3 §4.5 and §9: the banner shows a class as upcoming when it starts in 15 minutes or less. */
export const BANNER_UPCOMING_MS = 15 * 60 * 1000;
/** Spec 3 §9: the banner is recomputed every 60 s. */
export const BANNER_REFRESH_MS = 60 * 1000;
/** Spec 3 §4.9: registration lists refresh every 3 s when the live channel is down. */
export const REGISTRATION_POLL_MS = 3 * 1000;
/** Spec 3 §9: free live classes shown on Home. */
export const FREE_LIVE_CLASSES_SHOWN = 4;
/** Spec 3 §9: upcoming live classes request limit. */
export const UPCOMING_LIVE_CLASSES_LIMIT = 10;
/** Spec 3 §9: at most 5 upcoming sessions on the cohort dashboard. */
export const UPCOMING_SESSIONS_SHOWN = 5;
/** Spec 3 §9: the leaderboard card shows 3 entries collapsed. */
export const LEADERBOARD_COLLAPSED_ENTRIES = 3;

/**
 * When a class can be joined: from 15 minutes before its start — when the banner (spec 3 §4.5) starts calling it
 * upcoming — until it ends (issue 29 §10, ADR 0040). One rule for the banner, the event page's JOIN EVENT and the
 * BFF's join link.
 */
export function joinOpensAt(window: ClassWindow): Date {
  return new Date(window.startTime.getTime() - BANNER_UPCOMING_MS);
}

/** Inside the join window: from `joinOpensAt` until the class ends, for a class held live. */
export function isJoinOpen(window: ClassWindow, now: Date): boolean {
  return (
    window.isLive !== false &&
    joinOpensAt(window).getTime() <= now.getTime() &&
    now.getTime() < classEnd(window).getTime()
  );
}

export type BannerState = 'hidden' | 'upcoming' | 'live';

/**
 * Spec 3 §4.5: among the user's classes, live while now is inside a class window, upcoming when one
 * starts in 15 minutes or less, else hidden; the earliest matching class is used.
 */
export function classBanner<C extends ClassWindow>(
  classes: readonly C[],
  now: Date,
): { state: BannerState; class: C | null } {
  const matching = classes
    .filter((c) => isJoinOpen(c, now))
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const earliest = matching[0];
  if (!earliest) return { state: 'hidden', class: null };
  return { state: isClassLive(earliest, now) ? 'live' : 'upcoming', class: earliest };
}
