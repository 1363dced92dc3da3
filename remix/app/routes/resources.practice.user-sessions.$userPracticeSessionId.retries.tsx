import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST { idempotencyKey, elementIndex } → 200: one of a game's retries; retried with the same key, written once. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, {
    method: 'POST',
    path: `/practice/user-sessions/${segment(params.userPracticeSessionId)}/retries`,
    status: 200,
    withBody: true,
  });
}
