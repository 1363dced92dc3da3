import { describe, expect, it } from '@jest/globals';
import { classCalendar, classCalendarFileName, foldLine, icsDateTime, icsText } from './calendar.js';
import { classBanner, isJoinOpen, joinOpensAt } from './schedule.js';
import { joinOpensLabel } from './registration-button.js';

const octets = (line: string) => new TextEncoder().encode(line).length;
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const EVENT = {
  uid: 'class-6f1c2d4e-0000-4000-8000-000000000001@web.example.test',
  stamp: new Date('2031-05-01T09:30:00.000Z'),
  start: new Date('2031-05-06T15:00:00.000Z'),
  end: new Date('2031-05-06T16:00:00.000Z'),
  summary: 'Storytelling, live; with Ana\\Bo',
  description: `Bring a story.\nJoin from 15 minutes before the start: https://web.example.test/games/event/6f1c2d4e-0000-4000-8000-000000000001\n${'Ünïcödé '.repeat(20)}`,
  url: 'https://web.example.test/games/event/6f1c2d4e-0000-4000-8000-000000000001',
};

describe('the .ics of a class (RFC 5545, issue 29 §10)', () => {
  const file = classCalendar(EVENT);
  const lines = unfold(file).split('\r\n');

  it('is one VCALENDAR with one VEVENT carrying UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, DESCRIPTION and URL', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Impromptu//Live classes//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:class-6f1c2d4e-0000-4000-8000-000000000001@web.example.test');
    expect(lines).toContain('DTSTAMP:20310501T093000Z');
    expect(lines).toContain('DTSTART:20310506T150000Z');
    expect(lines).toContain('DTEND:20310506T160000Z');
    expect(lines).toContain(`URL:${EVENT.url}`);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(lines).toContain('SUMMARY:Storytelling\\, live\\; with Ana\\\\Bo');
    expect(icsText('a\r\nb\nc')).toBe('a\\nb\\nc');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain('Bring a story.\\nJoin from 15 minutes before the start: https://');
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(file.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    expect(unfold(folded)).toBe(long);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes UTC times and a file name from the class name', () => {
    expect(icsDateTime(new Date('2031-12-31T23:59:59.999Z'))).toBe('20311231T235959Z');
    expect(classCalendarFileName('Storytelling: Live & Loud!')).toBe('storytelling-live-loud.ics');
    expect(classCalendarFileName('***')).toBe('class.ics');
  });
});

describe('the join window (issue 29 §10): the banner’s rule', () => {
  const start = new Date('2031-05-06T15:00:00.000Z');
  const window = { startTime: start, endTime: null, durationSeconds: 3600 };
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('opens 15 minutes before the start and closes at the end, as the banner shows the class', () => {
    expect(joinOpensAt(window)).toEqual(at(-15));
    for (const [minutes, open] of [
      [-2 * 24 * 60, false],
      [-16, false],
      [-15, true],
      [0, true],
      [59, true],
      [60, false],
    ] as const) {
      expect(isJoinOpen(window, at(minutes))).toBe(open);
      expect(classBanner([window], at(minutes)).state !== 'hidden').toBe(open);
    }
    expect(isJoinOpen({ ...window, isLive: false }, at(0))).toBe(false);
  });

  it('says when it opens in the viewer’s time zone', () => {
    const opens = joinOpensAt(window);
    expect(joinOpensLabel(opens, at(-60), 'UTC')).toBe('Opens at 2:45 PM');
    expect(joinOpensLabel(opens, at(-60), 'America/New_York')).toBe('Opens at 10:45 AM');
    expect(joinOpensLabel(opens, at(-2 * 24 * 60), 'Europe/Lisbon')).toBe('Opens May 6 at 3:45 PM');
  });
});
