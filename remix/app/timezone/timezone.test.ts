import { describe, expect, it } from '@jest/globals';
import { TIME_ZONE_MAX_AGE_SECONDS, shouldSendTimeZone, timeZoneCookie } from './timezone';

describe('shouldSendTimeZone (spec 1 §4)', () => {
  it('sends the browser zone when it differs from the stored one', () => {
    expect(shouldSendTimeZone({ browser: 'Europe/Paris', stored: 'America/New_York', alreadySent: null })).toBe(true);
    expect(shouldSendTimeZone({ browser: 'Europe/Paris', stored: null, alreadySent: null })).toBe(true);
  });

  it('does not send an equal zone, an unknown one, or one this browser already sent', () => {
    expect(shouldSendTimeZone({ browser: 'Europe/Paris', stored: 'Europe/Paris', alreadySent: null })).toBe(false);
    expect(shouldSendTimeZone({ browser: null, stored: 'Europe/Paris', alreadySent: null })).toBe(false);
    expect(shouldSendTimeZone({ browser: 'Europe/Paris', stored: null, alreadySent: 'Europe%2FParis' })).toBe(false);
  });

  it('sends again after the browser moved to another zone', () => {
    expect(shouldSendTimeZone({ browser: 'Asia/Tokyo', stored: 'Europe/Paris', alreadySent: 'Europe%2FParis' })).toBe(
      true,
    );
  });
});

describe('timeZoneCookie', () => {
  it('lives 365 days (spec 1 §9)', () => {
    expect(TIME_ZONE_MAX_AGE_SECONDS).toBe(365 * 24 * 3600);
    expect(timeZoneCookie('Europe/Paris', false)).toBe(
      `impromptu_tz=Europe%2FParis; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`,
    );
    expect(timeZoneCookie('Europe/Paris', true)).toMatch(/; Secure$/);
  });
});
