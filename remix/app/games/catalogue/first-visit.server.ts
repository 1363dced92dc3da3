import { createCookie } from '@remix-run/node';
import { isSecureRequest } from '~/utils/session.server';

const YEAR_SECONDS = 365 * 24 * 3600;
const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge: YEAR_SECONDS };
// The users this browser has already shown Home to: a first visit is greeted as one, every later one as a return.
const secureCookie = createCookie('__Host-impromptu_welcomed', { ...options, secure: true });
const plainCookie = createCookie('impromptu_welcomed', { ...options, secure: false });

/** Whether this is the user's first visit to Home, and the Set-Cookie that remembers it (null when nothing changes). */
export async function firstVisitToHome(
  request: Request,
  userId: string,
): Promise<{ firstVisit: boolean; setCookie: string | null }> {
  const cookie = isSecureRequest(request) ? secureCookie : plainCookie;
  const value: unknown = await cookie.parse(request.headers.get('Cookie'));
  const welcomed = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  if (welcomed.includes(userId)) return { firstVisit: false, setCookie: null };
  // A shared computer keeps the last few users only.
  return { firstVisit: true, setCookie: await cookie.serialize([...welcomed, userId].slice(-5)) };
}
