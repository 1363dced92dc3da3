import { access } from '@impromptu/bff/routes';
import { data } from '@remix-run/node';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { requireUserWithPlan, type UserProfile } from '~/utils/session.server';

/**
 * The one gate of the admin pages (/games/admin…, /games/bots: feature ADMIN_ONLY, spec 3 §6), in
 * the manner of the Epic Stack's requireUserWithRole. A visitor is sent to sign in, a user with no
 * plan to /subscriptions (requireUserWithPlan); anyone else whom the profile does not show the Admin
 * link or whom the BFF refuses (GET /admin/access answers 403) gets a thrown 403, which the route's
 * ErrorBoundary (GeneralErrorBoundary) shows as the access-denied screen.
 */
export async function requireAdmin(request: Request): Promise<{ profile: UserProfile }> {
  const profile = await requireUserWithPlan(request);
  if (!profile.navigation.admin) throw forbidden();
  try {
    await bffFor(request).call(access.getAdminAccess, {});
  } catch (error) {
    bffRefusal(error, 403);
    throw forbidden();
  }
  return { profile };
}

function forbidden() {
  return data('You do not have access to this page.', { status: 403, statusText: 'Forbidden' });
}
