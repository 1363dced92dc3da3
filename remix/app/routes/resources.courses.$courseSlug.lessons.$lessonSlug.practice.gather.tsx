import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST { percentageCompleted, wasCompleted } → 202: spec 2 §7 course practice call, on load and when the game index changes. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, {
    method: 'POST',
    path: `/courses/${segment(params.courseSlug)}/lessons/${segment(params.lessonSlug)}/practice/gather`,
    status: 202,
    withBody: true,
  });
}
