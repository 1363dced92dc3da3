import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** POST { idempotencyKey, totalRounds, totalDuration, survivalRounds? } → 200 { position }. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, {
    method: 'POST',
    path: `/game-sessions/${segment(params.sessionId)}/finish`,
    status: 200,
    withBody: true,
  });
}
