// Page views format every listed class's time: an Intl.DateTimeFormat is costly to build and cheap to
// use, so one is kept per time zone and shape (a few zones in use, four shapes). The formats are date-fns'
// patterns, written with Intl's parts: 'MMM d, EEE h:mm aaa zzz', 'yyyy-MM-dd' and 'EEEE, MMMM d'.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, shape: 'time' | 'day' | 'heading'): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let dtf = formatters.get(key);
  if (!dtf) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'time'
        ? {
            month: 'short',
            day: 'numeric',
            weekday: 'short',
            hour: 'numeric',
            minute: '2-digit',
            hour12: true,
            timeZoneName: 'short',
          }
        : shape === 'day'
          ? { year: 'numeric', month: '2-digit', day: '2-digit' }
          : { weekday: 'long', month: 'long', day: 'numeric' };
    dtf = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, dtf);
  }
  return dtf;
}

function partsOf(instant: Date, timeZone: string, shape: 'time' | 'day' | 'heading'): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone, shape).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** Spec 3 §2.9: an event's time as 'MMM d, EEE h:mm aaa', with the time zone shown. */
export function formatClassTime(instant: Date, timeZone: string): string {
  const p = partsOf(instant, timeZone, 'time');
  return `${p.month} ${p.day}, ${p.weekday} ${p.hour}:${p.minute} ${p.dayPeriod?.toLowerCase()} ${p.timeZoneName}`;
}

/** The local day (YYYY-MM-DD) of an instant in a zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const p = partsOf(instant, timeZone, 'day');
  return `${p.year}-${p.month}-${p.day}`;
}

/** Spec 3 §2.9: a day's heading in the class list, 'Today' or a weekday and date ('Tuesday, March 5'). */
export function dayHeading(instant: Date, now: Date, timeZone: string): string {
  if (dayIn(instant, timeZone) === dayIn(now, timeZone)) return 'Today';
  const p = partsOf(instant, timeZone, 'heading');
  return `${p.weekday}, ${p.month} ${p.day}`;
}

function parts(ms: number): string {
  const totalMinutes = Math.floor(ms / 60_000);
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  const words = [
    days > 0 ? `${days} ${days === 1 ? 'day' : 'days'}` : null,
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : null,
    minutes > 0 || (days === 0 && hours === 0) ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : null,
  ];
  return words.filter(Boolean).join(' ');
}

/** Spec 3 §2.9: 'Starts in 2 days 3 hours 5 minutes' or 'Started 10 minutes ago', in days, hours and minutes. */
export function countdown(start: Date, now: Date): string {
  const ms = start.getTime() - now.getTime();
  return ms > 0 ? `Starts in ${parts(ms)}` : `Started ${parts(-ms)} ago`;
}
