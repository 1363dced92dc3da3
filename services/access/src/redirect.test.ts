import { describe, expect, it } from '@jest/globals';
import { isSafeRedirect, safeRedirect } from './redirect.js';

describe('isSafeRedirect', () => {
  it.each([
    '/games/home',
    '/zoom/meeting/123?x=1',
    '/games/dashboard#top',
    '/',
    '/subscribe/paythen/trainings',
    '/feedback/session/abc-123?from=%2Fgames%2Fhome',
    '/games/user/settings/profile?tab=a%20b',
  ])('accepts the relative path %p', (target) => {
    expect(isSafeRedirect(target)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['absolute https', 'https://evil.example'],
    ['absolute http to our own look-alike', 'http://localhost/games/home'],
    ['scheme without slashes', 'http:evil'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript scheme', 'vbscript:msgbox(1)'],
    ['percent-encoded protocol-relative', '%2F%2Fevil.example'],
    ['slash then encoded slash', '/%2F/evil.example'],
    ['slash then encoded slash, lower case', '/%2f%2fevil.example'],
    ['slash then encoded backslash', '/%5Cevil.example'],
    ['double-encoded slash', '/%252F/evil.example'],
    ['triple-encoded backslash', '/%25255Cevil.example'],
    ['leading blanks', '  //evil.example'],
    ['leading tab', '\t/\\evil'],
    ['CR LF inside', '/\r\n/evil'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['encoded tab inside the slashes', '/%09/evil.example'],
    ['trailing newline', '/games/home\n'],
    ['NUL character', '/games\u0000/home'],
    ['non-breaking space before slashes', '\u00a0//evil.example'],
    ['line separator', '/\u2028/evil.example'],
    ['userinfo trick', '//evil.example@good'],
    ['dot segments to a protocol-relative path', '/..//evil'],
    ['encoded dot segments', '/%2e%2e//evil'],
    ['single dot segment', '/./games'],
    ['backslash later in the path', '/games\\evil'],
    ['a relative path without the slash', 'games/home'],
    ['host name only', 'evil.example'],
    ['broken percent-encoding', '/games/%E0%A4%A'],
    ['a query only', '?next=/games'],
    ['a fragment only', '#top'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('refuses %s: %p', (_name, target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });

  it.each([[null], [undefined], [42], [{}], [['/games/home']], [new URL('http://localhost/games/home')]])(
    'refuses the non-string %p',
    (target) => {
      expect(isSafeRedirect(target)).toBe(false);
    },
  );
});

describe('safeRedirect', () => {
  it('keeps a safe target and replaces an unsafe one with the fallback', () => {
    expect(safeRedirect('/games/class', '/games/home')).toBe('/games/class');
    expect(safeRedirect('//evil.example', '/games/home')).toBe('/games/home');
    expect(safeRedirect(undefined, '/games/home')).toBe('/games/home');
  });
});
