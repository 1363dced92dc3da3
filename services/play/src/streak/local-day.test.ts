import { describe, expect, it } from '@jest/globals';
import { localDay, previousDay } from '@impromptu/kernel';
import { currentDailyStreak } from './local-day.js';

describe('days counted in the user’s own IANA time zone', () => {
  it.each([
    ['2026-03-01T14:30:00Z', 'Asia/Tokyo', '2026-03-01'],
    ['2026-03-01T15:30:00Z', 'Asia/Tokyo', '2026-03-02'],
    ['2026-03-01T14:30:00Z', 'America/Los_Angeles', '2026-03-01'],
    ['2026-03-01T15:30:00Z', 'America/Los_Angeles', '2026-03-01'],
    ['2026-03-02T07:59:00Z', 'America/Los_Angeles', '2026-03-01'],
    ['2026-03-01T23:59:59Z', 'UTC', '2026-03-01'],
    ['2026-03-01T12:00:00Z', 'Not/AZone', '2026-03-01'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(localDay(instant, zone)).toBe(day);
  });

  it('steps back over month and year ends', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });

  it('keeps a streak alive through today and yesterday, and shows 0 after a missed day', () => {
    const stored = { streak: 4, lastActiveDay: '2026-03-02' };
    expect(currentDailyStreak(stored, '2026-03-02')).toBe(4);
    expect(currentDailyStreak(stored, '2026-03-03')).toBe(4);
    expect(currentDailyStreak(stored, '2026-03-04')).toBe(0);
    expect(currentDailyStreak(null, '2026-03-04')).toBe(0);
  });
});
