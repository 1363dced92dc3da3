import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff } from '~/utils/bff-proxy.server';

/** POST → { ticket, expiresInSeconds }: a single-use ticket for the AI coach status socket (/coach/ws). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, { method: 'POST', path: '/coach/ws-ticket', status: 200 });
}
