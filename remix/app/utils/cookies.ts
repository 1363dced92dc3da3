/** The value of one cookie from a Cookie header or document.cookie. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The session cookie's name (ADR 0005); over https it is spelled with the `__Host-` prefix. */
export const SESSION_COOKIE = 'impromptu_session';

/** A cookie's name over https: the prefix makes the browser refuse it from http or for another path or domain. */
export function secureCookieName(name: string): string {
  return `__Host-${name}`;
}

/** Whether a Cookie header carries a session, in either spelling (the web server keeps such pages out of caches). */
export function carriesSessionCookie(header: string | null | undefined): boolean {
  return readCookie(header, SESSION_COOKIE) !== null || readCookie(header, secureCookieName(SESSION_COOKIE)) !== null;
}
