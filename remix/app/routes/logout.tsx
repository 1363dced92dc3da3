import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { logout } from '~/utils/auth.server';
import { destroySession } from '~/utils/session.server';
import { log } from '~/utils/log.server';

// A GET never signs out (a link or prefetch must not end a session); the user menu posts here.
export async function loader() {
  return redirect('/games/dashboard');
}

/** Log Out (spec 3 §2.1): revoke the session on the BFF, drop the cookie, back to /games/dashboard. */
export async function action({ request }: ActionFunctionArgs) {
  try {
    await logout(request);
  } catch (error) {
    // Signing out of this browser must work even when the BFF cannot be reached; the session then expires on its own.
    log().error({ err: error }, 'could not revoke the session');
  }
  return redirect('/games/dashboard', { headers: { 'Set-Cookie': await destroySession(request) } });
}
