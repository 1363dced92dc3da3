import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff } from '~/utils/bff-proxy.server';

// Spec 3 §7: each pane's rows go as a batch to its endpoint.
const PATHS: Record<string, string> = {
  users: '/user_group/batch',
  'scheduled-events': '/events/scheduled/batch',
  'user-scheduled-events': '/user_scheduled_event/batch',
};

/** POST { data: rows } → the upload's result; the BFF checks the admin, every row, and writes all or nothing. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const path = PATHS[params.kind ?? ''];
  if (!path) return Response.json({ statusCode: 404, message: 'No such upload', issues: [] }, { status: 404 });
  return proxyJsonToBff(request, { method: 'POST', path, status: 200, withBody: true });
}
