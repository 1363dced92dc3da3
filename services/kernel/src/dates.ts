// Every date, day and time-zone computation of the product, on date-fns and @date-fns/tz (docs/decisions/0039).
// Instants are formatted in a zone with date-fns patterns (a `TZDate` carries the zone); calendar days travel as
// 'YYYY-MM-DD' strings and are counted in UTC, where every day has 24 hours.
import { TZDate, tzOffset } from '@date-fns/tz';
// One module per function: date-fns' index loads all of its ~300 modules, which every process and every test file
// that imports the kernel paid for (docs/decisions/0033, addendum 6).
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';

/** A calendar day, 'YYYY-MM-DD'. */
export type Day = string;

/** Spec 1 §9: dates read 'MMM d y' (Mar 5 2026). */
export const DATE_PATTERN = 'MMM d y';
/** A date with its time: 'MMM d y, h:mm a' (Mar 5 2026, 3:05 PM). */
export const DATE_TIME_PATTERN = `${DATE_PATTERN}, h:mm a`;
/** The pattern of a calendar day. */
export const DAY_PATTERN = 'yyyy-MM-dd';

const knownZones = new Set<string>(['UTC']);

/**
 * Whether the runtime knows the time zone (an IANA name or alias: Europe/Lisbon, Asia/Calcutta, UTC). The runtime's
 * own list is the authority, so Intl is asked once per name; offsets such as '+05:00' are not zones here.
 */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  // Node 22's Intl accepts offsets ('+05:00') as zones; a person's zone is a place, whose offset changes with the season.
  if (/^[+\-\u2212]?\d/.test(zone.trim()) || /^(UTC|GMT)[+-]/i.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/** The zone, or UTC for a zone this runtime does not know (or none), so a page or projection never fails on one. */
export function zoneOrUtc(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

type Instant = Date | string | number;

/** The instant as a date-fns date in the zone (UTC for an unknown zone). */
export function inZone(instant: Instant, zone: string | null | undefined): TZDate {
  return new TZDate(new Date(instant).getTime(), zoneOrUtc(zone));
}

/**
 * What was written, kept by instant, pattern and zone: every page writes the same class times and days for every
 * learner, and a TZDate with date-fns' format and the zone's offset was about 3 % of the web process's CPU on the
 * home page (issue 30). Bounded: past WRITTEN_KEPT entries the one kept longest goes.
 */
const written = new Map<string, string>();
const WRITTEN_KEPT = 20_000;

function remembered(key: string, write: () => string): string {
  let text = written.get(key);
  if (text === undefined) {
    text = write();
    written.set(key, text);
    if (written.size > WRITTEN_KEPT) written.delete(written.keys().next().value as string);
  }
  return text;
}

/** An instant written with a date-fns pattern in the zone: formatInZone(at, 'MMM d, EEE h:mm aaa', 'Europe/Lisbon'). */
export function formatInZone(instant: Instant, pattern: string, zone: string | null | undefined): string {
  const at = new Date(instant).getTime();
  // An invalid instant is not kept: format throws for it, every time.
  if (Number.isNaN(at)) return format(inZone(at, zone), pattern);
  return remembered(`${at}\u0000${pattern}\u0000${zone ?? ''}`, () => format(inZone(at, zone), pattern));
}

/** Spec 1 §9's date of an instant in the zone: 'Mar 5 2026'. */
export function formatDate(instant: Instant, zone: string | null | undefined): string {
  return formatInZone(instant, DATE_PATTERN, zone);
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at the instant, as the class times show it: 'EST', 'GMT+1', 'UTC'. */
export function zoneAbbreviation(instant: Instant, zone: string | null | undefined): string {
  const at = new Date(instant).getTime();
  return remembered(`zone\u0000${at}\u0000${zone ?? ''}`, () => writeZoneAbbreviation(at, zone));
}

function writeZoneAbbreviation(instant: number, zone: string | null | undefined): string {
  const known = zoneOrUtc(zone);
  let names = zoneNames.get(known);
  if (!names) {
    // Built once per zone: a class list writes the zone of every class it shows.
    names = new Intl.DateTimeFormat('en-US', { timeZone: known, timeZoneName: 'short' });
    zoneNames.set(known, names);
  }
  return names.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? known;
}

/** The calendar day of an instant in the zone (UTC for an unknown zone). */
export function localDay(instant: Instant, zone: string | null | undefined): Day {
  return formatInZone(instant, DAY_PATTERN, zone);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as the instant of its midnight in UTC; throws for anything but 'YYYY-MM-DD'. */
export function parseDay(day: Day): TZDate {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 'UTC');
}

/** The instant of the day's midnight in UTC, in ms, without a TZDate (hot paths: a calendar of 84 days a page). */
function dayMs(day: Day): number {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * Days already written with a pattern: a page writes the same few days again and again (the streak calendar writes
 * 84 a view, each through date-fns and a TZDate, which cost about 5 % of the web process's CPU, ADR 0043 addendum).
 */
const formattedDays = new Map<string, string>();
const FORMATTED_DAYS_KEPT = 10_000;

/** A calendar day written with a date-fns pattern: formatDay('2026-11-02', 'EEEE, MMM d') is 'Monday, Nov 2'. */
export function formatDay(day: Day, pattern: string): string {
  const key = `${pattern}\u0000${day}`;
  const known = formattedDays.get(key);
  if (known !== undefined) return known;
  const written = format(parseDay(day), pattern);
  if (formattedDays.size >= FORMATTED_DAYS_KEPT) formattedDays.clear();
  formattedDays.set(key, written);
  return written;
}

/** The day `count` days after (or before, when negative) the day: UTC days have 24 hours each. */
export function addDays(day: Day, count: number): Day {
  const ms = dayMs(day);
  const result = new Date(ms + count * 86_400_000);
  // Date.UTC reads the years 0–99 as 1900–1999, and ISO strings leave four digits behind after 9999: date-fns then.
  if (Number(day.slice(0, 4)) < 100 || result.getUTCFullYear() > 9999)
    return format(addCalendarDays(parseDay(day), count), DAY_PATTERN);
  return result.toISOString().slice(0, 10);
}

/** The day before the day. */
export function previousDay(day: Day): Day {
  return addDays(day, -1);
}

const EPOCH_DAY = '1970-01-01';

/** The days from 1970-01-01 to the day: a count every process agrees on. */
export function daysSinceEpoch(day: Day): number {
  return differenceInCalendarDays(parseDay(day), parseDay(EPOCH_DAY));
}

/** The zone's offset from UTC at the instant, in minutes (Lisbon in summer: 60). */
export function zoneOffsetMinutes(zone: string, instant: Instant): number {
  return tzOffset(zone, new Date(instant));
}

/**
 * The instant of a wall-clock time in the zone, the wall time given as if it were UTC (Date.UTC(…)). Its offset is
 * taken twice, so a time near a change of offset lands right.
 */
export function wallTimeInZone(wallAsUtc: number, zone: string): number {
  const first = wallAsUtc - zoneOffsetMinutes(zone, wallAsUtc) * 60_000;
  return wallAsUtc - zoneOffsetMinutes(zone, first) * 60_000;
}

/** The seconds from the instant to the next midnight in the zone (UTC for an unknown zone). */
export function secondsUntilMidnight(now: Instant, zone: string | null | undefined): number {
  const local = inZone(now, zone);
  return 24 * 3600 - (local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds());
}
