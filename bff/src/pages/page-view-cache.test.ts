import { describe, expect, it } from '@jest/globals';
import { pageExpiry } from './page-view-cache.js';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('pageExpiry (ADR 0063)', () => {
  it('ends at the next quarter hour of UTC, where some time zone starts a new day, or the TTL if sooner', () => {
    expect(pageExpiry(at('2026-12-07T10:02:30Z'), HOUR, {})).toBe(at('2026-12-07T10:15:00Z'));
    expect(pageExpiry(at('2026-12-07T10:14:59.999Z'), HOUR, null)).toBe(at('2026-12-07T10:15:00Z'));
    expect(pageExpiry(at('2026-12-07T10:15:00Z'), HOUR, null)).toBe(at('2026-12-07T10:30:00Z'));
    expect(pageExpiry(at('2026-12-07T10:02:30Z'), 60_000, null)).toBe(at('2026-12-07T10:03:30Z'));
  });

  it('ends at the first window edge around an instant the page shows: 15 minutes before it, it, a day after it', () => {
    const now = at('2026-12-07T10:00:00Z');
    const page = { classes: [{ startTime: '2026-12-07T10:20:00.000Z', endTime: '2026-12-07T11:20:00.000Z' }] };
    // The join window and the banner open at 10:05.
    expect(pageExpiry(now, HOUR, page)).toBe(at('2026-12-07T10:05:00Z'));
    // Inside the window, the start is next.
    expect(pageExpiry(at('2026-12-07T10:06:00Z'), HOUR, page)).toBe(at('2026-12-07T10:15:00Z'));
    expect(pageExpiry(at('2026-12-07T10:16:00Z'), HOUR, page)).toBe(at('2026-12-07T10:20:00Z'));
    // A lesson's unlock, deep in the read, with an offset.
    const unlock = { courses: { lessons: [{ unlockAt: '2026-12-07T12:07:00+02:00' }] } };
    expect(pageExpiry(now, HOUR, unlock)).toBe(at('2026-12-07T10:07:00Z'));
    // A class that ended yesterday leaves the list a day after its end.
    expect(pageExpiry(now, HOUR, { endTime: '2026-12-06T10:09:00Z' })).toBe(at('2026-12-07T10:09:00Z'));
  });

  it('takes dates and ignores instants long past, and strings that only look like dates', () => {
    const now = at('2026-12-07T10:00:00Z');
    expect(pageExpiry(now, HOUR, { at: new Date('2026-12-07T10:01:00Z') })).toBe(at('2026-12-07T10:01:00Z'));
    expect(pageExpiry(now, HOUR, { at: '2020-01-01T00:00:00Z', day: '2026-12-07', note: 'at 10:03 today' })).toBe(
      at('2026-12-07T10:15:00Z'),
    );
  });
});
