import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyJsonToBff } from '~/utils/bff-proxy.server';

/** GET → the class banner (spec 3 §4.5), asked again every 60 s by the page that shows it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const response = await proxyJsonToBff(request, { method: 'GET', path: '/classes/banner', status: 200 });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
