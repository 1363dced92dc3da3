import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff } from '~/utils/bff-proxy.server';

/** POST { idempotencyKey, recallBotId, gameContext } → 200 { recordingData: { id } } (spec 2 §7). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, { method: 'POST', path: '/recordings/stop-recording', status: 200, withBody: true });
}
