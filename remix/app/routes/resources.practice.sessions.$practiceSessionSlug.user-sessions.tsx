import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST { daily } → 201 { userPracticeSessionId }: the learner starts playing a practice session. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, {
    method: 'POST',
    path: `/practice/sessions/${segment(params.practiceSessionSlug)}/user-sessions`,
    status: 201,
    withBody: true,
  });
}
