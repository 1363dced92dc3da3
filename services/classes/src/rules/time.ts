import { formatInZone, listOf, localDay, plural, zoneAbbreviation } from '@impromptu/kernel';

/** Spec 3 §2.9: an event's time as 'MMM d, EEE h:mm aaa', with the time zone shown. */
export function formatClassTime(instant: Date, timeZone: string): string {
  return `${formatInZone(instant, 'MMM d, EEE h:mm aaa', timeZone)} ${zoneAbbreviation(instant, timeZone)}`;
}

/** The local day (YYYY-MM-DD) of an instant in a zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return localDay(instant, timeZone);
}

/** Spec 3 §2.9: a day's heading in the class list, 'Today' or a weekday and date ('Tuesday, March 5'). */
export function dayHeading(instant: Date, now: Date, timeZone: string): string {
  if (dayIn(instant, timeZone) === dayIn(now, timeZone)) return 'Today';
  return formatInZone(instant, 'EEEE, MMMM d', timeZone);
}

function parts(ms: number): string {
  const totalMinutes = Math.floor(ms / 60_000);
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  const words = [
    days > 0 ? plural(days, 'day') : null,
    hours > 0 ? plural(hours, 'hour') : null,
    minutes > 0 || (days === 0 && hours === 0) ? plural(minutes, 'minute') : null,
  ];
  return listOf(
    words.filter((word) => word !== null),
    'unit',
  );
}

/** Spec 3 §2.9: 'Starts in 2 days 3 hours 5 minutes' or 'Started 10 minutes ago', in days, hours and minutes. */
export function countdown(start: Date, now: Date): string {
  const ms = start.getTime() - now.getTime();
  return ms > 0 ? `Starts in ${parts(ms)}` : `Started ${parts(-ms)} ago`;
}
