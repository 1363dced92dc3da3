import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff } from '~/utils/bff-proxy.server';

/** POST → the BFF's /create-checkout-session (spec 2 §7) for a Virtual Coach payment offer, answered with its status and body. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, { method: 'POST', path: '/create-checkout-session', status: 201, withBody: true });
}
