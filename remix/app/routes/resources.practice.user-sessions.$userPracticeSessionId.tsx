import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** GET → 200: where the learner is in a practice session they started (a reload resumes it); 404 for anyone else's. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return proxyJsonToBff(request, {
    method: 'GET',
    path: `/practice/user-sessions/${segment(params.userPracticeSessionId)}`,
    status: 200,
  });
}
