import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** GET → { ai_feedback, status }: polled once a second after the stop (spec 2 §7); never cached. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const response = await proxyJsonToBff(request, {
    method: 'GET',
    path: `/recordings/ai-feedback/${segment(params.recordingId)}`,
    status: 200,
  });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
