const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar day (YYYY-MM-DD) of an instant in an IANA time zone. A zone this runtime does not
 * know counts as UTC, so a projection never stalls on one bad event.
 */
export function localDay(instant: Date | string, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  try {
    return formatterFor(timeZone).format(date);
  } catch {
    return formatterFor('UTC').format(date);
  }
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

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
