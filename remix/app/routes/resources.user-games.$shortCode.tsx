import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** GET → { isTutorialCompleted, tutorialVideoUrl, instructionVideoUrl, lastSettings, preferred }. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return proxyJsonToBff(request, { method: 'GET', path: `/user-games/${segment(params.shortCode)}`, status: 200 });
}

/** PUT { isTutorialCompleted } → 200 the user game: tutorial completion is stored per user game. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed('PUT');
  return proxyJsonToBff(request, {
    method: 'PUT',
    path: `/user-games/${segment(params.shortCode)}`,
    status: 200,
    withBody: true,
  });
}
