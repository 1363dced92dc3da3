import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  daysSinceEpoch,
  formatDate,
  formatDay,
  formatInZone,
  isTimeZone,
  localDay,
  previousDay,
  secondsUntilMidnight,
  wallTimeInZone,
  zoneAbbreviation,
  zoneOrUtc,
} from './dates.js';

describe('dates', () => {
  const at = new Date('2026-03-05T15:05:00Z');

  it("writes spec 1 §9's 'MMM d y' in the zone", () => {
    expect(formatDate(at, 'UTC')).toBe('Mar 5 2026');
    expect(formatDate('2026-03-05T23:30:00Z', 'Asia/Tokyo')).toBe('Mar 6 2026');
    expect(formatDate(at, 'Not/AZone')).toBe('Mar 5 2026');
  });

  it('formats with date-fns patterns in the zone, and names the zone as Intl does', () => {
    expect(formatInZone(at, 'MMM d, EEE h:mm aaa', 'America/New_York')).toBe('Mar 5, Thu 10:05 am');
    expect(zoneAbbreviation(at, 'America/New_York')).toBe('EST');
    expect(zoneAbbreviation(at, 'UTC')).toBe('UTC');
  });

  it('writes an instant again from what it kept, for each zone and pattern of its own, and refuses an invalid one each time', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(formatInZone(at, 'h:mm aaa', 'America/New_York')).toBe('10:05 am');
      expect(formatInZone(at, 'h:mm aaa', 'Asia/Tokyo')).toBe('12:05 am');
      expect(formatInZone(at.toISOString(), 'EEE', 'Asia/Tokyo')).toBe('Fri');
      expect(zoneAbbreviation(at.getTime(), 'Europe/London')).toBe('GMT');
      expect(zoneAbbreviation(new Date('2026-07-05T15:05:00Z'), 'Europe/London')).toBe('GMT+1');
      expect(() => formatInZone('not a time', 'h:mm aaa', 'UTC')).toThrow(RangeError);
    }
  });

  it('knows zones by their IANA names and aliases, not offsets', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    expect(isTimeZone('+05:00')).toBe(false);
    expect(zoneOrUtc(null)).toBe('UTC');
  });

  it('counts calendar days', () => {
    expect(localDay('2026-03-05T23:30:00Z', 'Asia/Tokyo')).toBe('2026-03-06');
    expect(localDay('2026-03-05T23:30:00Z', 'Not/AZone')).toBe('2026-03-05');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
    expect(daysSinceEpoch('1970-01-02')).toBe(1);
    expect(daysSinceEpoch('1969-12-31')).toBe(-1);
    expect(formatDay('2026-11-02', 'EEEE, MMM d')).toBe('Monday, Nov 2');
  });

  it('reads a wall time in a zone, across a change of offset', () => {
    expect(new Date(wallTimeInZone(Date.UTC(2026, 6, 1, 17, 0), 'Europe/Lisbon')).toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
    expect(new Date(wallTimeInZone(Date.UTC(2026, 0, 1, 17, 0), 'Europe/Lisbon')).toISOString()).toBe(
      '2026-01-01T17:00:00.000Z',
    );
  });

  it('counts the seconds to the next local midnight', () => {
    expect(secondsUntilMidnight('2026-03-05T23:00:00Z', 'UTC')).toBe(3600);
    expect(secondsUntilMidnight('2026-03-05T14:00:00Z', 'Asia/Tokyo')).toBe(3600);
  });
});
