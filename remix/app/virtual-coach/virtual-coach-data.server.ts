import { VirtualCoachSchema } from '@impromptu/bff/contracts';
import { BffError, bff } from '~/utils/bff.server';
import { getSessionToken } from '~/utils/session.server';

/** After the route's sign-in gate: the learner's Virtual Coach where the last step left it; 403 without the VIRTUAL_COACH feature. */
export async function loadVirtualCoach(request: Request) {
  const token = await getSessionToken(request);
  try {
    return await bff.request('/virtual-coach', {
      schema: VirtualCoachSchema,
      token: token ?? undefined,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof BffError && error.statusCode === 403)
      throw new Response(error.message, { status: 403, statusText: 'Forbidden' });
    throw error;
  }
}
