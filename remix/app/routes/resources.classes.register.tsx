import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff } from '~/utils/bff-proxy.server';

/** POST { idempotencyKey, scheduled_event_id, user_timezone } → 201 { success, data: { zoom_join_url } }. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, { method: 'POST', path: '/events/register', status: 201, withBody: true });
}
