import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** GET → the class's registration list; never cached (spec 3 §4.9), the fallback of the live channel. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const response = await proxyJsonToBff(request, {
    method: 'GET',
    path: `/events/scheduled/${segment(params.scheduledEventId)}/registrations`,
    status: 200,
  });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
