import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff } from '~/utils/bff-proxy.server';

/** POST → { ticket, expiresInSeconds }: a single-use ticket for the live registration lists socket. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, { method: 'POST', path: '/live/tickets', status: 201 });
}
