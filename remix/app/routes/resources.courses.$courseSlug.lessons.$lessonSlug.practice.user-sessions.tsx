import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST → 201 { userPracticeSessionId }: the learner starts playing the lesson's practice. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, {
    method: 'POST',
    path: `/courses/${segment(params.courseSlug)}/lessons/${segment(params.lessonSlug)}/practice/user-sessions`,
    status: 201,
  });
}
