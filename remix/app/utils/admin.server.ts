import { data } from '@remix-run/node';
import { z } from 'zod';
import { BffError, bff } from './bff.server';
import { getSessionToken, requireUserWithPlan } from './session.server';

/**
 * Whether the signed-in user may open the admin pages (/games/admin, /games/bots; feature ADMIN_ONLY,
 * spec 3 §6). The web app hides the page from `navigation.admin`; the BFF decides (GET /admin/access,
 * 403 for everyone else). A denied visit answers 403 with the access-denied screen.
 */
export async function loadAdminAccess(request: Request) {
  const profile = await requireUserWithPlan(request);
  if (profile.navigation?.admin !== true) return data({ allowed: false as const }, { status: 403 });
  const token = (await getSessionToken(request)) ?? undefined;
  try {
    await bff.request('/admin/access', { schema: z.object({ admin: z.literal(true) }), token, signal: request.signal });
    return data({ allowed: true as const });
  } catch (error) {
    if (error instanceof BffError && error.statusCode === 403) return data({ allowed: false as const }, { status: 403 });
    throw error;
  }
}
