import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff } from '~/utils/bff-proxy.server';

/** POST → the BFF's /virtual-coach/offers/email-signup, answered with its status and body. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, {
    method: 'POST',
    path: '/virtual-coach/offers/email-signup',
    status: 202,
    withBody: true,
  });
}
