import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST { videoProgress, wasVideoSkipped, videoPlaybackRate, wasCourseCompleted } → 202: spec 2 §7 lecture call, sent on leaving the lecture. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, {
    method: 'POST',
    path: `/courses/${segment(params.courseSlug)}/lessons/${segment(params.lessonSlug)}/lecture/views`,
    status: 202,
    withBody: true,
  });
}
