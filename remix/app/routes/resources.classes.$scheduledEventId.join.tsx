import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** GET → { success, data: { join_url } | { start_url } } for a class the user is registered for. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return proxyJsonToBff(request, {
    method: 'GET',
    path: `/events/${segment(params.scheduledEventId)}/join`,
    status: 200,
  });
}
