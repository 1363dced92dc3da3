import { virtualCoach } from '@impromptu/bff/routes';
import { bffRefusal, errorPage } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';

/** After the route's sign-in gate: the learner's Virtual Coach where the last step left it; 403 without the VIRTUAL_COACH feature. */
export async function loadVirtualCoach(request: Request) {
  try {
    return await bffFor(request).call(virtualCoach.current, {});
  } catch (error) {
    throw errorPage(bffRefusal(error, 403));
  }
}
