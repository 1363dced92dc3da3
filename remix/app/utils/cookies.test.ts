import { describe, expect, it } from '@jest/globals';
import { carriesSessionCookie, readCookie } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among others', () => {
    expect(readCookie('a=1; impromptu_tz=Europe%2FParis; b=2', 'impromptu_tz')).toBe('Europe%2FParis');
    expect(readCookie('a=1', 'impromptu_tz')).toBeNull();
    expect(readCookie(null, 'impromptu_tz')).toBeNull();
  });
});

describe('carriesSessionCookie', () => {
  it('sees the session cookie in either spelling, and nothing else', () => {
    expect(carriesSessionCookie('impromptu_session=abc')).toBe(true);
    expect(carriesSessionCookie('a=1; __Host-impromptu_session=abc')).toBe(true);
    expect(carriesSessionCookie('impromptu_consent=x; impromptu_session_other=1')).toBe(false);
    expect(carriesSessionCookie(undefined)).toBe(false);
  });
});
