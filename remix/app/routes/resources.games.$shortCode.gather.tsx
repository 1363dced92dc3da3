import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST { settings } → 202: spec 1 §4 gather, sent (debounced 300 ms) when the current game sequence changes. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, {
    method: 'POST',
    path: `/games/${segment(params.shortCode)}/gather`,
    status: 202,
    withBody: true,
  });
}
