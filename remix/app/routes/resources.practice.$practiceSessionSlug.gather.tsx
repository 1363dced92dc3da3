import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST { percentageCompleted, wasCompleted, scheduledDate } → 202: spec 2 §7 practice gather, on load and when the game index changes. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, {
    method: 'POST',
    path: `/practice/${segment(params.practiceSessionSlug)}/gather`,
    status: 202,
    withBody: true,
  });
}
