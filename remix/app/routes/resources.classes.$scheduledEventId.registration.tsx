import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** DELETE { idempotencyKey } → 200 { status: 'CANCELLED' }: cancels the own registration. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed('DELETE');
  return proxyJsonToBff(request, {
    method: 'DELETE',
    path: `/events/scheduled/${segment(params.scheduledEventId)}/registration`,
    status: 200,
    withBody: true,
  });
}
