import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST → 200: the lesson practice's retries (relayed to guided practice; the last element completes the lesson's practice). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const base = `/courses/${segment(params.courseSlug)}/lessons/${segment(params.lessonSlug)}/practice/user-sessions/${segment(params.userPracticeSessionId)}`;
  return proxyJsonToBff(request, { method: 'POST', path: `${base}/retries`, status: 200, withBody: true });
}
