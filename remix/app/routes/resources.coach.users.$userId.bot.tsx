import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/**
 * GET → the user's AI coach bot { recall_bot_id, bot_name, … } (spec 1 §7), or 204 when they have none.
 * The BFF says 404 for no bot; the browser hears 204, so most people (who have no bot) see no failed
 * request in their console on every page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const response = await proxyJsonToBff(request, {
    method: 'GET',
    path: `/recordings/user/${segment(params.userId)}/fetch-recall-bot`,
    status: 200,
  });
  if (response.status === 404) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
