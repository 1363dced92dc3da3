import { localDay, previousDay } from '@impromptu/kernel';

/**
 * The streak shown now: the run of consecutive active days ending on the last active day, which
 * still counts when that day is today or yesterday in the user's zone (today may not be played yet).
 */
export function currentDailyStreak(
  stored: { streak: number; lastActiveDay: string | null } | null,
  today: string,
): number {
  if (!stored || stored.lastActiveDay === null) return 0;
  return stored.lastActiveDay === today || stored.lastActiveDay === previousDay(today) ? stored.streak : 0;
}

/**
 * The streak a user is shown now: the run projected from their rounds when there is one, else the
 * stored column (streaks carried over from before rounds were events). One rule for every reader.
 */
export function streakShownNow(
  projected: { streak: number; lastActiveDay: string } | null,
  storedColumn: number,
  now: Date,
  timeZone: string,
): number {
  return projected ? currentDailyStreak(projected, localDay(now, timeZone)) : storedColumn;
}
