import { createCookie, type Cookie } from '@remix-run/node';
import { SESSION_COOKIE, secureCookieName } from './cookies';

// The web's own cookies and nothing else: the BFF clients read the session token from here, so the session helpers
// that call the BFF (session.server.ts → auth.server.ts → bff-session.server.ts) depend on it in one direction.

const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_MAX_AGE_SECONDS = 90 * DAY_SECONDS;
export const FLOW_MAX_AGE_SECONDS = 60 * 60;
export const OIDC_MAX_AGE_SECONDS = 10 * 60;

/**
 * One cookie in two spellings: `__Host-name` with Secure when the request came over https (the
 * prefix makes the browser refuse it from http or for another path or domain), plain `name` otherwise.
 */
function cookiePair(name: string, maxAge: number): { secure: Cookie; plain: Cookie } {
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge };
  return {
    secure: createCookie(secureCookieName(name), { ...options, secure: true }),
    plain: createCookie(name, { ...options, secure: false }),
  };
}

const sessionCookies = cookiePair(SESSION_COOKIE, SESSION_MAX_AGE_SECONDS);
export const flowCookies = cookiePair('impromptu_flow', FLOW_MAX_AGE_SECONDS);
export const oidcCookies = cookiePair('impromptu_oidc', OIDC_MAX_AGE_SECONDS);

/** Whether the browser reached us over https, directly or through a TLS-terminating proxy. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',', 1)[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  return new URL(request.url).protocol === 'https:';
}

/** The origin the browser sees (behind a proxy: the forwarded scheme and host). */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host')?.split(',', 1)[0]?.trim() || url.host;
  return `${isSecureRequest(request) ? 'https' : 'http'}://${host}`;
}

export function cookieFor(pair: { secure: Cookie; plain: Cookie }, request: Request): Cookie {
  return isSecureRequest(request) ? pair.secure : pair.plain;
}

export async function readCookieString(
  pair: { secure: Cookie; plain: Cookie },
  request: Request,
): Promise<string | null> {
  const value: unknown = await cookieFor(pair, request).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The session token from the cookie, or null when the visitor is not signed in. */
export function getSessionToken(request: Request): Promise<string | null> {
  return readCookieString(sessionCookies, request);
}

/** Set-Cookie value that keeps the session token for 90 days. */
export function commitSession(request: Request, token: string): Promise<string> {
  return cookieFor(sessionCookies, request).serialize(token);
}

/** Set-Cookie value that removes the session cookie. */
export function destroySession(request: Request): Promise<string> {
  return cookieFor(sessionCookies, request).serialize('', { maxAge: 0, expires: new Date(0) });
}
