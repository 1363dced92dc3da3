import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff } from '~/utils/bff-proxy.server';

/** POST { shortCode, settings, isMultiplayer, players } → 201 { sessionId }; 403 'Upgrade to play' for a locked game. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, { method: 'POST', path: '/game-sessions', status: 201, withBody: true });
}
