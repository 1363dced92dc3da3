/**
 * A class as an iCalendar file (RFC 5545) for "Add to calendar" (issue 29 §10): one VCALENDAR with one VEVENT.
 * Times are written in UTC (the `Z` form, RFC 5545 §3.3.5 form #2): every calendar shows them in its owner's zone,
 * and no VTIMEZONE has to be written for the zone the class was planned in (ADR 0040).
 */
export interface ClassCalendarEvent {
  /** Stable across downloads, so importing the file again updates the same entry (RFC 5545 §3.8.4.7). */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where the class is joined: the class's page on the public web address. */
  url: string;
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines are at most 75 octets, excluding the line break. */
const MAX_OCTETS = 75;

/** UTC date-time, RFC 5545 §3.3.5 form #2: 19980119T070000Z. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line (RFC 5545 §3.1): after at most 75 octets a CRLF and one space, never inside a UTF-8 character;
 * a continuation line's leading space counts toward its 75.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** The .ics file of one class. */
export function classCalendar(event: ClassCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Impromptu//Live classes//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file's name: the class's name in plain letters, so a download reads as what it is. */
export function classCalendarFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `${slug || 'class'}.ics`;
}
