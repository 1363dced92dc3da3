import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff } from '~/utils/bff-proxy.server';

/** POST { action: 'close' | 'submit', answers? } → the onboarding counts (spec 3 §4.9). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return proxyJsonToBff(request, { method: 'POST', path: '/user/onboarding', status: 200, withBody: true });
}
