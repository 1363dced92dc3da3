import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST → 202: the 'Game Viewed' analytics event with gameShortCode. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, { method: 'POST', path: `/games/${segment(params.shortCode)}/viewed`, status: 202 });
}
