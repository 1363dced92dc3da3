import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/**
 * POST a completed round { idempotencyKey, round, playerIndex, playerName, settings, roundDuration,
 * speechDuration, pauseDuration, survived, cards?, voiceMetrics? } → 201 { position }. voiceMetrics are
 * the round's voice figures when the learner turned them on (issue 18; figures only, never audio). Retry with the same
 * idempotencyKey: it is written once. `?consistent=1` answers once the stats include the round.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const consistent = new URL(request.url).searchParams.get('consistent') === '1' ? '?consistent=1' : '';
  return proxyJsonToBff(request, {
    method: 'POST',
    path: `/game-sessions/${segment(params.sessionId)}/rounds${consistent}`,
    status: 201,
    withBody: true,
  });
}
