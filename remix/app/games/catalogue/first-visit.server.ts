import { createCookie } from '@remix-run/node';
import { isSecureRequest } from '~/utils/session.server';

const YEAR_SECONDS = 365 * 24 * 3600;
const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge: YEAR_SECONDS };
// The users this browser has already shown Home to: a first visit is greeted as one, every later one as a return.
const secureCookie = createCookie('__Host-impromptu_welcomed', { ...options, secure: true });
const plainCookie = createCookie('impromptu_welcomed', { ...options, secure: false });

function cookieFor(request: Request) {
  return isSecureRequest(request) ? secureCookie : plainCookie;
}

async function welcomedUsers(request: Request): Promise<string[]> {
  const value: unknown = await cookieFor(request).parse(request.headers.get('Cookie'));
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Whether this is the user's first visit to Home. Reading only: a loader can run for a page that is never shown
 * (a navigation the browser dropped for a newer one, right after the plan picker), so the visit is remembered only
 * once the page has shown its welcome ({@link rememberWelcomed}, issue 29 §9).
 */
export async function firstVisitToHome(request: Request, userId: string): Promise<boolean> {
  return !(await welcomedUsers(request)).includes(userId);
}

/** The Set-Cookie that remembers the user was welcomed; a shared computer keeps the last few users only. */
export async function rememberWelcomed(request: Request, userId: string): Promise<string> {
  const welcomed = (await welcomedUsers(request)).filter((id) => id !== userId);
  return cookieFor(request).serialize([...welcomed, userId].slice(-5));
}
