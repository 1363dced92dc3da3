import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** DELETE → 200: the recording is CANCELLED (spec 1 §4: leaving or moving on while RECORDING). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed('DELETE');
  return proxyJsonToBff(request, {
    method: 'DELETE',
    path: `/recordings/bots/${segment(params.botId)}/cancel-recording`,
    status: 200,
  });
}
